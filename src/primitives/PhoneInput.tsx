import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { callingCodeFor, DEFAULT_COUNTRY, loadPhoneLib, type PhoneLib } from '../phone/loadPhoneLib';
import { countryOptions } from '../phone/countryOptions';
import { caretAfterDigits, deleteAcrossFormatting, digitsBefore, formatNational } from '../phone/formatNational';
import * as styles from './PhoneInput.css';
import { FieldError } from './FieldError';
import { usePhonePlaceholder } from './usePhonePlaceholder';

/** SPEC §9: display formatting gives up after 10 s and keeps the raw text. */
export const PHONE_FORMAT_TIMEOUT_MS = 10_000;

/** What a phone input holds: the country, the national number as shown, and its calling code. */
export interface PhoneValue {
  /** ISO 3166 region code, e.g. 'US'. */
  country: string;
  /** The national number as displayed, e.g. '(202) 555-0123'. */
  national: string;
  /** Calling code without '+', e.g. '1'; '' while unknown. */
  callingCode: string;
}

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
  /** @defaultValue undefined */
  className?: string;
  /** Loads libphonenumber-js; injectable for tests. @defaultValue loadPhoneLib */
  loadLib?: () => Promise<PhoneLib>;
  /** Give up on display formatting after this long. @defaultValue 10000 */
  formatTimeoutMs?: number;
}

const flag = (on: boolean) => (on ? '' : undefined);

/** Country select plus national number, formatted as you type once libphonenumber-js has loaded. */
export function PhoneInput({
  label = 'Phone number',
  countryLabel = 'Country or region',
  placeholder = '(123) 456-7890',
  country: controlledCountry,
  defaultCountry = DEFAULT_COUNTRY,
  value,
  defaultValue = '',
  onChange,
  locale = 'en',
  required = false,
  disabled = false,
  error,
  name,
  id,
  autoFocus = false,
  className,
  loadLib = loadPhoneLib,
  formatTimeoutMs = PHONE_FORMAT_TIMEOUT_MS,
}: PhoneInputProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-phone`;
  const errorId = `${inputId}-error`;
  const [innerCountry, setInnerCountry] = useState(defaultCountry);
  const [innerNational, setInnerNational] = useState(defaultValue);
  const country = controlledCountry ?? innerCountry;
  const national = value ?? innerNational;
  const [lib, setLib] = useState<PhoneLib | null>(null);
  const libRef = useRef<PhoneLib | null>(null);
  const seqRef = useRef(0); // SPEC §5: bumped on every edit, so older async results are recognisably stale
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const caretDigitsRef = useRef<number | null>(null);
  // Async completions read the latest props, not the ones of the render that started them.
  const latest = useRef({ value, country, controlledCountry, onChange, loadLib, formatTimeoutMs });
  latest.current = { value, country, controlledCountry, onChange, loadLib, formatTimeoutMs };
  const editedRef = useRef(false);

  const commit = (text: string, nextCountry: string, loaded: PhoneLib | null) => {
    const props = latest.current;
    if (props.value === undefined) setInnerNational(text);
    if (props.controlledCountry === undefined) setInnerCountry(nextCountry);
    props.onChange?.({ country: nextCountry, national: text, callingCode: callingCodeFor(loaded, nextCountry) });
  };

  const adopt = (loaded: PhoneLib) => {
    libRef.current = loaded;
    setLib(loaded);
  };

  const update = (text: string, nextCountry: string) => {
    const seq = ++seqRef.current;
    editedRef.current = true;
    clearTimeout(timerRef.current);
    const ready = libRef.current;
    if (ready) return commit(formatNational(ready, text, nextCountry), nextCountry, ready);
    commit(text, nextCountry, null); // raw text now, formatted once the library arrives
    new Promise<PhoneLib | null>((resolve, reject) => {
      timerRef.current = setTimeout(() => resolve(null), latest.current.formatTimeoutMs);
      latest.current.loadLib().then(resolve, reject);
    }).then(
      (loaded) => {
        if (!loaded || seq !== seqRef.current) return; // SPEC §5: abandoned after 10 s, or stale
        clearTimeout(timerRef.current);
        adopt(loaded);
        commit(formatNational(loaded, text, nextCountry), nextCountry, loaded);
      },
      () => undefined, // no library: the raw text stays
    );
  };

  // First use: fetch the library (and its metadata) now, for the country list.
  useEffect(() => {
    let live = true;
    latest.current.loadLib().then(
      (loaded) => {
        if (!live || libRef.current) return;
        adopt(loaded);
        // An initial (uncontrolled) number is formatted too, without reporting a change nobody made.
        if (!editedRef.current && latest.current.value === undefined) {
          setInnerNational((text) => formatNational(loaded, text, latest.current.country));
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
      seqRef.current += 1;
      clearTimeout(timerRef.current);
    };
  }, []);

  // Keep the caret after the same digit when an edit in the middle is re-formatted.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = caretDigitsRef.current;
    if (!input || digits === null || document.activeElement !== input) return;
    const position = caretAfterDigits(national, digits);
    input.setSelectionRange(position, position);
  }, [national]);

  const handleNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const text = deleteAcrossFormatting(national, raw, caret);
    const textCaret = text === raw ? caret : caret - 1;
    caretDigitsRef.current = caret >= raw.length ? null : digitsBefore(text, textCaret);
    update(text, country);
  };

  const options = useMemo(() => countryOptions(lib, locale, country), [lib, locale, lib ? '' : country]);
  const callingCode = callingCodeFor(lib, country);
  const shownPlaceholder = usePhonePlaceholder(country, placeholder);
  const invalid = Boolean(error);

  return (
    <div className={[styles.root, className ?? ''].filter(Boolean).join(' ')} data-invalid={flag(invalid)} data-disabled={flag(disabled)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.country} data-disabled={flag(disabled)}>
          {/* The native select is see-through and laid over this compact summary of its value. */}
          <span className={styles.countryValue} aria-hidden="true">
            {callingCode ? `${country} +${callingCode}` : country}
            <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" focusable="false">
              <path d="M2 4.5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </span>
          <select
            aria-label={countryLabel}
            className={styles.select}
            value={country}
            disabled={disabled}
            onChange={(event) => update(national, event.target.value)}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="tel"
          // A number keeps its digits' order in right-to-left text (issue 14).
          dir="ltr"
          autoComplete="tel-national"
          className={styles.input}
          placeholder={shownPlaceholder}
          value={national}
          onChange={handleNumber}
          required={required}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
      </div>
      {invalid && (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      )}
    </div>
  );
}
