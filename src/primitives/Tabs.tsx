import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type KeyboardEvent } from 'react';
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

/**
 * Radix's roving focus checks `document.activeElement`, which inside a shadow root (the custom
 * elements, `enableShadowDOM`) is the host, so its arrow keys focus every tab in turn and stop on
 * the wrong one. In a shadow root the tab moves focus itself (focus still selects, through Radix),
 * and Radix's own handler is skipped; elsewhere Radix handles the keys as before.
 */
function moveInShadowRoot(event: KeyboardEvent<HTMLButtonElement>, dir: 'ltr' | 'rtl') {
  const tab = event.currentTarget;
  if (!(tab.getRootNode() instanceof ShadowRoot)) return;
  const tabs = Array.from(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])') ?? []);
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const index = tabs.indexOf(tab);
  const next =
    event.key === 'Home' ? tabs[0]
    : event.key === 'End' ? tabs[tabs.length - 1]
    : event.key === forward ? tabs[(index + 1) % tabs.length]
    : event.key === back ? tabs[(index - 1 + tabs.length) % tabs.length]
    : undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** One tab; `value` links it to the `TabsContent` with the same value. */
export const TabsTrigger = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, onKeyDown, ...rest },
  ref,
) {
  const dir = useDirection();
  return (
    <RadixTabs.Trigger
      ref={ref}
      className={cx(styles.trigger, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveInShadowRoot(event, dir);
      }}
      {...rest}
    />
  );
});

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

/** The panel shown while its tab is active. */
export const TabsContent = forwardRef<ComponentRef<typeof RadixTabs.Content>, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});
