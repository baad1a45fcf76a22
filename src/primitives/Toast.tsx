import { forwardRef } from 'react';
import { Spinner } from './Spinner';
import { cx } from './cx';
import type { ToastType } from './toast/toastQueue';
import * as styles from './Toast.css';

export interface ToastProps {
  message: string;
  /** @defaultValue 'blank' */
  type?: ToastType;
  /** Shows a dismiss button that calls this. @defaultValue undefined */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. @defaultValue 'Dismiss' */
  dismissLabel?: string;
  /** @defaultValue undefined */
  className?: string;
}

const paths: Partial<Record<ToastType, string>> = {
  success: 'M6 10.5l2.5 2.5L14 7.5',
  error: 'M7 7l6 6M13 7l-6 6',
};

function TypeIcon({ type }: { type: ToastType }) {
  if (type === 'loading') return <Spinner />;
  const path = paths[type];
  if (!path) return null;
  return (
    <svg className={styles.svg} viewBox="0 0 20 20" width="20" height="20" focusable="false">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One notification. Errors interrupt (role alert); everything else waits its turn (role status). */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast({ message, type = 'blank', onDismiss, dismissLabel = 'Dismiss', className }, ref) {
  return (
    <div
      ref={ref}
      role={type === 'error' ? 'alert' : 'status'}
      className={cx(styles.root, className)}
      data-type={type}
    >
      {type !== 'blank' && (
        <span className={cx(styles.icon, styles.iconColor[type])} aria-hidden="true">
          <TypeIcon type={type} />
        </span>
      )}
      <span className={styles.message}>{message}</span>
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <svg className={styles.svg} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l8 8M14 6l-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
});
