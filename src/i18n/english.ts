/**
 * English, every translator's last resort. The core text (frame, Main, server errors) is always
 * here; a product's text arrives with that product's code, added when one of its views calls
 * `useT(itsMessages)`, so a host pays only for the English of the products it configures.
 * It is static text, the same for every widget on the page, so one table serves them all.
 */
import { coreMessages } from './messages/core';

let english: Record<string, string> = { ...coreMessages };
let added = new WeakSet<object>();

/** Makes a product's English available to every translator; adding the same table again is free. */
export function addEnglish(messages: Readonly<Record<string, string>>): void {
  if (added.has(messages)) return;
  added.add(messages);
  Object.assign(english, messages);
}

/** The English text of an id, if its product's messages have arrived. */
export function englishText(id: string): string | undefined {
  return Object.hasOwn(english, id) ? english[id] : undefined;
}

/**
 * Back to the core text alone, as on a fresh page. For test runs that share one page between files
 * (vitest.config.ts, isolate: false): a story must not show a product's text only because another
 * file's story loaded that product first.
 */
export function resetEnglish(): void {
  english = { ...coreMessages };
  added = new WeakSet<object>();
}
