/**
 * Colours as Chromium paints them: a computed colour (which may be `color(srgb-linear …)` or
 * `color-mix(…)` resolved) filled into a 1×1 canvas and read back as 8-bit sRGB, the way it reaches
 * the screen.
 */
const canvas = document.createElement('canvas');
canvas.width = 1;
canvas.height = 1;
const context = canvas.getContext('2d', { willReadFrequently: true })!;

export type Rgba = [number, number, number, number];

/** A CSS colour string as painted: [r, g, b, a], 0–255. */
export function paint(colour: string): Rgba {
  context.clearRect(0, 0, 1, 1);
  // A value the canvas cannot parse leaves the old fillStyle in place: fail instead of reading it.
  context.fillStyle = 'transparent';
  context.fillStyle = colour;
  if (context.fillStyle === 'rgba(0, 0, 0, 0)' && !/transparent|rgba\(0, 0, 0, 0\)/.test(colour)) {
    throw new Error(`not a colour: "${colour}"`);
  }
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a];
}

/** The colour a CSS property of `element` paints with. */
export const painted = (element: Element, property: string): Rgba => paint(getComputedStyle(element).getPropertyValue(property));

/** What `--portico-…` variable resolves to on `scope`, as painted. */
export function paintedVariable(scope: HTMLElement, name: string): Rgba {
  const probe = document.createElement('span');
  probe.style.color = `var(${name})`;
  scope.append(probe);
  try {
    return painted(probe, 'color');
  } finally {
    probe.remove();
  }
}

/** `#RRGGBB` or `rgba(r, g, b, a)` as [r, g, b, a]. */
export const literal = (value: string): Rgba => paint(value);

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of an opaque painted colour. */
export const luminance = ([r, g, b]: Rgba) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio. */
export function contrast(a: Rgba, b: Rgba): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

export const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
