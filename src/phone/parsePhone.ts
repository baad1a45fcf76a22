import type { CountryCode } from 'libphonenumber-js/min';
import { callingCodeFor, loadPhoneLib, type PhoneLib } from './loadPhoneLib';

/** SPEC §9: validation gives up on parsing after 2 s. */
export const PHONE_PARSE_TIMEOUT_MS = 2_000;

export interface ParsePhoneOptions {
  /** Give up on parsing after this long and accept the number. @defaultValue 2000 */
  timeoutMs?: number;
  /** Calling code (no '+') for the fallback, when the caller already knows it. @defaultValue from the library */
  callingCode?: string;
  /** Loads libphonenumber-js; injectable for tests. @defaultValue loadPhoneLib */
  loadLib?: () => Promise<PhoneLib>;
}

export interface ParsedPhone {
  valid: boolean;
  /** The number in E.164 form ('+12025550123'); '' when it could not be parsed at all. */
  e164: string;
}

/**
 * Validates a national number for a country (SPEC §5). Invalid → `valid: false`. If parsing throws
 * or takes over `timeoutMs`, the number is accepted as '+' + calling code + the typed digits.
 */
export async function parsePhone(country: string, national: string, options: ParsePhoneOptions = {}): Promise<ParsedPhone> {
  const { timeoutMs = PHONE_PARSE_TIMEOUT_MS, loadLib = loadPhoneLib } = options;
  let lib: PhoneLib | undefined;
  const fallback = (): ParsedPhone => ({
    valid: true,
    e164: `+${options.callingCode ?? callingCodeFor(lib, country)}${national.replace(/\D/g, '')}`,
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const parsed = loadLib().then((loaded): ParsedPhone => {
    lib = loaded;
    const phone = loaded.parsePhoneNumberFromString(national, country as CountryCode);
    return { valid: Boolean(phone?.isValid()), e164: phone?.number ?? '' };
  });
  try {
    return (await Promise.race([parsed, timedOut])) ?? fallback();
  } catch {
    return fallback();
  } finally {
    clearTimeout(timer);
  }
}
