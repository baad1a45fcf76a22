import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import { cx } from './cx';
import * as styles from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** @defaultValue 'body' */
  variant?: 'body' | 'muted' | 'small' | 'error' | 'success';
  /** Element to render; a paragraph unless it sits inside one. @defaultValue 'p' */
  as?: 'p' | 'span' | 'div';
}

/** Body copy in one of the theme's text styles. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text({ variant = 'body', as: Tag = 'p', className, ...rest }, ref) {
  // One ref type for the three tags it may be (TypeScript types a union tag's ref as the div's).
  return <Tag ref={ref as Ref<HTMLDivElement>} className={cx(styles.root, styles.variant[variant], className)} data-variant={variant} {...rest} />;
});
