import * as RadixSelect from '@radix-ui/react-select';
import { setNonce } from 'get-nonce';
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { themeClasses } from '../../tokens/theme.css';
import { Icon } from './Icon';
import { check } from './glyphs/check';
import { chevronDown } from './glyphs/chevronDown';
import { chevronUp } from './glyphs/chevronUp';
import { cx } from './cx';
import { Field } from './Field';
import { useDirection } from './direction';
import { useNonce } from './nonce';
import * as styles from './Select.css';

export interface SelectOption {
  /** Value reported through `onValueChange` and submitted with a form. */
  value: string;
  /** Text shown for the option. */
  label: string;
  /** @defaultValue false */
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label, linked to the trigger. */
  label: ReactNode;
  /** The choices, in display order. */
  options: SelectOption[];
  /** Selected value when controlled. @defaultValue undefined */
  value?: string;
  /** Initially selected value when uncontrolled. @defaultValue undefined */
  defaultValue?: string;
  /** Called with the newly chosen value. @defaultValue undefined */
  onValueChange?: (value: string) => void;
  /** Shown in the trigger while nothing is selected. @defaultValue undefined */
  placeholder?: string;
  /** Form field name; also renders a hidden native select so the value submits with a form. @defaultValue undefined */
  name?: string;
  /** @defaultValue false */
  required?: boolean;
  /** @defaultValue false */
  disabled?: boolean;
  /** Start with the list open (stories, tests). @defaultValue false */
  defaultOpen?: boolean;
  /** Id of the trigger. @defaultValue a generated id */
  id?: string;
  /**
   * Element the open list is portalled into. By default it is the nearest ancestor carrying a
   * Portico theme class, so theme variables (and a Shadow DOM style scope) still apply to the list.
   * @defaultValue the nearest themed root, else `document.body`
   */
  container?: HTMLElement | null;
  /** Class for the wrapper around label and trigger. @defaultValue undefined */
  className?: string;
  /** Extra description ids for the trigger, such as an error message. @defaultValue undefined */
  'aria-describedby'?: string;
}

// Portalling to document.body would lose the CSS variables set on the widget root (and would
// leave the shadow root entirely), so the list goes into the themed root instead.
const themedRootSelector = themeClasses.map((name) => `.${name}`).join(', ');

/** A labelled single-choice dropdown built on Radix Select. The ref reaches its trigger button. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select({
  label,
  options,
  placeholder,
  container,
  className,
  id,
  'aria-describedby': describedBy,
  ...rootProps
}, forwardedRef) {
  const direction = useDirection();
  const nonce = useNonce();
  // Radix's scroll lock (react-style-singleton) takes the nonce from this page-wide setting.
  if (nonce) setNonce(nonce);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(forwardedRef, () => triggerRef.current!, []);
  const [themedRoot, setThemedRoot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setThemedRoot(triggerRef.current?.closest<HTMLElement>(themedRootSelector) ?? null);
  }, []);

  return (
    <Field label={label} id={id} describedBy={describedBy} labelled disabled={rootProps.disabled} className={cx(styles.root, className)}>
      {(field) => (
        <RadixSelect.Root dir={direction} {...rootProps}>
          <RadixSelect.Trigger
            ref={triggerRef}
            {...field.control}
            className={styles.trigger}
            aria-labelledby={field.labelId}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon className={styles.chevron}>
              <Icon glyph={chevronDown} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container ?? themedRoot ?? undefined}>
            <RadixSelect.Content className={styles.content} position="popper">
              <RadixSelect.ScrollUpButton className={styles.scrollButton}>
                <Icon glyph={chevronUp} />
              </RadixSelect.ScrollUpButton>
              <RadixSelect.Viewport className={styles.viewport} nonce={nonce}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <Icon glyph={check} />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
              <RadixSelect.ScrollDownButton className={styles.scrollButton}>
                <Icon glyph={chevronDown} />
              </RadixSelect.ScrollDownButton>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
});
