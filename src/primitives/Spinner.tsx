import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Accessible name; omit when a surrounding control already says it is busy. */
  label?: string;
  /** @defaultValue 'small' */
  size?: 'small' | 'large';
  className?: string;
}

/** A rotating ring. Decorative unless given a label. */
export function Spinner({ label, size = 'small', className }: SpinnerProps) {
  const cls = [styles.root, size === 'large' ? styles.large : '', className ?? ''].filter(Boolean).join(' ');
  return label ? (
    <span role="status" aria-label={label} className={cls} data-size={size} />
  ) : (
    <span aria-hidden="true" className={cls} data-size={size} />
  );
}
