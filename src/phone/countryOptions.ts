import { callingCodeFor, type PhoneLib } from './loadPhoneLib';

export interface CountryOption {
  /** ISO 3166 region code, e.g. 'US'. */
  code: string;
  /** Calling code without '+', e.g. '1'; '' before the library has loaded. */
  callingCode: string;
  /** '+1 United States'. */
  label: string;
}

function regionNames(locale: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  }
}

const toOption = (lib: PhoneLib | null, names: Intl.DisplayNames, code: string): CountryOption => {
  const callingCode = callingCodeFor(lib, code);
  const name = names.of(code) ?? code;
  return { code, callingCode, label: callingCode ? `+${callingCode} ${name}` : name };
};

/**
 * Country options reading '+code Country name', sorted by name in the locale. Before the library
 * has loaded, only the selected country is listed.
 */
export function countryOptions(lib: PhoneLib | null, locale: string, selected: string): CountryOption[] {
  const names = regionNames(locale);
  if (!lib) return [toOption(null, names, selected)];
  const collator = new Intl.Collator(names.resolvedOptions().locale);
  const sortName = (code: string) => names.of(code) ?? code;
  return lib
    .getCountries()
    .map((code) => toOption(lib, names, code))
    .sort((a, b) => collator.compare(sortName(a.code), sortName(b.code)));
}
