import { cx } from '../primitives/cx';
import * as styles from './CheckIllustration.css';

export interface CheckIllustrationProps {
  /** @defaultValue undefined */
  className?: string;
}

/** The success check of the confirmation screens; decorative, the title says what happened. */
export function CheckIllustration({ className }: CheckIllustrationProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="64"
      height="64"
      className={cx(styles.root, className)}
      aria-hidden="true"
      focusable="false"
      data-illustration="check"
    >
      <circle cx="32" cy="32" r="30" className={styles.disc} stroke="currentColor" strokeWidth="3" />
      <path d="M19 33.5l8.5 8.5L45.5 23" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
