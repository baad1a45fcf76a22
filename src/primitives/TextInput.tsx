import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { Field } from './Field';
import * as styles from './TextInput.css';

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
  { label, hint, error, endAdornment, className, inputClassName, id, type = 'text', disabled, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const inputCls = cx(styles.input, !!endAdornment && styles.inputWithEnd, inputClassName);
  return (
    <Field label={label} hint={hint} error={error} id={id} describedBy={describedBy} disabled={disabled} className={cx(styles.root, className)}>
      {(field) => (
        <div className={styles.control}>
          <input
            ref={ref}
            {...field.control}
            type={type}
            disabled={disabled}
            className={inputCls}
            part="input"
            // An address reads left to right in any language: typed in Arabic text, 'ada@' would show as '@ada'.
            dir={type === 'email' ? 'ltr' : undefined}
            {...rest}
          />
          {endAdornment ? <div className={styles.end}>{endAdornment}</div> : null}
        </div>
      )}
    </Field>
  );
});
