import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'block',
  inlineSize: vars.size.illustration,
  blockSize: vars.size.illustration,
  color: vars.colors.success,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

export const disc = style({ fill: vars.colors.successBackground });
