import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const variant = styleVariants({
  body: { color: vars.colors.text },
  muted: { color: vars.colors.textMuted },
  small: { color: vars.colors.text, fontSize: vars.font.sizeSmall },
  error: { color: vars.colors.error },
  success: { color: vars.colors.success },
});
