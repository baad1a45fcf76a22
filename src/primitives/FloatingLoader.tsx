import { forwardRef } from 'react';
import { Spinner } from './Spinner';
import { cx } from './cx';
import * as styles from './FloatingLoader.css';

export interface FloatingLoaderProps {
  /** Accessible name of the spinner. @defaultValue 'Loading' */
  label?: string;
  /** @defaultValue undefined */
  className?: string;
}

/** A centred large spinner, shown instead of the card while the widget is loading (SPEC §1). */
export const FloatingLoader = forwardRef<HTMLDivElement, FloatingLoaderProps>(function FloatingLoader({ label = 'Loading', className }, ref) {
  return (
    <div ref={ref} className={cx(styles.root, className)} data-floating-loader="">
      <Spinner size="large" label={label} />
    </div>
  );
});
