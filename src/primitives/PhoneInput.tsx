import { forwardRef, useImperativeHandle } from 'react';
import { DEFAULT_COUNTRY, loadPhoneLib, type PhoneLib } from '../phone/loadPhoneLib';
import { cx } from './cx';
import { Field, flag, type ValueFieldProps } from './Field';
import { Icon } from './Icon';
import { selectChevron } from './glyphs/selectChevron';
import * as styles from './PhoneInput.css';
import { PHONE_FORMAT_TIMEOUT_MS, usePhoneFormatting, type PhoneValue } from './usePhoneFormatting';
import { usePhonePlaceholder } from './usePhonePlaceholder';

export { PHONE_FORMAT_TIMEOUT_MS, type PhoneValue } from './usePhoneFormatting';

export interface PhoneInputProps extends Omit<ValueFieldProps<string>, 'onValueChange'> {
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
  /** Called when the country or the number (or its formatting) changes. @defaultValue undefined */
  onValueChange?: (value: PhoneValue) => void;
  /** Locale of the country names and their order. @defaultValue 'en' */
  locale?: string;
  /** @defaultValue false */
  required?: boolean;
  /** Loads libphonenumber-js; injectable for tests. @defaultValue loadPhoneLib */
  loadLib?: () => Promise<PhoneLib>;
  /** Give up on display formatting after this long. @defaultValue 10000 */
  formatTimeoutMs?: number;
}

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
    locale = 'en',
    required = false,
    disabled = false,
    error,
    name,
    id,
    autoFocus = false,
    className,
    'aria-describedby': describedBy,
    loadLib = loadPhoneLib,
    formatTimeoutMs = PHONE_FORMAT_TIMEOUT_MS,
  },
  ref,
) {
  const phone = usePhoneFormatting({ country: countryProp, defaultCountry, value, defaultValue, onValueChange, locale, loadLib, formatTimeoutMs });
  useImperativeHandle(ref, () => phone.inputRef.current!, [phone.inputRef]);
  const shownPlaceholder = usePhonePlaceholder(phone.country, placeholder);

  return (
    <Field label={label} error={error} id={id} suffix="phone" describedBy={describedBy} disabled={disabled} className={cx(styles.root, className)}>
      {(field) => (
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
            {...field.control}
            name={name}
            type="tel"
            // A number keeps its digits' order in right-to-left text.
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
          />
        </div>
      )}
    </Field>
  );
});
