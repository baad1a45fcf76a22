import { forwardRef, useId, useState } from 'react';
import { Icon } from './Icon';
import { eye } from './glyphs/eye';
import { eyeOff } from './glyphs/eyeOff';
import { TextInput, type TextInputProps } from './TextInput';
import * as styles from './PasswordInput.css';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'endAdornment'> {
  /** Browser autofill hint: an existing password, or a new one. @defaultValue 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  /** Accessible name of the toggle while the password is hidden. @defaultValue 'Show password' */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. @defaultValue 'Hide password' */
  hideLabel?: string;
  /** Start with the password shown. @defaultValue false */
  defaultVisible?: boolean;
}

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  {
    autoComplete = 'current-password',
    showLabel = 'Show password',
    hideLabel = 'Hide password',
    defaultVisible = false,
    id,
    disabled,
    ...rest
  },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(defaultVisible);
  // The name says what pressing does ("Show password"), so there is no aria-pressed as well:
  // a changing name plus a pressed state would read as a double negative.
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-controls={inputId}
      aria-label={visible ? hideLabel : showLabel}
      data-state={visible ? 'visible' : 'hidden'}
      disabled={disabled}
      onClick={() => setVisible((v) => !v)}
    >
      <Icon glyph={visible ? eyeOff : eye} />
    </button>
  );
  return (
    <TextInput
      ref={ref}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      spellCheck={false}
      autoCapitalize="none"
      endAdornment={toggle}
      {...rest}
    />
  );
});
