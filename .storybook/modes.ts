/**
 * The modes every story is checked in: axe and a screenshot per mode in `npm test`
 * (vitest.config.ts, one Vitest project per mode) and one Chromatic snapshot per mode
 * (`parameters.chromatic.modes` in preview.tsx). Each mode is a set of Storybook globals.
 */
export const modes = {
  light: { theme: 'light', dir: 'ltr' },
  dark: { theme: 'dark', dir: 'ltr' },
  // `lang` is read once the Arabic locale exists; until then the text stays English.
  rtl: { theme: 'light', dir: 'rtl', lang: 'ar' },
} as const satisfies Record<string, Record<string, string>>;

export type ModeName = keyof typeof modes;
