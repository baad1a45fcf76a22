import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
  selectors: {
    // Only a script focuses a title (tabindex -1, on a screen change), to have it read out: a ring
    // would mark a place nobody can Tab to, so none shows, even after keyboard use.
    '&:focus, &:focus-visible': { outline: 'none' },
  },
});

export const level = styleVariants({
  1: { fontSize: vars.font.sizeHeading },
  2: { fontSize: vars.font.sizeSubheading },
  3: { fontSize: vars.font.sizeBody },
});
