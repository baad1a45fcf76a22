import { cx } from './cx';
import * as styles from './Icon.css';

// Outline glyphs on a 24-unit grid, stroked with currentColor so they follow the text colour
// (and forced-colors mode) instead of carrying their own.
const paths = {
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  cross: ['M6 6l12 12', 'M18 6L6 18'],
  warning: ['M12 3.5L2.5 20.5h19L12 3.5z', 'M12 10v4.5', 'M12 17.5v.01'],
  error: ['M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0', 'M12 7v6', 'M12 16.5v.01'],
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0'],
  eyeOff: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0', 'M3 3l18 18'],
  chevronDown: ['M6 9l6 6 6-6'],
  chevronUp: ['M6 15l6-6 6 6'],
  arrowBack: ['M19 12H5', 'M12 19l-7-7 7-7'],
} as const;

export type IconName = keyof typeof paths;

export interface IconProps {
  /** Which glyph to draw. */
  name: IconName;
  /** @defaultValue undefined */
  className?: string;
}

/** A decorative outline icon; the text beside it (visible or visually hidden) carries the meaning. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx(styles.root, className)}
      data-icon={name}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
