import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTheme } from './themes';

/** Public, stable CSS variable names: `--portico-colors-primary`, `--portico-buttons-primary-backgroundColor`, … */
export const vars = createGlobalThemeContract(lightTheme, (_value, path) => `portico-${path.join('-')}`);
