import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  textAlign: 'center',
  color: vars.colors.textMuted,
});

export const product = style({
  fontWeight: vars.font.weightBold,
  color: vars.colors.text,
  selectors: {
    'a&': { textDecoration: 'underline' },
    'a&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline },
  },
});
