import { forwardRef, type ReactNode } from 'react';
import { Icon } from './Icon';
import { check } from './glyphs/check';
import { cross } from './glyphs/cross';
import { VisuallyHidden } from './VisuallyHidden';
import { cx } from './cx';
import * as styles from './Checklist.css';

export interface ChecklistItem {
  /** The requirement, as shown. */
  label: ReactNode;
  /** Whether the current value satisfies it. */
  met: boolean;
}

export interface ChecklistProps {
  /** Requirements, in display order. */
  items: ChecklistItem[];
  /** Screen-reader text after a met requirement. @defaultValue 'met' */
  metLabel?: string;
  /** Screen-reader text after an unmet requirement. @defaultValue 'not met' */
  unmetLabel?: string;
  /** @defaultValue undefined */
  className?: string;
}

/** A list of requirements, each marked met or not met by an icon and by hidden text. */
export const Checklist = forwardRef<HTMLUListElement, ChecklistProps>(function Checklist({ items, metLabel = 'met', unmetLabel = 'not met', className }, ref) {
  return (
    // list-style: none drops list semantics in Safari; the explicit role keeps them.
    <ul ref={ref} role="list" className={cx(styles.root, className)}>
      {items.map((item, index) => (
        // data-state styles it; data-met stays for host CSS and tests that read it.
        <li key={index} className={styles.item} data-state={item.met ? 'met' : 'unmet'} data-met={item.met ? 'true' : 'false'}>
          <Icon glyph={item.met ? check : cross} className={styles.icon} />
          <span>
            {item.label}
            <VisuallyHidden>{`, ${item.met ? metLabel : unmetLabel}`}</VisuallyHidden>
          </span>
        </li>
      ))}
    </ul>
  );
});
