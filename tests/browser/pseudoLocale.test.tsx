/**
 * Every screen story rendered in the pseudo-locale en-XA ('[Šîĝñ ûþ öŕ ļöĝ îñ ļöŕ]').
 * Text still in plain English was never translated: a hard-coded string. Text wider than its box
 * will break in German or Hindi. Stories render as Storybook draws them (preview.tsx's decorators
 * and the locale its loader fetches), without their play functions, which speak English.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { mappedArgs, screenStories, phoneListsLoaded } from './screenStories';

// What may stay as it is, and why: data the widget is given, never text of its own. Anything else
// with a Latin letter, outside a pseudo-localised message, is a hard-coded string.
const ALLOWED: Array<[RegExp, string]> = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, 'an email address: the person’s own'],
  [/https?:\/\/\S+/g, 'a link in a server’s message'],
  [/\b[A-Z]{2} \+\d+\b/g, 'the country selector’s summary: region code and calling code, alike in every language'],
  [/^(Passkey \(\w+ \d+, \d+\)|Work laptop|Google Password Manager)$/, 'passkey names: the person’s own, or their authenticator’s'],
  [
    /^(Read your documents|Create and edit your documents|Read access to your documents|Write access to your documents|Your account details|Example App wants to (view your profile|access your data)|Example App is requesting to:|View your personal information|Stay signed in to Example App|Your name|Your email address)$/,
    'scope descriptions from the project’s access policy, and a host’s consent manifest (SPEC §6)',
  ],
  [/Something went wrong\. See|for help\./g, 'a server’s message of its own, with a link (also read out whole by the live region)'],
  [/^(today\.|Read more at|redirect_uri is not registered for this client \(it must match exactly\)\.|A sentence this version does not know\.|<script>alert\(1\)<\/script>)$/, 'a server’s own words: errors and feedback the catalogue does not know (SPEC §8)'],
  [/^[A-Z2-7]{16,}$/, 'an authenticator app key (base32): issued by the server, typed by the person as shown'],
  [/^[a-z0-9]{5}-[a-z0-9]{5}$/, 'a backup code: issued by the server, the same in every language'],
  [/^billing-viewer$/, 'a host’s own organization role, named as the host named it (a role list’s chosen value)'],
  [/^_?portico-verification(\.[a-z0-9.-]+|=[A-Za-z0-9_-]+)$/, 'a domain’s TXT record (its name and value): issued by the server, published as is'],
  [/^(myspace|Sketchy Wallet|Rabby Wallet)$/, 'an unknown provider named by its type, a wallet by the name it announces (EIP-6963)'],
];
// A pseudo-localised message is bracketed, values filled in included ('[Šéñţ ţö ada@example.com ļöŕ]').
const PSEUDO = /\[[^[\]]*\]/g;
function strip(text: string): string {
  let rest = text;
  while (PSEUDO.test(rest)) rest = rest.replace(PSEUDO, ' ');
  return ALLOWED.reduce((left, [pattern]) => left.replace(pattern, ' '), rest);
}
const PLAIN_LATIN = /[A-Za-z]/;

/** Text nodes a person can see or a screen reader reads, outside a native <option> (country names come from Intl.DisplayNames). */
function textNodes(root: HTMLElement): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('option, style, script')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    nodes.push(node as Text);
  }
  return nodes;
}

/** The box that lays a text node out: its nearest ancestor that is not inline. */
function boxOf(node: Text): HTMLElement {
  let element = node.parentElement!;
  while (['inline', 'contents'].includes(getComputedStyle(element).display) && element.parentElement) element = element.parentElement;
  return element;
}

// Visually hidden text (VisuallyHidden's 1px clip) is read, never seen: it cannot overflow.
const screenReaderOnly = (element: HTMLElement) => element.closest('[class]') !== null && element.getBoundingClientRect().width <= 1;

const stories = screenStories({ lang: 'en-XA' });

afterEach(() => cleanup());

describe('every screen story in en-XA', () => {
  it.each(stories)('%s', async (_, Story) => {
    await Story.load();
    const { container } = await render(<Story {...mappedArgs(Story)} />);
    // preview.tsx's language wrapper, inside the story frame; a story may set a language of its own.
    const language = container.querySelector<HTMLElement>('[data-story-frame] > [lang]')!;
    if (language.lang !== 'en-XA') return;
    // The locale was loaded before the story rendered; the phone library arrives just after.
    await expect.poll(() => phoneListsLoaded(container)).toBe(true);

    const untranslated = textNodes(container)
      // A <bdi> holds a value the widget is given (IsolatedValue), whose hyphens are glued in spans
      // of their own, so its pieces are no whole address for the pattern above.
      .filter((node) => !node.parentElement!.closest('bdi'))
      .map((node) => node.textContent!.trim())
      .filter((text) => PLAIN_LATIN.test(strip(text)));
    const labels = [...container.querySelectorAll<HTMLElement>('[aria-label], [placeholder], img[alt]')]
      .filter((element) => !element.closest('option'))
      .flatMap((element) => ['aria-label', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''))
      .filter((text) => PLAIN_LATIN.test(strip(text)));
    expect([...untranslated, ...labels], 'text that is not pseudo-localised (hard-coded?)').toEqual([]);

    const overflowing = [...new Set(textNodes(container).map(boxOf))]
      .filter((box) => !screenReaderOnly(box) && !(box instanceof HTMLInputElement))
      .filter((box) => box.scrollWidth > box.clientWidth + 1 || (getComputedStyle(box).overflowY !== 'visible' && box.scrollHeight > box.clientHeight + 1))
      .map((box) => `${box.tagName.toLowerCase()}.${box.className}: ${box.textContent}`);
    expect(overflowing, 'text wider than its box').toEqual([]);
  });
});
