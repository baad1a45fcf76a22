import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './Heading.css';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level: the element is a real `h1`, `h2` or `h3`. @defaultValue 1 */
  level?: 1 | 2 | 3;
  /** Focusable by script (not by Tab) so focus can move to the title on a screen change. @defaultValue -1 */
  tabIndex?: number;
}

/** A screen or section title. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 1, tabIndex = -1, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  return <Tag ref={ref} tabIndex={tabIndex} className={cx(styles.root, styles.level[level], className)} {...rest} />;
});
