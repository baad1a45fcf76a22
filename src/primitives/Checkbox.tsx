import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { flag } from './Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked' | 'defaultChecked'> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Controlled state. @defaultValue undefined */
  checked?: boolean;
  /** Initial state when uncontrolled. @defaultValue false */
  defaultChecked?: boolean;
  /** Called with the new state on every change (Radix's convention). @defaultValue undefined */
  onCheckedChange?: (checked: boolean) => void;
}

/** A native checkbox with its label: keyboard, forms and assistive technology as the browser gives them. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, onCheckedChange, disabled, ...rest },
  ref,
) {
  return (
    <label className={cx(styles.root, className)} data-disabled={flag(disabled)} data-state={rest.checked ? 'checked' : 'unchecked'}>
      <input ref={ref} type="checkbox" className={styles.box} disabled={disabled} onChange={(event) => onCheckedChange?.(event.target.checked)} {...rest} />
      <span>{label}</span>
    </label>
  );
});
