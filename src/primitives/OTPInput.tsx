import { forwardRef, useRef, type ReactNode } from 'react';
import { useControllableState } from './useControllableState';
import { OTPInput as OTPInputBase, REGEXP_ONLY_DIGITS } from 'input-otp';
import { cx } from './cx';
import { useNonce } from './nonce';
import * as styles from './OTPInput.css';
import { FieldError } from './FieldError';
import { useField } from './useField';

/** SPEC §2: a one-time passcode has six digits. */
export const OTP_DIGITS = 6;

// Pasted codes often arrive as '123 456' or '123-456': keep the digits.
const digitsOnly = (pasted: string) => pasted.replace(/\D/g, '');

export interface OTPInputProps {
  /** Visible label, associated with the input. @defaultValue 'One-time passcode' */
  label?: string;
  /** Controlled value (digits only). @defaultValue undefined */
  value?: string;
  /** Initial value when uncontrolled. @defaultValue '' */
  defaultValue?: string;
  /** Called with the new digits on every change. @defaultValue undefined */
  onValueChange?: (value: string) => void;
  /** @deprecated Use `onValueChange` (the primitives' one name for it); called the same way. @defaultValue undefined */
  onChange?: (value: string) => void;
  /** Called once each time the code reaches its length. @defaultValue undefined */
  onComplete?: (code: string) => void;
  /** @defaultValue false */
  disabled?: boolean;
  /** Error text shown under the cells (links allowed); also marks the input invalid. @defaultValue undefined */
  error?: ReactNode;
  /** Form field name. @defaultValue undefined */
  name?: string;
  /** Focus the input on mount. @defaultValue false */
  autoFocus?: boolean;
  /** Input id; generated when omitted. @defaultValue useId() */
  id?: string;
  /** Ids of text that describes the input, such as where the code went. @defaultValue undefined */
  'aria-describedby'?: string;
  /** @defaultValue undefined */
  className?: string;
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
    onChange,
    onComplete,
    disabled = false,
    error,
    name,
    autoFocus = false,
    id,
    className,
    length = OTP_DIGITS,
    'aria-describedby': callerDescribedBy,
  },
  ref,
) {
  const { inputId, errorId, invalid, describedBy } = useField({ id, suffix: 'otp', error, describedBy: callerDescribedBy });
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
    onChange?.(next);
    if (next.length === length && previous.length < length) onComplete?.(next);
  };

  return (
    <div
      className={cx(styles.root, className)}
      data-disabled={disabled ? '' : undefined}
      data-invalid={invalid ? '' : undefined}
    >
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <OTPInputBase
        ref={ref}
        id={inputId}
        name={name}
        maxLength={length}
        pattern={REGEXP_ONLY_DIGITS}
        pasteTransformer={digitsOnly}
        inputMode="numeric"
        autoComplete="one-time-code"
        part="input"
        // A code reads left to right, its first digit in the first cell, in any language (issue 14).
        dir="ltr"
        nonce={nonce}
        autoFocus={autoFocus}
        value={current}
        onChange={handleChange}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        containerClassName={styles.container}
        render={({ slots }) => (
          // The cells only mirror the input, which assistive technology reads directly.
          <div className={styles.cells} aria-hidden="true" dir="ltr">
            {slots.map((slot, index) => (
              <div
                key={index}
                className={styles.cell}
                data-active={slot.isActive ? '' : undefined}
                data-filled={slot.char !== null ? '' : undefined}
                data-invalid={invalid ? '' : undefined}
                data-disabled={disabled ? '' : undefined}
              >
                {slot.char}
                {slot.hasFakeCaret && <span className={styles.caret} />}
              </div>
            ))}
          </div>
        )}
      />
      {invalid && (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      )}
    </div>
  );
});
