import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.container.width,
  maxInlineSize: '100%',
  padding: vars.container.padding,
  color: vars.colors.accent,
});
