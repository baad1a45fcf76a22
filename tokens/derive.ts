/**
 * CSS expressions that derive colours from other colours in the browser, with no JavaScript: WCAG
 * 2 contrast arithmetic in relative colour syntax and `color-mix()`. Everything is computed in the
 * `srgb-linear` space, where the channel keywords r, g, b are linear light (0–1) and a colour's
 * relative luminance is 0.2126 r + 0.7152 g + 0.0722 b (WCAG 2's own formula). Every function
 * returns a CSS value string.
 *
 * Two tricks make a pure-CSS contrast check possible:
 * - A step is `clamp(0, (x - edge) * 1e6, 1)`: 0 below the edge, 1 above it. Multiplying by steps
 *   picks between values, as an `if` would.
 * - One relative colour reads only one origin colour, but a contrast check needs two. So the
 *   second colour's luminance rides in the alpha channel: mixing X (opaque) half and half with
 *   black at alpha L gives alpha (1 + L) / 2 and, un-premultiplied, X's channels / (1 + L).
 *   Inside `color(from <that mix> srgb-linear …)`, `2 * alpha - 1` is L and `r * 2 * alpha` is X's r.
 */

const STEP = 1e6;
/** Luminance where black and white contrast equally (4.58:1) with a colour: (L + 0.05)² = 0.0525. */
export const MIDPOINT = 0.17913;

/** 1 when `x` is above `edge`, 0 below. */
const above = (x: string, edge: string | number) => `clamp(0, (${x} - ${edge}) * ${STEP}, 1)`;

/** WCAG 2 relative luminance of three linear-light channel expressions. */
const luminance = (r: string, g: string, b: string) => `(0.2126 * ${r} + 0.7152 * ${g} + 0.0722 * ${b})`;

/** WCAG 2 contrast ratio of two luminance expressions. */
const ratio = (a: string, b: string) => `((max(${a}, ${b}) + 0.05) / (min(${a}, ${b}) + 0.05))`;

/** `colour`, carrying `other`'s luminance in its alpha channel (see the header). */
const withLuminanceOf = (colour: string, other: string) =>
  `color-mix(in srgb-linear, ${colour}, color(from ${other} srgb-linear 0 0 0 / calc(${luminance('r', 'g', 'b')})))`;

// Inside `color(from withLuminanceOf(X, Y) srgb-linear … / 1)`: X's channels and luminance, Y's luminance.
const carried = { r: '(r * 2 * alpha)', g: '(g * 2 * alpha)', b: '(b * 2 * alpha)', other: '(2 * alpha - 1)' };
const carriedLuminance = luminance(carried.r, carried.g, carried.b);

/**
 * The text colour for a `background`: the host's `preferred` colour when it reaches `minRatio`
 * against it, otherwise black or white.
 */
export function readableOn(background: string, preferred: string, minRatio = 4.5): string {
  const passes = above(ratio(carriedLuminance, carried.other), minRatio);
  const white = above(String(MIDPOINT), carried.other);
  const pick = (channel: string) => `calc(${passes} * ${channel} + (1 - ${passes}) * ${white})`;
  return `color(from ${withLuminanceOf(preferred, background)} srgb-linear ${pick(carried.r)} ${pick(carried.g)} ${pick(carried.b)} / 1)`;
}

/** A theme's own hand-picked colour, kept while its `colour` input is left at the theme's default. */
export interface KeepDefault {
  whenEqualTo: string;
  instead: string;
}

/**
 * `colour` as it may be used on `surface` (text at 4.5, a non-text mark at 3): unchanged when it
 * already reaches `minRatio`, otherwise darkened (on a light surface) or lightened (on a dark one)
 * in linear light just enough to reach it, which keeps its hue.
 */
export function legibleOn(colour: string, surface: string, minRatio: number, keep?: KeepDefault): string {
  // A little above the ratio asked for: the browser rounds each channel to 8 bits when it paints.
  const target = minRatio + 0.08;
  const lum = carriedLuminance;
  const card = carried.other;
  const lightSurface = above(card, MIDPOINT);
  const darkTarget = `max(0, (${card} + 0.05) / ${target} - 0.05)`;
  const lightTarget = `min(1, ${target} * (${card} + 0.05) - 0.05)`;
  const darken = `min(1, ${darkTarget} / max(${lum}, 0.000001))`;
  const lighten = `min(1, (1 - ${lightTarget}) / max(1 - ${lum}, 0.000001))`;
  const original = keep ? linearChannels(keep.whenEqualTo) : undefined;
  const replacement = keep ? linearChannels(keep.instead) : undefined;
  const distance = original
    ? (['r', 'g', 'b'] as const)
        .map((c, i) => `max(${carried[c]} - ${original[i]}, ${original[i]} - ${carried[c]})`)
        .join(' + ')
    : '';
  const channel = (c: 'r' | 'g' | 'b', index: number) => {
    const lin = carried[c];
    const adjusted = `(${lightSurface} * ${darken} * ${lin} + (1 - ${lightSurface}) * (1 - ${lighten} * (1 - ${lin})))`;
    if (!replacement) return `calc(${adjusted})`;
    // Adjacent 8-bit values differ by at least 0.0003 in linear light.
    const changed = above(`(${distance})`, 0.00015);
    return `calc(${changed} * ${adjusted} + (1 - ${changed}) * ${replacement[index]})`;
  };
  return `color(from ${withLuminanceOf(colour, surface)} srgb-linear ${channel('r', 0)} ${channel('g', 1)} ${channel('b', 2)} / 1)`;
}

/**
 * `colour` mixed by `percent` with black where `label` is lighter than it, with white where darker:
 * hover and pressed move away from their label, so they read at least as well as at rest (a
 * label's own black-or-white side could point the other way for a label near the midpoint).
 */
export function shade(colour: string, label: string, percent: number): string {
  const white = above(carriedLuminance, carried.other);
  return `color-mix(in srgb, ${colour}, color(from ${withLuminanceOf(colour, label)} srgb-linear ${white} ${white} ${white} / 1) ${percent}%)`;
}

/**
 * A grey of the luminance a mark must read on when it may sit on any of `surfaces`: the darkest of
 * them on light surfaces (where marks are darkened to read), the lightest with `lightest`.
 */
export function surfaceExtreme(surfaces: string[], lightest: boolean): string {
  const pick = `${lightest ? 'max' : 'min'}(${carriedLuminance}, ${carried.other})`;
  return surfaces.reduce((grey, surface) => `color(from ${withLuminanceOf(grey, surface)} srgb-linear ${pick} ${pick} ${pick} / 1)`);
}

/** `a` mixed into `b` by `percent`: neutrals (borders, disabled parts) from the text and background. */
export function mix(a: string, b: string, percent: number): string {
  return `color-mix(in srgb, ${a} ${percent}%, ${b})`;
}

/** `#RRGGBB` as linear-light channels (0–1). */
export function linearChannels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const toLinear = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return [toLinear((n >> 16) & 255), toLinear((n >> 8) & 255), toLinear(n & 255)].map((v) => Number(v.toFixed(7))) as [number, number, number];
}
