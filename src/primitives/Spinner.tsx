import { forwardRef } from 'react';
import * as styles from './Spinner.css';
import { cx } from './cx';

export interface SpinnerProps {
  /** Accessible name; omit when a surrounding control already says it is busy. */
  label?: string;
  /** @defaultValue 'small' */
  size?: 'small' | 'large';
  className?: string;
}

/** A rotating ring. Decorative unless given a label. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner({ label, size = 'small', className }, ref) {
  const cls = cx(styles.root, className);
  return label ? (
    <span ref={ref} role="status" aria-label={label} className={cls} data-size={size} />
  ) : (
    <span ref={ref} aria-hidden="true" className={cls} data-size={size} />
  );
});
