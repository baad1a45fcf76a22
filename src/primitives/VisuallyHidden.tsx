import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for assistive technology only: hidden on screen, read by screen readers. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden({ className, ...rest }, ref) {
  return <span ref={ref} className={cx(styles.root, className)} {...rest} />;
});
