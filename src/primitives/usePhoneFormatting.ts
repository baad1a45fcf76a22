import { useControllableState } from './useControllableState';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { countryOptions } from '../phone/countryOptions';
import { caretAfterDigits, deleteAcrossFormatting, digitsBefore, formatNational } from '../phone/formatNational';
import { callingCodeFor, DEFAULT_COUNTRY, loadPhoneLib, type PhoneLib } from '../phone/loadPhoneLib';

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

export interface PhoneFormattingOptions {
  country?: string;
  defaultCountry?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: PhoneValue) => void;
  locale: string;
  loadLib: () => Promise<PhoneLib>;
  formatTimeoutMs: number;
}

/**
 * A phone number's state: the country and the national number (each controlled or not), formatted
 * as it is typed once libphonenumber-js has loaded (SPEC §5: a stale result is dropped; §9: after
 * 10 s the raw text stays), with the caret kept after the same digit.
 */
export function usePhoneFormatting({
  country: countryProp,
  defaultCountry = DEFAULT_COUNTRY,
  value,
  defaultValue = '',
  onValueChange,
  locale,
  loadLib,
  formatTimeoutMs,
}: PhoneFormattingOptions) {
  const [country, setCountry] = useControllableState({ prop: countryProp, defaultProp: defaultCountry });
  const [national, setNational] = useControllableState({ prop: value, defaultProp: defaultValue });
  const [lib, setLib] = useState<PhoneLib | null>(null);
  const libRef = useRef<PhoneLib | null>(null);
  const seqRef = useRef(0); // SPEC §5: bumped on every edit, so older async results are recognisably stale
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const caretDigitsRef = useRef<number | null>(null);
  // Async completions read the latest props, not the ones of the render that started them.
  const latest = useRef({ value, country, setCountry, setNational, onValueChange, loadLib, formatTimeoutMs });
  latest.current = { value, country, setCountry, setNational, onValueChange, loadLib, formatTimeoutMs };
  const editedRef = useRef(false);

  const commit = (text: string, nextCountry: string, loaded: PhoneLib | null) => {
    const props = latest.current;
    props.setNational(text);
    props.setCountry(nextCountry);
    props.onValueChange?.({ country: nextCountry, national: text, callingCode: callingCodeFor(loaded, nextCountry) });
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
          latest.current.setNational((text) => formatNational(loaded, text, latest.current.country));
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

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const text = deleteAcrossFormatting(national, raw, caret);
    const textCaret = text === raw ? caret : caret - 1;
    caretDigitsRef.current = caret >= raw.length ? null : digitsBefore(text, textCaret);
    update(text, country);
  };

  const options = useMemo(() => countryOptions(lib, locale, country), [lib, locale, lib ? '' : country]);
  return {
    country,
    national,
    callingCode: callingCodeFor(lib, country),
    options,
    inputRef,
    onNumberChange,
    onCountryChange: (event: ChangeEvent<HTMLSelectElement>) => update(national, event.target.value),
  };
}
