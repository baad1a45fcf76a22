import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

const focusRing = { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline };

const field = {
  boxSizing: 'border-box',
  minBlockSize: vars.inputs.height,
  background: vars.inputs.backgroundColor,
  color: vars.inputs.textColor,
  border: `${vars.size.borderWidth} solid ${vars.inputs.borderColor}`,
  borderRadius: vars.inputs.borderRadius,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
} as const;

// As TextInput draws a disabled field, so the two sit together in one form.
const disabledField = { background: vars.colors.surfaceMuted, color: vars.colors.textMuted, cursor: 'not-allowed' } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  color: vars.colors.text,
});

export const label = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
});

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const country = style({
  ...field,
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  paddingInline: vars.space.md,
  selectors: {
    '&:has(select:focus-visible)': focusRing,
    '&[data-disabled]': disabledField,
  },
  '@media': { '(forced-colors: active)': { borderColor: 'FieldText' } },
});

export const countryValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({ inlineSize: vars.space.md, blockSize: vars.space.md, flex: 'none' });

// Transparent but real: it takes the clicks, the keyboard and the screen reader's attention.
export const select = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  appearance: 'none',
  cursor: 'pointer',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const input = style({
  ...field,
  flex: 1,
  minInlineSize: 0,
  paddingInline: vars.space.md,
  selectors: {
    '&::placeholder': { color: vars.inputs.placeholderColor, opacity: 1 },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.colors.error },
    '&:disabled': disabledField,
  },
  '@media': { '(forced-colors: active)': { borderColor: 'FieldText' } },
});

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.error,
});
