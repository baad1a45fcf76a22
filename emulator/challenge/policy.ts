/**
 * Which calls carry a challenge and how hard it is (docs/bots.md): the calls that cost money or
 * reveal accounts, and a difficulty that doubles as the risk the emulator sees grows (requests
 * from one client address, texts to one number prefix, sign-ups from one address).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** What a protected call does, which decides the risk it adds to. */
export type Guarded = 'send-email' | 'send-text' | 'sign-up' | 'sign-in' | 'lookup';

/** The protocol's protected calls (docs/protocol.md), with the body field naming where a send goes. */
export const GUARDED: Record<string, { kind: Guarded; field?: string }> = {
  '/v1/magic_links/email/login_or_create': { kind: 'send-email', field: 'email' },
  '/v1/otps/email/login_or_create': { kind: 'send-email', field: 'email' },
  '/v1/otps/sms/login_or_create': { kind: 'send-text', field: 'phone_number' },
  '/v1/otps/whatsapp/login_or_create': { kind: 'send-text', field: 'phone_number' },
  '/v1/passwords/email/reset/start': { kind: 'send-email', field: 'email' },
  '/v1/passwords': { kind: 'sign-up' },
  '/v1/passwords/authenticate': { kind: 'sign-in', field: 'email' },
  '/v1/users/search': { kind: 'lookup' },
};

/** The hardest level: about 128 times the first (docs/bots.md, "Difficulty"). */
export const MAX_LEVEL = 8;

/**
 * 1 while `count` is under `free`, then one level more each time the count doubles: the work a
 * sender pays grows with what it has already sent, and a person sending once never sees it.
 */
export function levelFor(count: number, free: number): number {
  if (count < free) return 1;
  return Math.min(MAX_LEVEL, 2 + Math.floor(Math.log2(count / free)));
}

/** How many of each an hour stay at the first level. */
export const FREE_PER_HOUR = {
  /** Challenges asked for and protected calls from one client address. */
  address: 20,
  /** Texts to one number prefix (its country calling code and the next three digits). */
  prefix: 3,
  /** Sign-ups from one client address. */
  signUps: 3,
} as const;

/** Password sign-in asks for a challenge only after this many failures (per account or address). */
export const SIGN_IN_FAILURES_BEFORE_CHALLENGE = 3;

/** A number's prefix: its country calling code and the next three digits, where premium-rate ranges sit. */
export function numberPrefix(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const country = parsePhoneNumberFromString(`+${digits}`)?.countryCallingCode ?? digits.slice(0, 1);
  return digits.slice(0, country.length + 3);
}
