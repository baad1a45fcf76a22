import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: vars.container.width,
  maxInlineSize: '100%',
  padding: vars.container.padding,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
  background: vars.container.backgroundColor,
  border: `${vars.size.borderWidth} solid ${vars.container.borderColor}`,
  borderRadius: vars.container.borderRadius,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});
