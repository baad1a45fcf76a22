import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTheme } from './themes';

const named = (prefix: string) => createGlobalThemeContract(lightTheme, (_value, path) => `${prefix}-${path.join('-')}`);

/**
 * The public, stable names a host sets, on the widget or on any element around it:
 * `--portico-colors-primary`, `--portico-buttons-primary-backgroundColor`, … No theme sets them, so
 * a value set around the widget (a custom element's host, a page's `body`) always reaches it.
 */
export const hostVars = named('portico');

/** The same names for one mode of the 'system' theme: `--portico-light-colors-primary`, `--portico-dark-…`. */
export const modeVars = { light: named('portico-light'), dark: named('portico-dark') } as const;

/**
 * What the widget draws with (`--portico-used-…`): the host's value of the same name where one is
 * set, otherwise the theme's own or what the theme derives (tokens/theme.css.ts).
 */
export const vars = named('portico-used');
