import { forwardRef } from 'react';
import { cx } from './cx';
import * as styles from './Divider.css';

export interface DividerProps {
  /** Text centred on the rule; an empty string draws a plain rule. @defaultValue 'or' */
  text?: string;
  /** @defaultValue undefined */
  className?: string;
}

/** A horizontal rule with centred text, between groups of sign-in methods. */
export const Divider = forwardRef<HTMLDivElement, DividerProps>(function Divider({ text = 'or', className }, ref) {
  // With text it stays readable ("or" joins the choices); without, it is a plain separator.
  return text ? (
    <div ref={ref} className={cx(styles.root, className)} data-divider="">
      <span>{text}</span>
    </div>
  ) : (
    <div ref={ref} role="separator" className={cx(styles.root, className)} data-divider="" />
  );
});
