import { forwardRef, useImperativeHandle, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useAnnounceElement } from './Announcer';
import { Icon } from './Icon';
import { error } from './glyphs/error';
import { warning } from './glyphs/warning';
import { cx } from './cx';
import * as styles from './Banner.css';

export interface BannerProps extends HTMLAttributes<HTMLDivElement> {
  /** @defaultValue 'error' */
  variant?: 'warning' | 'error';
  /**
   * Announce the banner when it appears (role alert for errors, status for warnings). Off by
   * default because the widget owns a single live region for errors. @defaultValue false
   */
  live?: boolean;
  /** The message; may contain links. */
  children: ReactNode;
}

/** A warning or error message with an icon. */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner({ variant = 'error', live = false, className, children, ...rest }, forwardedRef) {
  const role = live ? (variant === 'error' ? 'alert' : 'status') : undefined;
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current!, []);
  // Not live itself: the widget's single live region speaks it.
  useAnnounceElement(ref, !live);
  return (
    <div ref={ref} role={role} className={cx(styles.root, styles.variant[variant], className)} data-variant={variant} {...rest}>
      <Icon glyph={variant === 'error' ? error : warning} />
      <div className={styles.body}>{children}</div>
    </div>
  );
});
