import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const previewFrame = style({
  display: 'inline-block',
  minWidth: vars.container.width,
  padding: vars.space.lg,
  background: vars.container.backgroundColor,
  color: vars.colors.text,
  fontFamily: vars.font.family,
});
