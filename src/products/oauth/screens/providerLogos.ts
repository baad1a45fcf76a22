/**
 * SPEC §2: a logo for each social provider, drawn for Portico on a 24-unit grid (recognisable
 * shapes, not the brands' own artwork). One path each, filled with currentColor; a multi-colour
 * mark (Microsoft, Slack) is one path per colour, in the order of its colours in tokens/brands.ts.
 * The colours come from SocialButtons.css.ts.
 */
import type { OAuthProviderName } from '../../../i18n/providerNames';

/** A rounded bar (or, square, a dot) from (x, y), `w` by `h`, its ends fully round. */
function capsule(x: number, y: number, w: number, h: number): string {
  const r = Math.min(w, h) / 2;
  return w >= h
    ? `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 0 ${h}h${-(w - 2 * r)}a${r} ${r} 0 0 1 0 ${-h}z`
    : `M${x} ${y + r}a${r} ${r} 0 0 1 ${w} 0v${h - 2 * r}a${r} ${r} 0 0 1 ${-w} 0z`;
}

// Slack's mark: four bands across the grid, each colour a bar and a dot at its end.
const [b1, b2, b3, b4, band] = [1.4, 7, 12.6, 18.2, 4.4];

export const providerLogos: Record<OAuthProviderName, string | readonly string[]> = {
  google: 'M19.1 4.9A10 10 0 1 0 21.8 14H22v-4H12v4h5.7A6 6 0 1 1 16.2 7.8z',
  // Red, green, blue, yellow squares.
  microsoft: ['M3 3h8.5v8.5H3z', 'M12.5 3H21v8.5h-8.5z', 'M3 12.5h8.5V21H3z', 'M12.5 12.5H21V21h-8.5z'],
  apple: 'M12 7.5Q7 5 5.5 10t4 10.5q1.5.5 2.5-.3 1 .8 2.5.3 2-1 3.5-4.5-3-2-.5-5.5-2.5-2.3-5.5-1zm0-1.5q0-3 3.5-3.5-.5 3-3.5 3.5z',
  github: 'M14.5 21.7a10 10 0 1 0-5 0V16Q5.5 14 6.2 9L7 5l2.5 2.3q2.5-.7 5 0L17 5l.8 4q.7 5-3.3 7z',
  gitlab: 'M12 22 2.5 13.5 5 3.5l2.5 7h9l2.5-7 2.5 10z',
  facebook: 'M10.5 22v-8H8v-3h2.5V8q0-4 4-4h2v3H15q-1.5 0-1.5 1.5V11h3l-.5 3h-2.5v8z',
  discord: 'M5.5 6Q12 3 18.5 6q3 5 2.5 10.5L16 19l-1-2q-3 1-6 0l-1 2-5-2.5Q2.5 11 5.5 6zM8 10v4h2v-4zm6 0v4h2v-4z',
  salesforce: 'M7 18a4 4 0 0 1-.5-8A5 5 0 0 1 15 7.5a4 4 0 0 1 6 4 3.5 3.5 0 0 1-2.5 6.5z',
  // Aubergine-red, blue, green, yellow arms.
  slack: [
    capsule(b2, b3, band, b4 + band - b3) + capsule(b1, b3, band, band),
    capsule(b1, b2, b2 + band - b1, band) + capsule(b2, b1, band, band),
    capsule(b3, b1, band, b2 + band - b1) + capsule(b4, b2, band, band),
    capsule(b3, b3, b4 + band - b3, band) + capsule(b3, b4, band, band),
  ],
  amazon: 'M2 9.5q9 10 18 .5-9 6-18-.5zm14-1 6-1.5-1.5 6z',
  bitbucket: 'M2.5 3h19l-3 18h-13zm7.5 6 1 6h2l1-6z',
  linkedin: 'M3 3h18v18H3zm3 3v3h3V6zm0 4v8h3v-8zm5 0v8h3v-5h2v5h2v-8z',
  coinbase: 'M21 8.5a9.5 9.5 0 1 0 0 7H8.5v-7z',
  twitch: 'M4 3h17v12l-5 5h-4l-3 3H7v-3H3V6zm2 2v12h10l3-3V5zm4 3h2v5h-2zm5 0h2v5h-2z',
  twitter: 'M2 18q10 3 15-5l1-6 3-2-3 .5Q15 3 12.5 6l-.5 3Q7 9 3.5 5q-.5 4 3 6H5q1 3 4 4-3 2-7 3z',
  tiktok: 'M12.5 3h3q.5 4 4 4.5v3q-2 0-4-1.5V15a5.5 5.5 0 1 1-5.5-5.5v3a2.5 2.5 0 1 0 2.5 2.5z',
  snapchat: 'M12 3Q7 3 7 8v2l-2-.5V11l2 1q-1 3-4 4.5 1.5 1.5 3 1.5 3 2.5 6 2.5t6-2.5q1.5 0 3-1.5-3-1.5-4-4.5l2-1V9.5l-2 .5V8q0-5-5-5z',
  figma: 'M8.5 2h7a3.5 3.5 0 0 1 0 7 3.5 3.5 0 1 1-3.5 3.5v7A3.5 3.5 0 1 1 8.5 16a3.5 3.5 0 0 1 0-7 3.5 3.5 0 0 1 0-7z',
  yahoo: 'M2 5h4l3 6 3-6h4l-5 9v5H7v-5zm16-1h4l-2 10h-2zm0 12h3v3h-3z',
};
