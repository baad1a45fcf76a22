import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'block',
  inlineSize: 'auto',
  blockSize: 'auto',
  maxBlockSize: vars.size.logoMaxHeight,
  maxInlineSize: vars.size.logoMaxWidth,
  marginInline: 'auto',
  objectFit: 'contain',
});
