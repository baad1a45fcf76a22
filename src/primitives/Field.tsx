import { type ReactNode } from 'react';
import { FieldError } from './FieldError';
import * as styles from './field.css';
import { useField, type FieldWiring } from './useField';

/** The props every value input shares (OTPInput, PhoneInput): Radix's value convention and the field's wiring. */
export interface ValueFieldProps<T> {
  /** Controlled value. @defaultValue undefined */
  value?: T;
  /** Initial value when uncontrolled. @defaultValue '' */
  defaultValue?: T;
  /** Called with the new value on every change. @defaultValue undefined */
  onValueChange?: (value: T) => void;
  /** @defaultValue false */
  disabled?: boolean;
  /** Error text under the field (links allowed); also marks the input invalid. @defaultValue undefined */
  error?: ReactNode;
  /** Form field name. @defaultValue undefined */
  name?: string;
  /** Input id; generated when omitted. @defaultValue useId() */
  id?: string;
  /** Focus the input on mount. @defaultValue false */
  autoFocus?: boolean;
  /** Ids of text that also describes the input, after its own hint and error. @defaultValue undefined */
  'aria-describedby'?: string;
  /** @defaultValue undefined */
  className?: string;
}

/** A data attribute that is present or absent (`data-disabled`, `data-invalid`), as Radix writes them. */
export const flag = (on: boolean | undefined) => (on ? '' : undefined);

export interface FieldProps {
  /** Visible label, a real `<label>` for the control. */
  label: ReactNode;
  /** Help text under the label. @defaultValue undefined */
  hint?: ReactNode;
  /** Error text under the control; marks the field invalid. @defaultValue undefined */
  error?: ReactNode;
  /** The control's id, when the caller gives one. @defaultValue useId() */
  id?: string;
  /** Added to a generated id ('otp', 'phone'). @defaultValue undefined */
  suffix?: string;
  /** The caller's `aria-describedby`, kept after the field's own. @defaultValue undefined */
  describedBy?: string;
  /** The label also names the control by id (`aria-labelledby`, for a button such as Select's trigger). @defaultValue false */
  labelled?: boolean;
  /** @defaultValue false */
  disabled?: boolean;
  /** The wrapper's class: the input's own root style and the caller's. */
  className?: string;
  /** The control, given its ids and description. */
  children(wiring: FieldWiring): ReactNode;
}

/** The one field wiring every input uses: label, hint, control and error, with the control's description merged. */
export function Field({ label, hint, error, id, suffix, describedBy, labelled, disabled, className, children }: FieldProps) {
  const wiring = useField({ id, suffix, hint, error, describedBy });
  return (
    <div className={className} data-invalid={flag(wiring.invalid)} data-disabled={flag(disabled)}>
      <label id={labelled ? wiring.labelId : undefined} htmlFor={wiring.inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <div id={wiring.hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {children(wiring)}
      {wiring.invalid ? (
        <FieldError id={wiring.errorId} className={styles.error}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
