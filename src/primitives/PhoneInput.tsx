import { forwardRef, useImperativeHandle, type ReactNode } from 'react';
import { DEFAULT_COUNTRY, loadPhoneLib, type PhoneLib } from '../phone/loadPhoneLib';
import { cx } from './cx';
import { FieldError } from './FieldError';
import { Icon } from './Icon';
import { selectChevron } from './glyphs/selectChevron';
import * as styles from './PhoneInput.css';
import { useField } from './useField';
import { PHONE_FORMAT_TIMEOUT_MS, usePhoneFormatting, type PhoneValue } from './usePhoneFormatting';
import { usePhonePlaceholder } from './usePhonePlaceholder';

export { PHONE_FORMAT_TIMEOUT_MS, type PhoneValue } from './usePhoneFormatting';

export interface PhoneInputProps {
  /** Visible label of the number field. @defaultValue 'Phone number' */
  label?: string;
  /** Accessible name of the country select. @defaultValue 'Country or region' */
  countryLabel?: string;
  /** For the default country; another country shows one of its example numbers. @defaultValue '(123) 456-7890' */
  placeholder?: string;
  /** Controlled country (ISO region code). @defaultValue undefined */
  country?: string;
  /** Initial country when uncontrolled. @defaultValue 'US' */
  defaultCountry?: string;
  /** Controlled national number text. @defaultValue undefined */
  value?: string;
  /** Initial national number when uncontrolled. @defaultValue '' */
  defaultValue?: string;
  /** Called when the country or the number (or its formatting) changes. @defaultValue undefined */
  onValueChange?: (value: PhoneValue) => void;
  /** @deprecated Use `onValueChange` (the primitives' one name for it); called the same way. @defaultValue undefined */
  onChange?: (value: PhoneValue) => void;
  /** Locale of the country names and their order. @defaultValue 'en' */
  locale?: string;
  /** @defaultValue false */
  required?: boolean;
  /** @defaultValue false */
  disabled?: boolean;
  /** Error text under the field (links allowed); also marks the number invalid. @defaultValue undefined */
  error?: ReactNode;
  /** Form field name of the number. @defaultValue undefined */
  name?: string;
  /** Number input id; generated when omitted. @defaultValue useId() */
  id?: string;
  /** @defaultValue false */
  autoFocus?: boolean;
  /** Ids of text that also describes the number, after its error. @defaultValue undefined */
  'aria-describedby'?: string;
  /** @defaultValue undefined */
  className?: string;
  /** Loads libphonenumber-js; injectable for tests. @defaultValue loadPhoneLib */
  loadLib?: () => Promise<PhoneLib>;
  /** Give up on display formatting after this long. @defaultValue 10000 */
  formatTimeoutMs?: number;
}

const flag = (on: boolean) => (on ? '' : undefined);

/** Country select plus national number, formatted as you type once libphonenumber-js has loaded. The ref reaches the number input. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    label = 'Phone number',
    countryLabel = 'Country or region',
    placeholder = '(123) 456-7890',
    country: countryProp,
    defaultCountry = DEFAULT_COUNTRY,
    value,
    defaultValue = '',
    onValueChange,
    onChange,
    locale = 'en',
    required = false,
    disabled = false,
    error,
    name,
    id,
    autoFocus = false,
    className,
    'aria-describedby': callerDescribedBy,
    loadLib = loadPhoneLib,
    formatTimeoutMs = PHONE_FORMAT_TIMEOUT_MS,
  },
  ref,
) {
  const { inputId, errorId, invalid, describedBy } = useField({ id, suffix: 'phone', error, describedBy: callerDescribedBy });
  const phone = usePhoneFormatting({
    country: countryProp,
    defaultCountry,
    value,
    defaultValue,
    onValueChange: (next: PhoneValue) => {
      onValueChange?.(next);
      onChange?.(next);
    },
    locale,
    loadLib,
    formatTimeoutMs,
  });
  useImperativeHandle(ref, () => phone.inputRef.current!, [phone.inputRef]);
  const shownPlaceholder = usePhonePlaceholder(phone.country, placeholder);

  return (
    <div className={cx(styles.root, className)} data-invalid={flag(invalid)} data-disabled={flag(disabled)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.country} data-disabled={flag(disabled)}>
          {/* The native select is see-through and laid over this compact summary of its value. */}
          <span className={styles.countryValue} aria-hidden="true">
            {phone.callingCode ? `${phone.country} +${phone.callingCode}` : phone.country}
            <Icon glyph={selectChevron} className={styles.chevron} />
          </span>
          <select aria-label={countryLabel} className={styles.select} value={phone.country} disabled={disabled} onChange={phone.onCountryChange}>
            {phone.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <input
          ref={phone.inputRef}
          id={inputId}
          name={name}
          type="tel"
          // A number keeps its digits' order in right-to-left text (issue 14).
          dir="ltr"
          autoComplete="tel-national"
          className={styles.input}
          part="input"
          placeholder={shownPlaceholder}
          value={phone.national}
          onChange={phone.onNumberChange}
          required={required}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
      {invalid && (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      )}
    </div>
  );
});
