/**
 * Which Better Auth calls carry a challenge, and how hard (docs/bots.md): the calls that cost money
 * or reveal accounts, with a difficulty that doubles as the risk grows. The emulator keeps the same
 * policy in its own code (emulator/challenge/policy.ts); tests keep the two alike.
 */
import { countryCodeOf } from '../delivery-budget';

export type Guarded = 'send-email' | 'send-text' | 'sign-up' | 'sign-in' | 'lookup';

export const GUARDED: Record<string, { kind: Guarded; field?: string }> = {
  '/sign-in/magic-link': { kind: 'send-email', field: 'email' },
  '/email-otp/send-verification-otp': { kind: 'send-email', field: 'email' },
  '/request-password-reset': { kind: 'send-email', field: 'email' },
  '/phone-number/send-otp': { kind: 'send-text', field: 'phoneNumber' },
  '/sign-up/email': { kind: 'sign-up' },
  '/sign-in/email': { kind: 'sign-in', field: 'email' },
  '/portico/users/search': { kind: 'lookup' },
};

export const MAX_LEVEL = 8;

/** 1 while `count` is under `free`, then one level more each time it doubles. */
export function levelFor(count: number, free: number): number {
  if (count < free) return 1;
  return Math.min(MAX_LEVEL, 2 + Math.floor(Math.log2(count / free)));
}

export const FREE_PER_HOUR = { address: 20, prefix: 3, signUps: 3 } as const;
export const SIGN_IN_FAILURES_BEFORE_CHALLENGE = 3;

/** The delivery budgets' prefix: country calling code and the next three digits. */
export function numberPrefix(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.slice(0, countryCodeOf(digits).length + 3);
}
