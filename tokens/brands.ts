/**
 * Social sign-in logos (SPEC §2): brand colours that keep at least 3:1 against both the light and
 * the dark theme's button (#FFFFFF and #14232B). The other logos draw in currentColor, the button's
 * text colour: black-and-white marks (Apple, GitHub, TikTok), Figma, and colours that fail one
 * theme (Amazon, Coinbase, Snapchat, Yahoo).
 */
export const brandColours = {
  google: '#4285F4',
  gitlab: '#E24329',
  facebook: '#1877F2',
  discord: '#5865F2',
  salesforce: '#0176D3',
  bitbucket: '#2684FF',
  linkedin: '#0077B5',
  twitch: '#9146FF',
  twitter: '#1D9BF0',
} as const;

/**
 * Marks recognised by their colours as much as their shape, drawn in the brands' own colours (one
 * per path of providerLogos.ts, in order) in both themes. Single squares may fall under 3:1 (Microsoft's
 * yellow on white), as in the brands' own sign-in buttons: the logo is decorative, the label names
 * the provider, and the mark as a whole stays recognisable.
 */
export const brandMarkColours = {
  microsoft: ['#F25022', '#7FBA00', '#00A4EF', '#FFB900'],
  slack: ['#E01E5A', '#36C5F0', '#2EB67D', '#ECB22E'],
} as const;
