import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import * as layout from '../primitives/layout.css';

export const root = style([
  layout.iconButton,
  {
    alignSelf: 'flex-start',
    padding: vars.space.xs,
    margin: `calc(-1 * ${vars.space.xs})`,
    color: vars.colors.text,
    selectors: {
      '&:hover': { background: vars.colors.surfaceMuted },
      '&:focus-visible': { outlineOffset: vars.size.hairline },
    },
    '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
  },
]);

export const icon = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  // :dir() follows the nearest `dir`, so a left-to-right widget in a right-to-left page keeps its arrow.
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
