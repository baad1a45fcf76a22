/**
 * Social sign-in logos (SPEC §2): brand colours that keep at least 3:1 against both the light and
 * the dark theme's button (#FFFFFF and #14232B). The other logos draw in currentColor, the button's
 * text colour: black-and-white marks (Apple, GitHub, TikTok), multi-colour ones drawn in one path
 * (Microsoft, Slack, Figma), and colours that fail one theme (Amazon, Coinbase, Snapchat, Yahoo).
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
