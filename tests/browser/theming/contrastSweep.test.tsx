/**
 * docs/theming.md "Contrast, guaranteed", as a property: whatever brand colour a host picks, every
 * colour pair the widget draws stays readable, in the light, dark and system themes (the system
 * theme under a light and a dark OS). 500 seeded random primaries and a few chosen ones are set the
 * way host CSS sets them; every screen and primitive story is drawn, and every pair found in them
 * (text, placeholders, the tab indicator, a faint button's edge, input boundaries, the focus ring
 * behind each element a keyboard reaches, a button's text when hovered and pressed) is measured
 * from the colours Chromium paints: 4.5:1 for text, 3:1 for large text and non-text UI.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkThemeClass, lightThemeClass, systemThemeClass, themeClasses, vars } from '../../../tokens';
import { mappedArgs, phoneListsLoaded, storiesOf, type ComposedStory } from '../screenStories';
import { distinct, drawnPairs, setAside, focusRingColours, painted, probeColour, type Pair, type StateTokens } from './drawnPairs';
import { contrast, hex } from './paint';

/** mulberry32: the same colours on every run. */
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
// The seeded ones, and colours where a choice flips: the grey whose white and black text read
// equally (#767676, #777777), pure black and white, and the two a host check reported (#c3279b, #3d7094).
const BRANDS = [...seededColours(40, 500), '#767676', '#777777', '#787878', '#000000', '#ffffff', '#c3279b', '#3d7094'];
const PROBES = ['#c3279b', '#9fd3f0', '#777777'];
// A host's own preferred text colour on the primary, used where it reaches 4.5:1, for every other brand.
const FOREGROUNDS = new Map(seededColours(41, 500).map((foreground, i) => [BRANDS[i]!, foreground] as const).filter((_, i) => i % 2 === 1));

const TOKENS: StateTokens = {
  focus: vars.colors.focus,
  buttons: {
    primary: { hovered: vars.buttons.primary.hoverBackgroundColor, pressed: vars.buttons.primary.activeBackgroundColor },
    secondary: { hovered: vars.buttons.secondary.hoverBackgroundColor, pressed: vars.buttons.secondary.activeBackgroundColor },
  },
};

const osSetting = (scheme: 'light' | 'dark') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: scheme }] });

const stories = storiesOf('screens', 'primitives');
// Colour transitions off, so the colours read are the settled ones.
const hostCss = document.createElement('style');
hostCss.textContent = '[data-story-frame] *, [data-story-frame] *::placeholder { transition: none !important; }';

/**
 * Sets a brand colour (and, for every other one, a preferred foreground of the host's) on each
 * frame, as `styles` or host CSS set it on the widget's root; only those frames restyle.
 */
const brandOn = (frames: HTMLElement[]) => (colour: string) => {
  const foreground = FOREGROUNDS.get(colour);
  for (const frame of frames) {
    frame.style.setProperty('--portico-colors-primary', colour);
    if (foreground) frame.style.setProperty('--portico-colors-onPrimary', foreground);
    else frame.style.removeProperty('--portico-colors-onPrimary');
  }
};

/**
 * Every story at once, in one root of the theme, as screens are inside one widget; lazily loaded
 * parts (a product's view, the phone library) arrive after the first render.
 */
async function drawAll(themeClass: string) {
  await Promise.all(stories.map(([, Story]) => Story.load()));
  const screen = await render(
    <div className={themeClass} data-sweep-root="">
      {stories.map(([name, Story]: readonly [string, ComposedStory]) => (
        <Story key={name} {...mappedArgs(Story)} />
      ))}
    </div>,
  );
  await vi.waitFor(
    () => {
      expect(screen.container.querySelectorAll('button[data-variant="primary"]').length).toBeGreaterThan(20);
      expect(phoneListsLoaded(screen.container)).toBe(true);
    },
    { timeout: 120_000, interval: 200 },
  );
  // From here on, focus moved from script shows the ring a keyboard shows.
  await userEvent.keyboard('{Tab}');
  const frames = [...screen.container.querySelectorAll<HTMLElement>('[data-story-frame]')];
  // The frames draw in the root's theme (their own theme class goes), so one root derives for all.
  for (const frame of frames) frame.classList.remove(...themeClasses);
  return { root: screen.container.querySelector<HTMLElement>('[data-sweep-root]')!, frames };
}

/** The hover rule paints the token the hovered pairs read (one button, alone, under the pointer). */
async function hoverPaintsTheHoverToken(themeClass: string) {
  const [, Primary] = stories.find(([name]) => name === 'Button › Primary')!;
  await Primary.load();
  const screen = await render(<Primary {...mappedArgs(Primary)} />);
  const frame = screen.container.querySelector<HTMLElement>('[data-story-frame]')!;
  frame.className = frame.className.replace(/\S*(light|dark|system)\S*/, themeClass);
  brandOn([frame])(PROBES[0]!);
  const button = screen.container.querySelector('button')!;
  await userEvent.hover(button);
  expect(hex(painted(getComputedStyle(button).backgroundColor))).toBe(hex(probeColour(frame, TOKENS.buttons.primary!.hovered)()));
  await userEvent.unhover(button);
  screen.unmount();
}

beforeAll(() => {
  document.head.append(hostCss);
});
afterAll(async () => {
  hostCss.remove();
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

interface Failure {
  brand: string;
  what: string;
  ratio: number;
  needs: number;
}

describe.each([
  ['light', lightThemeClass, 'light'],
  ['dark', darkThemeClass, 'light'],
  ['system, OS light', systemThemeClass, 'light'],
  ['system, OS dark', systemThemeClass, 'dark'],
] as const)('%s theme', (mode, themeClass, os) => {
  it(`every pair drawn reaches 4.5:1 (3:1 for large text and non-text UI) for ${BRANDS.length} brand colours`, async () => {
    await osSetting(os);
    await hoverPaintsTheHoverToken(themeClass);
    const t0 = performance.now();
    const { root, frames } = await drawAll(themeClass);
    console.info(`drawn in ${Math.round(performance.now() - t0)} ms: ${root.querySelectorAll('*').length} elements`);
    expect(frames.length).toBeGreaterThan(100);
    // The story of a host's own token overrides sets the primary itself. (Set aside with display:
    // none, not removed: React unmounts what it rendered.)
    for (const frame of frames) if (frame.getAttribute('style')) frame.style.display = 'none';
    const shown = frames.filter((frame) => frame.style.display !== 'none');

    // The stylesheet paints the tokens the pairs read: every focus ring with the focus token, and
    // the hover rule the hover token.
    expect([...focusRingColours()]).toEqual([TOKENS.focus]);
    const started = performance.now();
    const all = drawnPairs(shown, TOKENS);
    console.info(`${all.length} pairs found in ${Math.round(performance.now() - started)} ms`);
    const pairs: Pair[] = distinct(all, PROBES, brandOn([root]));
    // Only what draws a distinct pair stays shown: a brand change restyles that alone.
    const before = pairs.map((pair) => pair.colours().map(hex).join());
    const kept = setAside(shown, pairs);
    const setBrand = brandOn([root]);
    expect(pairs.map((pair) => pair.colours().map(hex).join()), 'the pairs draw as before').toEqual(before);
    const fill = probeColour(kept[0]!, vars.buttons.primary.backgroundColor);
    console.info(`${mode}: ${pairs.length} distinct pairs in ${kept.length} frames, found in ${Math.round(performance.now() - started)} ms`);

    const kinds = new Map<string, number>();
    const failures: Failure[] = [];
    for (const brand of BRANDS) {
      setBrand(brand);
      expect(hex(fill()), 'the primary button wears the brand colour').toBe(brand.toUpperCase());
      for (const pair of pairs) {
        const [a, b] = pair.colours();
        const ratio = a[3] === 0 ? 1 : contrast(a, b);
        kinds.set(pair.kind, (kinds.get(pair.kind) ?? 0) + 1);
        if (ratio < pair.needs) failures.push({ brand: FOREGROUNDS.has(brand) ? `${brand} (onPrimary ${FOREGROUNDS.get(brand)})` : brand, what: `${pair.kind} ${pair.what}: ${hex(a)} on ${hex(b)}`, ratio: Number(ratio.toFixed(2)), needs: pair.needs });
      }
    }
    console.info(`${mode}: ${failures.length} pairs below their ratio in ${Math.round(performance.now() - started)} ms`, Object.fromEntries(kinds));
    const byKind = new Map<string, Failure[]>();
    for (const failure of failures) byKind.set(failure.what.split(':')[0]!, [...(byKind.get(failure.what.split(':')[0]!) ?? []), failure]);
    for (const [what, list] of byKind) console.info(`  ${list.length}× ${what}, e.g. ${list[0]!.brand} ${list[0]!.what.split(': ')[1]} ${list[0]!.ratio}`);
    expect(failures.slice(0, 20)).toEqual([]);
    // Each kind of pair was really met, for every colour.
    for (const kind of ['text', 'placeholder', 'tab indicator', 'button edge', 'input boundary', 'focus ring', 'hovered', 'pressed']) {
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(BRANDS.length);
    }
  }, 600_000);
});
