import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTheme, lightTheme } from './themes';

/** Class that sets the default (light) theme on a widget root. */
export const lightThemeClass = createTheme(vars, lightTheme, 'portico-light');
/** Class that sets the dark theme on a widget root. */
export const darkThemeClass = createTheme(vars, darkTheme, 'portico-dark');

// Nothing moves for people who ask for less motion: no spinning, no blinking caret, no turning
// chevron, no colour fades. The spinner still shows, standing still, beside its label.
const everything = (theme: string) => `${theme} *, ${theme} *::before, ${theme} *::after`;
globalStyle(`${everything(lightThemeClass)}, ${everything(darkThemeClass)}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none !important', transition: 'none !important' },
  },
});
