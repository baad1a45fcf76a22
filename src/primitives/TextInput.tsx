import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { FieldError } from './FieldError';
import * as styles from './TextInput.css';
import { useField } from './useField';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, rendered as a real `<label>`. */
  label: ReactNode;
  /** Help text under the label; part of the field's accessible description. @defaultValue undefined */
  hint?: ReactNode;
  /** Error message; marks the field invalid and is read as its description. @defaultValue undefined */
  error?: ReactNode;
  /** Control drawn inside the field at its inline end, such as a show/hide toggle. @defaultValue undefined */
  endAdornment?: ReactNode;
  /** Class for the `<input>` itself; `className` goes on the field's wrapper. @defaultValue undefined */
  inputClassName?: string;
  /** @defaultValue 'text' */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
}

/** A labelled text field with optional hint and error, wired for assistive technology. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hint, error, endAdornment, className, inputClassName, id, type = 'text', disabled, ...rest },
  ref,
) {
  const { inputId, hintId, errorId, invalid, describedBy } = useField({ id, hint, error, describedBy: rest['aria-describedby'] });
  const inputCls = cx(styles.input, !!endAdornment && styles.inputWithEnd, inputClassName);

  return (
    <div
      className={cx(styles.root, className)}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          type={type}
          disabled={disabled}
          className={inputCls}
          part="input"
          aria-invalid={invalid || undefined}
          // An address reads left to right in any language (issue 14): typed in Arabic text, 'ada@' would show as '@ada'.
          dir={type === 'email' ? 'ltr' : undefined}
          {...rest}
          aria-describedby={describedBy}
        />
        {endAdornment ? <div className={styles.end}>{endAdornment}</div> : null}
      </div>
      {invalid ? (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
});
