import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
});

export const label = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const hint = style({
  fontSize: vars.font.sizeSmall,
  color: vars.colors.textMuted,
});

export const error = style({
  fontSize: vars.font.sizeSmall,
  color: vars.colors.error,
});

export const control = style({
  position: 'relative',
  display: 'flex',
});

export const input = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: vars.inputs.height,
  margin: 0,
  paddingInline: vars.space.md,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeBody,
  color: vars.inputs.textColor,
  background: vars.inputs.backgroundColor,
  borderStyle: 'solid',
  borderWidth: vars.size.borderWidth,
  borderColor: vars.inputs.borderColor,
  borderRadius: vars.inputs.borderRadius,
  selectors: {
    '&::placeholder': { color: vars.inputs.placeholderColor, opacity: 1 },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline },
    '&[aria-invalid="true"]': { borderColor: vars.colors.error },
    '&:disabled': { background: vars.colors.surfaceMuted, color: vars.colors.textMuted, cursor: 'not-allowed' },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'FieldText' } },
});

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
