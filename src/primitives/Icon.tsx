import { forwardRef } from 'react';
import { cx } from './cx';
import * as styles from './Icon.css';

/** One stroke of a glyph drawn thinner or thicker than the glyph's own width. */
export interface GlyphPath {
  d: string;
  strokeWidth: number;
}

/**
 * An outline glyph (see ./glyphs): its name and its path data, on a square grid of `grid` units
 * (24 unless said) stroked `strokeWidth` wide (2 unless said), with round ends unless `ends` is 'square'.
 */
export interface Glyph {
  name: string;
  paths: readonly (string | GlyphPath)[];
  grid?: number;
  strokeWidth?: number;
  ends?: 'round' | 'square';
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
  const { grid = 24, strokeWidth = 2, ends = 'round' } = glyph;
  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${grid} ${grid}`}
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      // 'square' leaves SVG's own butt ends and mitred corners.
      strokeLinecap={ends === 'round' ? 'round' : undefined}
      strokeLinejoin={ends === 'round' ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
      className={cx(styles.root, className)}
      data-icon={glyph.name}
    >
      {glyph.paths.map((path) =>
        typeof path === 'string' ? <path key={path} d={path} /> : <path key={path.d} d={path.d} strokeWidth={path.strokeWidth} />,
      )}
    </svg>
  );
});
