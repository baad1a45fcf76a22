import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTheme, lightTheme } from './themes';

/** Class that sets the default (light) theme on a widget root. */
export const lightThemeClass = createTheme(vars, lightTheme, 'portico-light');
/** Class that sets the dark theme on a widget root. */
export const darkThemeClass = createTheme(vars, darkTheme, 'portico-dark');

// Keyframe-driven UI stays still for people who ask for less motion.
globalStyle(`${lightThemeClass} *, ${darkThemeClass} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '0s !important', transitionDuration: '0s !important' },
  },
});
