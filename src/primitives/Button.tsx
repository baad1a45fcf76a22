import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** @defaultValue 'primary' */
  variant?: 'primary' | 'secondary' | 'destructive' | 'text';
  /** Shows a spinner and blocks presses while a request runs. @defaultValue false */
  loading?: boolean;
  /** @defaultValue 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Icon placed before the label. */
  icon?: ReactNode;
}

const PART = { primary: 'button button-primary', secondary: 'button button-secondary', destructive: 'button button-destructive', text: 'link' } as const;

/** Portico's button: primary, secondary, destructive or text, with disabled and loading states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, disabled = false, type = 'button', icon, className, children, ...rest },
  ref,
) {
  const inactive = disabled || loading;
  const cls = cx(styles.root, styles.variant[variant], className);
  return (
    <button
      ref={ref}
      type={type}
      className={cls}
      disabled={inactive}
      aria-busy={loading || undefined}
      data-variant={variant}
      // ::part() names for <portico-login> hosts (docs/elements.md).
      part={PART[variant]}
      data-disabled={inactive ? '' : undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
});
