import { forwardRef } from 'react';
import { Icon, type Glyph } from './Icon';
import { Spinner } from './Spinner';
import { dismiss } from './glyphs/dismiss';
import { toastError } from './glyphs/toastError';
import { toastSuccess } from './glyphs/toastSuccess';
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

const glyphs: Partial<Record<ToastType, Glyph>> = { success: toastSuccess, error: toastError };

function TypeIcon({ type }: { type: ToastType }) {
  if (type === 'loading') return <Spinner />;
  const glyph = glyphs[type];
  return glyph ? <Icon glyph={glyph} className={styles.svg} /> : null;
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
        <span className={styles.icon} aria-hidden="true">
          <TypeIcon type={type} />
        </span>
      )}
      <span className={styles.message}>{message}</span>
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <Icon glyph={dismiss} className={styles.svg} />
        </button>
      )}
    </div>
  );
});
