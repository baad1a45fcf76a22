/** The part of libphonenumber-js (with its "min" metadata) that Portico uses. */
export type PhoneLib = typeof import('libphonenumber-js/min');

// A cache of immutable code, not widget state: every widget on the page may share the one download.
let cached: Promise<PhoneLib> | undefined;

/** Loads libphonenumber-js on first use, so a page without a phone input never downloads its metadata. */
export function loadPhoneLib(): Promise<PhoneLib> {
  cached ??= import('libphonenumber-js/min').catch((error: unknown) => {
    cached = undefined; // let the next use retry after a network failure
    throw error;
  });
  return cached;
}

/** SPEC §9: default country US. */
export const DEFAULT_COUNTRY = 'US';

// Before the library arrives the select shows only the default country; its code is known.
const KNOWN_CALLING_CODES: Record<string, string> = { US: '1' };

/** The country's calling code without '+', from the library when loaded; '' when unknown. */
export function callingCodeFor(lib: PhoneLib | null | undefined, country: string): string {
  try {
    if (lib?.isSupportedCountry(country)) return lib.getCountryCallingCode(country);
  } catch {
    // fall through to what we know without the library
  }
  return KNOWN_CALLING_CODES[country] ?? '';
}
