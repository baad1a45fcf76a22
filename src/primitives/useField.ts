import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface FieldWiringOptions {
  /** The control's id, when the caller gives one. */
  id: string | undefined;
  /** Added to a generated id, so two controls of one field do not clash ('otp', 'phone'). */
  suffix?: string;
  /** Help text shown under the label. */
  hint?: ReactNode;
  /** Error text; a field with one is invalid. */
  error?: ReactNode;
  /** The caller's own `aria-describedby`, kept after the field's. */
  describedBy: string | undefined;
}

export interface FieldWiring {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  /** What the control itself carries: its id, whether it is invalid, and its description (hint, then error: what is wrong now, then the caller's ids). */
  control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** One field's wiring, the same for every input: ids for its label, hint and error, and its description. */
export function useField({ id, suffix, hint, error, describedBy }: FieldWiringOptions): FieldWiring {
  const generated = useId();
  const inputId = id ?? (suffix ? `${generated}-${suffix}` : generated);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = error != null && error !== false && error !== '';
  const described = cx(hint ? hintId : null, invalid ? errorId : null, describedBy) || undefined;
  return {
    inputId,
    labelId: `${inputId}-label`,
    hintId,
    errorId,
    invalid,
    control: { id: inputId, 'aria-invalid': invalid || undefined, 'aria-describedby': described },
  };
}
