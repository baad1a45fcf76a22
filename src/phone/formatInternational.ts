import type { PhoneLib } from './loadPhoneLib';

/** '+33612345678' → '+33 6 12 34 56 78': how a person reads a number; the text as given when unknown. */
export function formatInternational(lib: PhoneLib, e164: string): string {
  try {
    return lib.parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
  } catch {
    return e164;
  }
}
