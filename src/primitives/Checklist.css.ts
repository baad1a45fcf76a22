import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const icon = style({
  color: vars.colors.error,
  selectors: { '[data-state="met"] > &': { color: vars.colors.success } },
});
