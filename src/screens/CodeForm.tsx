import { forwardRef, type FormEvent, type ReactNode } from 'react';
import { OTPInput } from '../primitives/OTPInput';
import { TextInput } from '../primitives/TextInput';
import * as common from './common.css';

export interface CodeFormProps {
  /**
   * The field: 'digits', six cells that send the code when its last digit arrives, typed or pasted
   * (SPEC §2 auto-submit); 'text', one plain field (a backup code); 'password'; 'none', only the
   * form's own content (a passkey, which the browser asks for).
   */
  field: 'digits' | 'text' | 'password' | 'none';
  /** The field's visible label. @defaultValue undefined (no field) */
  label?: string;
  /** The code (or password) typed so far. */
  code: string;
  /** The field's error, under it and in its description. @defaultValue undefined */
  error?: ReactNode;
  /** Ids of text that also describes the field, such as where the code went. @defaultValue undefined */
  'aria-describedby'?: string;
  /** The field takes no input (a code being checked, or expired). @defaultValue false */
  disabled?: boolean;
  /** Neither Enter nor a complete code is sent while busy. @defaultValue false */
  busy?: boolean;
  /** A text field's `autocomplete`. @defaultValue 'off' */
  autoComplete?: string;
  onCodeChange(code: string): void;
  /** Enter, or (digits) the code's last digit: the one place a code is sent from. */
  onSubmit(code: string): void;
  /** Buttons and status after the field, inside the form. @defaultValue undefined */
  children?: ReactNode;
}

/**
 * The code step every code screen shares (OTPAuthenticate, SecondFactor, SecuritySettings): a form
 * whose field reports each change and which alone decides when a code is submitted. The ref reaches the field.
 */
export const CodeForm = forwardRef<HTMLInputElement, CodeFormProps>(function CodeForm(props, ref) {
  const { field, label = '', code, error, disabled = false, busy = false, onCodeChange } = props;
  const describedBy = props['aria-describedby'];
  const submit = (value: string) => {
    if (!busy) props.onSubmit(value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  return (
    <form className={common.tight} onSubmit={onSubmit} noValidate>
      {field === 'digits' ? (
        <OTPInput
          ref={ref}
          aria-describedby={describedBy}
          label={label}
          value={code}
          onValueChange={onCodeChange}
          onComplete={submit}
          disabled={disabled}
          error={error}
        />
      ) : field === 'none' ? null : (
        <TextInput
          ref={ref}
          label={label}
          aria-describedby={describedBy}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          {...(field === 'password'
            ? { type: 'password', autoComplete: 'current-password' }
            : { autoComplete: props.autoComplete ?? 'off', autoCapitalize: 'none', spellCheck: false })}
          disabled={disabled}
          error={error}
        />
      )}
      {props.children}
    </form>
  );
});
