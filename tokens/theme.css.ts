import { assignVars, globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkThemeCss, lightThemeCss, scopedTo, withoutDerivations } from './derivations';
import { darkTheme, lightTheme, type PorticoTheme } from './themes';

// Where the browser can derive colours (docs/theming.md "Browsers"); elsewhere the literal theme.
const DERIVES = '(color: color(from red srgb-linear r g b / calc(alpha)))';

const themeRule = (literal: PorticoTheme, derived: PorticoTheme): StyleRule => ({
  vars: assignVars(vars, withoutDerivations(literal)),
  '@supports': { [DERIVES]: { vars: assignVars(vars, derived) } },
});

/** Class that sets the default (light) theme on a widget root. */
export const lightThemeClass = style(themeRule(lightTheme, lightThemeCss), 'portico-light');
/** Class that sets the dark theme on a widget root. */
export const darkThemeClass = style(themeRule(darkTheme, darkThemeCss), 'portico-dark');
/**
 * Class that follows the operating system's light or dark setting, live. Per-mode runtime
 * overrides arrive as `--portico-light-*` / `--portico-dark-*` (tokens/styles.ts) and win here.
 */
export const systemThemeClass = style(
  {
    ...themeRule(scopedTo('light', lightTheme), scopedTo('light', lightThemeCss)),
    '@media': {
      '(prefers-color-scheme: dark)': themeRule(scopedTo('dark', darkTheme), scopedTo('dark', darkThemeCss)),
    },
  },
  'portico-system',
);

/** The class of each theme mode, for the widget's root (WidgetRoot, and the early Main before it). */
export const themeClassOf = { light: lightThemeClass, dark: darkThemeClass, system: systemThemeClass } as const;

/** Every theme class, for parts that look for the themed root (Select's portal). */
export const themeClasses = [lightThemeClass, darkThemeClass, systemThemeClass] as const;

// Nothing moves for people who ask for less motion: no spinning, no blinking caret, no turning
// chevron, no colour fades. The spinner still shows, standing still, beside its label.
const everything = (theme: string) => `${theme} *, ${theme} *::before, ${theme} *::after`;
globalStyle(themeClasses.map(everything).join(', '), {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none !important', transition: 'none !important' },
  },
});
