import { forwardRef, useRef } from 'react';
import { useControllableState } from './useControllableState';
import { OTPInput as OTPInputBase, REGEXP_ONLY_DIGITS } from 'input-otp';
import { cx } from './cx';
import { useNonce } from './nonce';
import * as styles from './OTPInput.css';
import { Field, flag, type ValueFieldProps } from './Field';

/** SPEC §2: a one-time passcode has six digits. */
export const OTP_DIGITS = 6;

// Pasted codes often arrive as '123 456' or '123-456': keep the digits.
const digitsOnly = (pasted: string) => pasted.replace(/\D/g, '');

export interface OTPInputProps extends ValueFieldProps<string> {
  /** Visible label, associated with the input. @defaultValue 'One-time passcode' */
  label?: string;
  /** Called once each time the code reaches its length. @defaultValue undefined */
  onComplete?: (code: string) => void;
  /** How many digits the code has. @defaultValue 6 */
  length?: number;
}

/**
 * Six digit cells over a single real input (input-otp): digits only, paste and SMS autofill work.
 * The ref reaches that input.
 */
export const OTPInput = forwardRef<HTMLInputElement, OTPInputProps>(function OTPInput(
  {
    label = 'One-time passcode',
    value,
    defaultValue = '',
    onValueChange,
    onComplete,
    disabled = false,
    error,
    name,
    autoFocus = false,
    id,
    className,
    length = OTP_DIGITS,
    'aria-describedby': describedBy,
  },
  ref,
) {
  const [current, setCurrent] = useControllableState({ prop: value, defaultProp: defaultValue });
  const nonce = useNonce();
  // The last value we saw, so completion fires on the change that reaches the length, never on a re-render.
  const lastRef = useRef(current);
  lastRef.current = current;

  const handleChange = (next: string) => {
    const previous = lastRef.current;
    lastRef.current = next;
    setCurrent(next);
    onValueChange?.(next);
    if (next.length === length && previous.length < length) onComplete?.(next);
  };

  return (
    <Field label={label} error={error} id={id} suffix="otp" describedBy={describedBy} disabled={disabled} className={cx(styles.root, className)}>
      {(field) => (
        <OTPInputBase
          ref={ref}
          {...field.control}
          name={name}
          maxLength={length}
          pattern={REGEXP_ONLY_DIGITS}
          pasteTransformer={digitsOnly}
          inputMode="numeric"
          autoComplete="one-time-code"
          part="input"
          // A code reads left to right, its first digit in the first cell, in any language.
          dir="ltr"
          nonce={nonce}
          autoFocus={autoFocus}
          value={current}
          onChange={handleChange}
          disabled={disabled}
          containerClassName={styles.container}
          render={({ slots }) => (
            // The cells only mirror the input, which assistive technology reads directly.
            <div className={styles.cells} aria-hidden="true" dir="ltr">
              {slots.map((slot, index) => (
                <OTPCell key={index} char={slot.char} active={slot.isActive} caret={slot.hasFakeCaret} invalid={field.invalid} disabled={disabled} />
              ))}
            </div>
          )}
        />
      )}
    </Field>
  );
});

/** One cell: the digit typed there, and its state as data attributes. */
function OTPCell({ char, active, caret, invalid, disabled }: { char: string | null; active: boolean; caret: boolean; invalid: boolean; disabled: boolean }) {
  return (
    <div className={styles.cell} data-active={flag(active)} data-filled={flag(char !== null)} data-invalid={flag(invalid)} data-disabled={flag(disabled)}>
      {char}
      {caret && <span className={styles.caret} data-caret="" />}
    </div>
  );
}
