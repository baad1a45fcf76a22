import { forwardRef } from 'react';
import { Toast } from './Toast';
import { cx } from './cx';
import { useToasts } from './ToasterProvider';
import type { ToastRecord } from './toast/toastQueue';
import * as styles from './Toaster.css';

export interface ToasterProps {
  /** Toasts to show; omit to show those of the nearest `ToasterProvider`. @defaultValue the provider's */
  toasts?: readonly ToastRecord[];
  /** Called by a toast's dismiss button; defaults to the provider's dismiss. @defaultValue the provider's */
  onDismiss?: (id: string) => void;
  /** Accessible name of the notifications region. @defaultValue 'Notifications' */
  label?: string;
  /** Accessible name of each dismiss button. @defaultValue 'Dismiss' */
  dismissLabel?: string;
  /** Fixed at the top of the viewport, or in place. @defaultValue 'viewport' */
  placement?: 'viewport' | 'inline';
  /** @defaultValue undefined */
  className?: string;
}

/** The live region that shows a widget's toasts. Loading toasts can only be dismissed by code. */
export const Toaster = forwardRef<HTMLElement, ToasterProps>(function Toaster({
  toasts: given,
  onDismiss,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
  placement = 'viewport',
  className,
}, ref) {
  const fromProvider = useToasts();
  const toasts = given ?? fromProvider.toasts;
  const dismiss = onDismiss ?? fromProvider.dismiss;
  return (
    // Always rendered, even empty: a live region must exist before what it announces.
    <section
      ref={ref}
      aria-label={label}
      aria-live="polite"
      className={cx(styles.root, styles.placement[placement], className)}
      data-placement={placement}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          message={toast.message}
          type={toast.type}
          dismissLabel={dismissLabel}
          onDismiss={toast.type === 'loading' ? undefined : () => dismiss(toast.id)}
        />
      ))}
    </section>
  );
});
