/** Field schemas shared by the route modules, so each field is validated the same way everywhere. */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { z } from 'zod';
import { MAX_SESSION_MINUTES } from './sessions';

/** Pragmatic address check (one @, a dot in the domain, no spaces); compared in lower case. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Control and format characters (NUL, bidi overrides and isolates, zero-width),
 * line separators and lone surrogates (which UTF-8 storage would turn into one U+FFFD, merging
 * different addresses) make an address that looks like another or is not text at all.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** An address as stored and compared: trimmed, NFC (one spelling of é), lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}

export const email = z
  .string()
  .trim()
  .refine((value) => !HIDDEN_CHARACTERS.test(value), 'contains control, bidi or unpaired surrogate characters')
  .transform(normalizeEmail)
  .pipe(z.string().max(254).regex(EMAIL_PATTERN));

const E164 = /^\+[1-9]\d{6,14}$/;
const CALLING_CODES = new Set(getCountries().map((country) => getCountryCallingCode(country)));

/** E.164 (else invalid_phone_number) with a calling code that belongs to a country (else invalid_phone_number_country_code). */
export const phoneNumber = z.string().trim().superRefine((value, ctx) => {
  if (!E164.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'not E.164', params: { error_type: 'invalid_phone_number' } });
    return;
  }
  const digits = value.slice(1);
  const known = [1, 2, 3].some((n) => CALLING_CODES.has(digits.slice(0, n)));
  if (!known) ctx.addIssue({ code: 'custom', message: 'unknown calling code', params: { error_type: 'invalid_phone_number_country_code' } });
});

/** SPEC §9: sessions default to 30 minutes; none lives longer than 30 days (core/sessions.ts). */
export const sessionDurationMinutes = z.number().int().min(1).max(MAX_SESSION_MINUTES).optional();

/** Link and code lifetimes the caller may choose (5 minutes to a week). */
export const expirationMinutes = z.number().int().min(1).max(10_080).optional();

/** SPEC §5: six digits. */
export const otpCode = z.string().regex(/^\d{6}$/);

export const redirectUrl = z.string().min(1).max(2048).optional();

/** A password as sent: any characters, bounded so hashing stays cheap. */
export const password = z.string().min(1).max(256);
