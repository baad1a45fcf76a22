import { forwardRef } from 'react';
import { cx } from './cx';
import * as styles from './Logo.css';

export interface LogoProps {
  /** Image URL; without one nothing renders. @defaultValue undefined */
  src?: string;
  /** Text alternative, usually the project or app name; '' marks the image decorative. */
  alt: string;
  /** @defaultValue undefined */
  className?: string;
}

/** The host's logo, kept within the spec's 50 × 100 box (SPEC §9). */
export const Logo = forwardRef<HTMLImageElement, LogoProps>(function Logo({ src, alt, className }, ref) {
  if (!src) return null;
  return <img ref={ref} src={src} alt={alt} className={cx(styles.root, className)} />;
});
