import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Badge.css';
import { cx } from './cx';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** What it marks: something good or current (`success`), or a plain fact (`neutral`). @defaultValue 'neutral' */
  tone?: 'success' | 'neutral';
}

/** A short label on a row ("This device", "You", "Verified"), in a pill. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone = 'neutral', className, ...rest }, ref) {
  return <span ref={ref} className={cx(styles.root, styles.tone[tone], className)} data-tone={tone} {...rest} />;
});
