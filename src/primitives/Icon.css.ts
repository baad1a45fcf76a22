import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'inline-block',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  flexShrink: 0,
  verticalAlign: 'middle',
});
