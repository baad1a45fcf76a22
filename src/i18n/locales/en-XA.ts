/**
 * The pseudo-locale, `lang: 'en-XA'`: no file of translations but a function of the English
 * (../pseudoLocalise.ts). Every English text that has arrived (english.ts) reads here pseudo-localised,
 * so it covers every id of every product, present and future, with nothing to keep in step.
 */
import { englishText } from '../english';
import { pseudoLocalise } from '../pseudoLocalise';

const made = new Map<string, string>();
const text = (id: string | symbol): string | undefined => {
  const english = typeof id === 'string' ? englishText(id) : undefined;
  if (english === undefined) return undefined;
  if (!made.has(english)) made.set(english, pseudoLocalise(english));
  return made.get(english);
};

// Read as the translator reads a catalogue (an own property per id), answered when asked.
export default new Proxy({} as Record<string, string>, {
  get: (_, id) => text(id),
  getOwnPropertyDescriptor: (_, id) => {
    const value = text(id);
    return value === undefined ? undefined : { value, writable: false, enumerable: true, configurable: true };
  },
});
