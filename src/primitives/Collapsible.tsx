import * as RadixCollapsible from '@radix-ui/react-collapsible';
import { forwardRef, type ReactNode } from 'react';
import { Icon } from './Icon';
import { chevronDown } from './glyphs/chevronDown';
import { cx } from './cx';
import * as styles from './Collapsible.css';

export interface CollapsibleProps {
  /** Text of the button that opens and closes the section. */
  label: ReactNode;
  /** The content revealed when open. */
  children: ReactNode;
  /** Open state when controlled. @defaultValue undefined */
  open?: boolean;
  /** Initial open state when uncontrolled. @defaultValue false */
  defaultOpen?: boolean;
  /** Called with the new open state. @defaultValue undefined */
  onOpenChange?: (open: boolean) => void;
  /** @defaultValue false */
  disabled?: boolean;
  /** @defaultValue undefined */
  className?: string;
}

/** A disclosure: a button that shows or hides a section, state exposed as `data-state`. The ref reaches its root. */
export const Collapsible = forwardRef<HTMLDivElement, CollapsibleProps>(function Collapsible({ label, children, className, ...rootProps }, ref) {
  return (
    <RadixCollapsible.Root ref={ref} className={cx(styles.root, className)} {...rootProps}>
      <RadixCollapsible.Trigger className={styles.trigger}>
        <span>{label}</span>
        <Icon glyph={chevronDown} className={styles.chevron} />
      </RadixCollapsible.Trigger>
      <RadixCollapsible.Content className={styles.content}>{children}</RadixCollapsible.Content>
    </RadixCollapsible.Root>
  );
});
