import { forwardRef } from 'react';
import { cx } from './cx';
import * as styles from './StrengthMeter.css';

const MAX_SCORE = 4;

export interface StrengthMeterProps {
  /** zxcvbn score, 0 to 4. */
  score: number;
  /** Accessible name of the meter. @defaultValue 'Password strength' */
  label?: string;
  /** Spoken value for a score. @defaultValue (score) => `${score} of 4` */
  formatValue?: (score: number, max: number) => string;
  /** @defaultValue undefined */
  className?: string;
}

/** The zxcvbn strength bar: SPEC §2, 0–1 one red segment, 2 two red, 3 three green, 4 four green. */
export const StrengthMeter = forwardRef<HTMLDivElement, StrengthMeterProps>(function StrengthMeter({
  score,
  label = 'Password strength',
  formatValue = (value, max) => `${value} of ${max}`,
  className,
}, ref) {
  const clamped = Math.min(MAX_SCORE, Math.max(0, Math.round(score)));
  const filled = Math.max(1, clamped);
  return (
    <div
      role="meter"
      ref={ref}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={MAX_SCORE}
      aria-valuenow={clamped}
      aria-valuetext={formatValue(clamped, MAX_SCORE)}
      className={cx(styles.root, className)}
      data-score={clamped}
      data-tone={clamped >= 3 ? 'strong' : 'weak'}
    >
      {Array.from({ length: MAX_SCORE }, (_, index) => (
        // data-state styles it; data-filled stays for host CSS and tests that read it.
        <span key={index} className={styles.segment} data-state={index < filled ? 'filled' : 'empty'} data-filled={index < filled ? '' : undefined} />
      ))}
    </div>
  );
});
