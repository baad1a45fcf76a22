import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
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
export function Banner({ variant = 'error', live = false, className, children, ...rest }: BannerProps) {
  const role = live ? (variant === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={cx(styles.root, styles.variant[variant], className)} data-variant={variant} {...rest}>
      <Icon name={variant === 'error' ? 'error' : 'warning'} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
