import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { cx } from './cx';
import { useDirection } from './direction';
import * as styles from './Tabs.css';

export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

/**
 * Tab set, controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`).
 * Arrow keys move between tabs and activate them (Radix `activationMode="automatic"`).
 */
export const Tabs = forwardRef<ComponentRef<typeof RadixTabs.Root>, TabsProps>(function Tabs({ className, ...rest }, ref) {
  return <RadixTabs.Root ref={ref} dir={useDirection()} className={cx(styles.root, className)} {...rest} />;
});

export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;

/** The row of tabs; give it an `aria-label` when no heading names the tab set. */
export const TabsList = forwardRef<ComponentRef<typeof RadixTabs.List>, TabsListProps>(function TabsList(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.List ref={ref} className={cx(styles.list, className)} {...rest} />;
});

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;

/** One tab; `value` links it to the `TabsContent` with the same value. */
export const TabsTrigger = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest} />;
});

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

/** The panel shown while its tab is active. */
export const TabsContent = forwardRef<ComponentRef<typeof RadixTabs.Content>, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});
