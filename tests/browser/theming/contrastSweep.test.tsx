/**
 * Issue 23: whatever brand colour a host picks, everything the widget draws stays readable. 500
 * seeded random primaries, each set the way host CSS sets it, on the light and the dark card;
 * every text and background pair the screens draw (and the non-text marks: the tab indicator, the
 * focus ring, a button's edge) is measured from the colours Chromium computes and paints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkThemeClass, lightThemeClass } from '../../../tokens';
import { mappedArgs, screenStories } from '../screenStories';
import { contrast, hex, paint, paintedVariable, type Rgba } from './paint';

const SHOWN = [
  'MainScreen › SmsWhatsappEmailTabs',
  'MainScreen › WithSocialButtons',
  'MainScreen › PasswordsAndMagicLink',
  'MainScreen › InvalidEmail',
  'OTPAuthenticate › WrongCode',
  'OTPAuthenticate › ResendWaitOver',
  'PasswordCreateOrLogin › CreateWeakZxcvbn',
  'PasswordCreateOrLogin › Login',
  'EmailConfirmation › WithBackArrow',
];
const stories = screenStories({}).filter(([name]) => SHOWN.includes(name));

/** mulberry32: the same 500 colours on every run. */
function seededColours(seed: number, count: number): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => `#${Math.floor(next() * 0x1000000).toString(16).padStart(6, '0')}`);
}
const BRANDS = seededColours(23, 500);

const cache = new Map<string, Rgba>();
const painted = (colour: string) => cache.get(colour) ?? cache.set(colour, paint(colour)).get(colour)!;

/** The opaque colour behind `element`: its own background or its nearest ancestor's, composited. */
function backdrop(element: Element | null): Rgba {
  if (!element) return [255, 255, 255, 255];
  const [r, g, b, a] = painted(getComputedStyle(element).backgroundColor);
  if (a === 255) return [r, g, b, a];
  const [br, bg, bb] = backdrop(element.parentElement);
  const mix = (top: number, under: number) => Math.round((top * a + under * (255 - a)) / 255);
  return [mix(r, br), mix(g, bg), mix(b, bb), 255];
}

const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
const ownText = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
// WCAG's large text: 18pt (24px), or 14pt (18.66px) bold.
const isLarge = (style: CSSStyleDeclaration) => {
  const size = Number.parseFloat(style.fontSize);
  return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
};

interface Failure {
  brand: string;
  what: string;
  ratio: number;
  needs: number;
}

/** Every pair the frame draws, for the brand colour in force now. */
function measure(frame: HTMLElement, brand: string, pairs: Map<string, number>): Failure[] {
  const failures: Failure[] = [];
  const check = (what: string, a: Rgba, b: Rgba, needs: number) => {
    const kind = what.split(' ')[0]!;
    pairs.set(kind, (pairs.get(kind) ?? 0) + 1);
    const ratio = contrast(a, b);
    if (ratio < needs) failures.push({ brand, what: `${what}: ${hex(a)} on ${hex(b)}`, ratio: Number(ratio.toFixed(2)), needs });
  };
  const card = paintedVariable(frame, '--portico-container-backgroundColor');
  for (const element of frame.querySelectorAll('*')) {
    if (!visible(element) || element.closest('svg')) continue;
    const style = getComputedStyle(element);
    const label = `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 24)}"`;
    if (ownText(element)) check(`text ${label}`, painted(style.color), backdrop(element), isLarge(style) ? 3 : 4.5);
    if (element instanceof HTMLInputElement && element.placeholder && !element.value) {
      check(`placeholder ${label}`, painted(getComputedStyle(element, '::placeholder').color), backdrop(element), 4.5);
    }
    if (element.getAttribute('role') === 'tab' && element.getAttribute('data-state') === 'active') {
      check(`tab indicator ${label}`, painted(style.borderBlockEndColor), backdrop(element), 3);
    }
    if (element.matches(':focus-visible')) check(`focus ring ${label}`, painted(style.outlineColor), backdrop(element.parentElement), 3);
    if (element.matches('button[data-variant="primary"]:not([data-disabled])')) {
      // The button keeps the exact brand colour; where that is faint on the card, its edge is not.
      expect(hex(painted(style.backgroundColor)), 'the primary button wears the brand colour').toBe(brand.toUpperCase());
      const fill = painted(style.backgroundColor);
      if (contrast(fill, card) < 3) check(`button edge ${label}`, painted(style.borderTopColor), card, 3);
    }
  }
  return failures;
}

describe.each([
  ['light', lightThemeClass],
  ['dark', darkThemeClass],
] as const)('500 random brand colours on the %s card', (mode, themeClass) => {
  const hostCss = document.createElement('style');
  beforeAll(() => document.head.append(hostCss));
  afterAll(() => hostCss.remove());

  it('every text and mark the screens draw reaches 4.5:1 (3:1 for large text and non-text UI)', async () => {
    await Promise.all(stories.map(([, Story]) => Story.load()));
    const screen = await render(
      <>
        {stories.map(([name, Story]) => (
          <Story key={name} {...mappedArgs(Story)} />
        ))}
      </>,
    );
    const frames = [...screen.container.querySelectorAll<HTMLElement>('[data-story-frame]')];
    expect(frames).toHaveLength(SHOWN.length);
    for (const frame of frames) frame.classList.replace(lightThemeClass, themeClass);
    // A keyboard user's focus ring, on the first thing Tab reaches.
    await userEvent.keyboard('{Tab}');

    const failures: Failure[] = [];
    const pairs = new Map<string, number>();
    for (const brand of BRANDS) {
      // As a host's stylesheet sets it (README "Theming").
      // (Colour transitions off, so the colours read are the ones settled on.)
      hostCss.textContent = `[data-story-frame][data-story-frame] { --portico-colors-primary: ${brand}; }
        [data-story-frame] * { transition: none !important; }`;
      for (const frame of frames) {
        failures.push(...measure(frame, brand, pairs));
      }
    }
    console.info(`${mode}: pairs measured for ${BRANDS.length} brand colours`, Object.fromEntries(pairs));
    expect(failures.slice(0, 20)).toEqual([]);
    // Each kind of pair was really met, for every colour.
    for (const kind of ['text', 'placeholder', 'tab', 'focus']) expect(pairs.get(kind), kind).toBeGreaterThanOrEqual(BRANDS.length);
  }, 300_000);
});
