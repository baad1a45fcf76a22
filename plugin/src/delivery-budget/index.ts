/**
 * Delivery budgets: how many codes and links may be sent per hour to one email address, to one
 * phone number, to one number prefix (its country calling code and the next three digits, where
 * premium-rate ranges sit), to one country, and in all. Better Auth's rate limit counts per client
 * address, so a sender with many addresses pumps texts to numbers it is paid for (SMS pumping);
 * these count per destination instead. Counted when the send is admitted, before the code is made,
 * by one atomic `increment` on secondaryStorage (Redis: every instance shares the count), else in
 * this process. A refusal is a 429 with TOO_MANY_MESSAGES (the widget's too_many_requests).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { porticoError } from '../error-codes';

export interface DeliveryBudgetOptions {
  /** Emails (codes, links) to one address per hour. @defaultValue 10 */
  perEmailAddress?: number;
  /** Texts (SMS, WhatsApp) to one number per hour. @defaultValue 5 */
  perPhoneNumber?: number;
  /** Texts to numbers sharing a prefix (country code + 3 digits) per hour. @defaultValue 20 */
  perNumberPrefix?: number;
  /** Texts to one country calling code per hour. @defaultValue 200 */
  perCountry?: number;
  /** Texts in all per hour. @defaultValue 1000 */
  texts?: number;
  /** Emails in all per hour. @defaultValue 10000 */
  emails?: number;
}

export const DELIVERY_BUDGET_DEFAULTS: Required<DeliveryBudgetOptions> = { perEmailAddress: 10, perPhoneNumber: 5, perNumberPrefix: 20, perCountry: 200, texts: 1000, emails: 10_000 };

const HOUR = 3600;

/** Where each sending endpoint of Better Auth's plugins sends, read from its body. */
const SENDS: Record<string, { channel: 'email' | 'text'; field: string }> = {
  '/email-otp/send-verification-otp': { channel: 'email', field: 'email' },
  '/email-otp/request-password-reset': { channel: 'email', field: 'email' },
  '/forget-password/email-otp': { channel: 'email', field: 'email' },
  '/sign-in/magic-link': { channel: 'email', field: 'email' },
  '/request-password-reset': { channel: 'email', field: 'email' },
  '/send-verification-email': { channel: 'email', field: 'email' },
  '/change-email': { channel: 'email', field: 'newEmail' },
  '/email-otp/request-email-change': { channel: 'email', field: 'newEmail' },
  '/phone-number/send-otp': { channel: 'text', field: 'phoneNumber' },
  '/phone-number/request-password-reset': { channel: 'text', field: 'phoneNumber' },
  '/portico/phone-number/current': { channel: 'text', field: 'phoneNumber' },
};

/** ITU-T E.164 country calling codes of one and two digits; every other one has three. */
const SHORT_CODES = new Set(['1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49', '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91', '92', '93', '94', '95', '98']);

export function countryCodeOf(digits: string): string {
  if (SHORT_CODES.has(digits.slice(0, 1))) return digits.slice(0, 1);
  if (SHORT_CODES.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

/** The counters one send adds to, with their limits. */
export function budgetKeys(channel: 'email' | 'text', destination: string, limits: Required<DeliveryBudgetOptions>): Array<[key: string, max: number]> {
  if (channel === 'email') {
    return [
      [`email:${destination.trim().toLowerCase()}`, limits.perEmailAddress],
      ['emails', limits.emails],
    ];
  }
  const digits = destination.replace(/\D/g, '');
  const country = countryCodeOf(digits);
  return [
    [`number:${digits}`, limits.perPhoneNumber],
    [`prefix:${digits.slice(0, country.length + 3)}`, limits.perNumberPrefix],
    [`country:${country}`, limits.perCountry],
    ['texts', limits.texts],
  ];
}

/** One process's fixed-window counters (one instance without Redis). */
function memoryCounter() {
  const counts = new Map<string, { n: number; until: number }>();
  return (key: string, ttl: number) => {
    const now = Date.now();
    const entry = counts.get(key);
    if (!entry || entry.until <= now) {
      if (counts.size > 100_000) for (const [k, v] of counts) if (v.until <= now) counts.delete(k);
      counts.set(key, { n: 1, until: now + ttl * 1000 });
      return 1;
    }
    return ++entry.n;
  };
}

export function deliveryBudget(options: DeliveryBudgetOptions = {}) {
  const limits = { ...DELIVERY_BUDGET_DEFAULTS, ...options };
  const inMemory = memoryCounter();
  return {
    id: 'portico-delivery-budget',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path !== undefined && ctx.path in SENDS,
          handler: createAuthMiddleware(async (ctx) => {
            const send = SENDS[ctx.path!]!;
            const destination = (ctx.body as Record<string, unknown> | undefined)?.[send.field];
            if (typeof destination !== 'string' || destination.length === 0 || destination.length > 320) return; // the endpoint refuses it
            const storage = ctx.context.secondaryStorage;
            for (const [key, max] of budgetKeys(send.channel, destination, limits)) {
              const name = `portico:delivery:${key}`;
              const n = storage?.increment ? await storage.increment(name, HOUR) : inMemory(name, HOUR);
              if (n > max) throw porticoError('TOO_MANY_REQUESTS', 'TOO_MANY_MESSAGES');
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
