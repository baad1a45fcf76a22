import { forwardRef } from 'react';
import { cx } from './cx';
import * as styles from './Icon.css';

/** An outline glyph on a 24-unit grid (see ./glyphs): its name and its path data. */
export interface Glyph {
  name: string;
  paths: readonly string[];
}

export interface IconProps {
  /** Which glyph to draw, from `./glyphs`. */
  glyph: Glyph;
  /** @defaultValue undefined */
  className?: string;
}

/**
 * A decorative outline icon, stroked with currentColor so it follows the text colour (and
 * forced-colors mode); the text beside it (visible or visually hidden) carries the meaning.
 */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ glyph, className }, ref) {
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx(styles.root, className)}
      data-icon={glyph.name}
    >
      {glyph.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
});
