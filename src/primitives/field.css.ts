import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

// What every form field draws alike (TextInput, Select, PhoneInput, OTPInput), so fields sit together in one form.

/** The field's column: label, control, error. */
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

/** Help text under the label (TextInput's hint). */
export const hint = style({
  fontSize: vars.font.sizeSmall,
  color: vars.colors.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.error,
});

/** Drawn by whichever part shows the field's focus. */
export const focusRing = { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline } as const;

export const invalid = { borderColor: vars.colors.error } as const;

/** A disabled field's colours; parts the pointer reaches add the not-allowed cursor. */
export const disabledColors = { background: vars.colors.surfaceMuted, color: vars.colors.textMuted } as const;

export const disabled = { ...disabledColors, cursor: 'not-allowed' } as const;

/** A box whose content sits on one centred line, over which a real control may be laid (OTP cells, the phone's country). */
export const overlaidRow = { position: 'relative', display: 'flex', alignItems: 'center' } as const;

/** The bordered box a value is typed or shown in. */
export const box = style({
  boxSizing: 'border-box',
  color: vars.inputs.textColor,
  background: vars.inputs.backgroundColor,
  border: `${vars.size.borderWidth} solid ${vars.inputs.borderColor}`,
  borderRadius: vars.inputs.borderRadius,
  '@media': { '(forced-colors: active)': { borderColor: 'FieldText' } },
});

/** A box holding one line of body text: an input, a select's trigger. */
export const textBox = style([
  box,
  {
    paddingInline: vars.space.md,
    fontFamily: 'inherit',
    fontSize: vars.font.sizeBody,
  },
]);

/** A text `<input>` in a text box, with its placeholder, focus, invalid and disabled states. */
export const textInput = style([
  textBox,
  {
    selectors: {
      '&::placeholder': { color: vars.inputs.placeholderColor, opacity: 1 },
      '&:focus-visible': focusRing,
      '&[aria-invalid="true"]': invalid,
      '&:disabled': disabled,
    },
  },
]);
