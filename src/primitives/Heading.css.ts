import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
  selectors: {
    // Focus lands here by script on a screen change; a ring only helps keyboard users.
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.focusRing },
  },
});

export const level = styleVariants({
  1: { fontSize: vars.font.sizeHeading },
  2: { fontSize: vars.font.sizeSubheading },
  3: { fontSize: vars.font.sizeBody },
});
