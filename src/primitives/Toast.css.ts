import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import * as layout from './layout.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  maxInlineSize: vars.size.toastWidth,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.container.backgroundColor,
  color: vars.colors.text,
  border: `${vars.size.borderWidth} solid ${vars.container.borderColor}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.toast,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  pointerEvents: 'auto',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

// The icon takes its colour from the toast's type (data-type on the root).
export const icon = style({
  display: 'inline-flex',
  flex: 'none',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  selectors: {
    '[data-type="loading"] > &': { color: vars.colors.text },
    '[data-type="success"] > &': { color: vars.colors.success },
    '[data-type="error"] > &': { color: vars.colors.error },
  },
});

export const svg = style({ inlineSize: '100%', blockSize: '100%' });

export const message = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const dismiss = style([
  layout.iconButton,
  {
    flex: 'none',
    inlineSize: vars.size.icon,
    blockSize: vars.size.icon,
    padding: 0,
    marginInlineStart: vars.space.xs,
    color: vars.colors.textMuted,
    selectors: {
      '&:hover': { color: vars.colors.text },
      '&:focus-visible': { outlineOffset: vars.size.focusRing },
    },
  },
]);
