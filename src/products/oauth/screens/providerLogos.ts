/**
 * SPEC §2: a logo for each social provider, drawn for Portico on a 24-unit grid, one path each
 * (recognisable shapes, not the brands' own artwork). Filled with currentColor; the brand colour,
 * where it reads in both themes, comes from SocialButtons.css.ts.
 */
import type { OAuthProviderName } from '../../../i18n/providerNames';

export const providerLogos: Record<OAuthProviderName, string> = {
  google: 'M19.1 4.9A10 10 0 1 0 21.8 14H22v-4H12v4h5.7A6 6 0 1 1 16.2 7.8z',
  microsoft: 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z',
  apple: 'M12 7.5Q7 5 5.5 10t4 10.5q1.5.5 2.5-.3 1 .8 2.5.3 2-1 3.5-4.5-3-2-.5-5.5-2.5-2.3-5.5-1zm0-1.5q0-3 3.5-3.5-.5 3-3.5 3.5z',
  github: 'M14.5 21.7a10 10 0 1 0-5 0V16Q5.5 14 6.2 9L7 5l2.5 2.3q2.5-.7 5 0L17 5l.8 4q.7 5-3.3 7z',
  gitlab: 'M12 22 2.5 13.5 5 3.5l2.5 7h9l2.5-7 2.5 10z',
  facebook: 'M10.5 22v-8H8v-3h2.5V8q0-4 4-4h2v3H15q-1.5 0-1.5 1.5V11h3l-.5 3h-2.5v8z',
  discord: 'M5.5 6Q12 3 18.5 6q3 5 2.5 10.5L16 19l-1-2q-3 1-6 0l-1 2-5-2.5Q2.5 11 5.5 6zM8 10v4h2v-4zm6 0v4h2v-4z',
  salesforce: 'M7 18a4 4 0 0 1-.5-8A5 5 0 0 1 15 7.5a4 4 0 0 1 6 4 3.5 3.5 0 0 1-2.5 6.5z',
  slack: 'M8 3h2.5v18H8zm5.5 0H16v18h-2.5zM3 8h18v2.5H3zm0 5.5h18V16H3z',
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
