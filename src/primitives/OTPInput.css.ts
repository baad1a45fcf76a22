import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

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

export const container = style({
  display: 'flex',
  alignItems: 'center',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

export const cells = style({ display: 'flex', gap: vars.space.sm });

export const cell = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.otpCell,
  blockSize: vars.size.otpCell,
  boxSizing: 'border-box',
  background: vars.inputs.backgroundColor,
  color: vars.inputs.textColor,
  border: `${vars.size.borderWidth} solid ${vars.inputs.borderColor}`,
  borderRadius: vars.inputs.borderRadius,
  fontSize: vars.font.sizeSubheading,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The real <input> sits on top; the active cell draws its focus ring.
    '&[data-active]': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline },
    '&[data-invalid]': { borderColor: vars.colors.error },
    '&[data-disabled]': { background: vars.colors.surfaceMuted, color: vars.colors.textMuted },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'FieldText',
      selectors: { '&[data-active]': { outlineColor: 'Highlight' } },
    },
  },
});

export const caret = style({
  inlineSize: vars.size.hairline,
  blockSize: vars.font.sizeSubheading,
  background: 'currentColor',
  animation: `${blink} ${vars.motion.caretBlink} step-end infinite`,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.error,
});
