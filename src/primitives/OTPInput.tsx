import { forwardRef, useId, useRef, useState, type ReactNode } from 'react';
import { OTPInput as OTPInputBase, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useNonce } from './nonce';
import * as styles from './OTPInput.css';
import { OTP_LENGTH } from '../client/constants';
import { FieldError } from './FieldError';

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
  onChange?: (value: string) => void;
  /** Called once each time the code reaches 6 digits. @defaultValue undefined */
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
  onChange,
  onComplete,
  disabled = false,
  error,
  name,
  autoFocus = false,
  id,
  className,
  'aria-describedby': describedBy,
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-otp`;
  const errorId = `${inputId}-error`;
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const nonce = useNonce();
  // The last value we saw, so completion fires on the change that reaches 6, never on a re-render.
  const lastRef = useRef(current);
  lastRef.current = current;

  const handleChange = (next: string) => {
    const previous = lastRef.current;
    lastRef.current = next;
    if (value === undefined) setInner(next);
    onChange?.(next);
    if (next.length === OTP_LENGTH && previous.length < OTP_LENGTH) onComplete?.(next);
  };

  const invalid = Boolean(error);
  return (
    <div
      className={[styles.root, className ?? ''].filter(Boolean).join(' ')}
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
        maxLength={OTP_LENGTH}
        pattern={REGEXP_ONLY_DIGITS}
        pasteTransformer={digitsOnly}
        inputMode="numeric"
        autoComplete="one-time-code"
        // A code reads left to right, its first digit in the first cell, in any language (issue 14).
        dir="ltr"
        nonce={nonce}
        autoFocus={autoFocus}
        value={current}
        onChange={handleChange}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? errorId : '', describedBy].filter(Boolean).join(' ') || undefined}
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
