import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
  inlineSize: vars.container.width,
  maxInlineSize: '100%',
  boxSizing: 'border-box',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
