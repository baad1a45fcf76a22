import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import * as field from './field.css';

export const root = style([field.root, { lineHeight: vars.font.lineHeight }]);

export const control = style({
  position: 'relative',
  display: 'flex',
});

export const input = style([field.textInput, { inlineSize: '100%', blockSize: vars.inputs.height, margin: 0 }]);

// Leaves room for a square end control (icon plus its padding) so typed text never runs under it.
export const inputWithEnd = style({
  paddingInlineEnd: `calc(${vars.size.icon} + ${vars.space.xl} + ${vars.space.sm})`,
});

export const end = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});
