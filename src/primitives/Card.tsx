import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './Card.css';

export type CardProps = HTMLAttributes<HTMLDivElement>;

/** The widget's container: themed background, border, radius, width and padding. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.root, className)} part="card" {...rest} />;
});
