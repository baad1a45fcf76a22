import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** @defaultValue 'body' */
  variant?: 'body' | 'muted' | 'small' | 'error' | 'success';
  /** Element to render; a paragraph unless it sits inside one. @defaultValue 'p' */
  as?: 'p' | 'span' | 'div';
}

/** Body copy in one of the theme's text styles. */
export function Text({ variant = 'body', as: Tag = 'p', className, ...rest }: TextProps) {
  return <Tag className={cx(styles.root, styles.variant[variant], className)} data-variant={variant} {...rest} />;
}
