/**
 * The modes every story is checked in: axe and a screenshot per mode in `npm test`
 * (vitest.config.ts, one Vitest project per mode) and one Chromatic snapshot per mode
 * (`parameters.chromatic.modes` in preview.tsx). Each mode is a set of Storybook globals.
 */
export const modes = {
  light: { theme: 'light', dir: 'ltr' },
  dark: { theme: 'dark', dir: 'ltr' },
  // Right to left with the English catalogue: the stories' play functions and tests find elements
  // by their English names. Arabic itself is checked by tests/browser/arabicStories.test.tsx (every
  // screen story in Arabic, axe) and tests/e2e/arabicKeyboard.e2e.test.ts; the toolbar's Language
  // shows any story in Arabic.
  rtl: { theme: 'light', dir: 'rtl', lang: 'en' },
} as const satisfies Record<string, Record<string, string>>;

export type ModeName = keyof typeof modes;
