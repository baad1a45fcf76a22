/**
 * Bad input never gets a 5xx from portico()'s endpoints or the Better Auth endpoints it hooks
 *: fast-check sends random JSON, malformed JSON, wrong types and random channel headers,
 * in process through Better Auth's handler, and every answer is below 500 with a `code` on every error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devAuth } from './harness';

const server = await devAuth({ userSearch: { max: 1_000_000 }, otpMethods: ['sms'], lockout: { maxFailures: 3 } });
await server.call('POST', '/sign-up/email', { email: 'fuzz@example.com', password: 'violet-Harbor-lantern-42', name: '' });

const ROUTES: Array<{ method: 'GET' | 'POST'; path: string; fields: string[]; origin?: string }> = [
  // Wallet sign-in, from the page (the harness's trusted Origin) and from a page it does not trust.
  { method: 'POST', path: '/portico/solana/start', fields: ['address'] },
  { method: 'POST', path: '/portico/solana/verify', fields: ['address', 'signature'] },
  { method: 'POST', path: '/portico/solana/start', fields: ['address'], origin: 'https://elsewhere.example' },
  { method: 'POST', path: '/siwe/verify', fields: ['message', 'signature'] },
  { method: 'GET', path: '/portico/bootstrap', fields: [] },
  { method: 'GET', path: '/portico/error', fields: ['error'] },
  { method: 'POST', path: '/portico/password/strength-check', fields: ['password', 'email'] },
  { method: 'POST', path: '/portico/users/search', fields: ['email'] },
  { method: 'POST', path: '/sign-up/email', fields: ['email', 'password', 'name'] },
  { method: 'POST', path: '/sign-in/email', fields: ['email', 'password'] },
  { method: 'POST', path: '/reset-password', fields: ['token', 'newPassword'] },
  { method: 'POST', path: '/phone-number/send-otp', fields: ['phoneNumber'] },
];

const value = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.emailAddress(),
  fc.constantFrom('fuzz@example.com', 'password', '+12025550123', '', '\u0000', 'x'.repeat(5000)),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const body = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 40 }),
  );

describe('portico() answers bad input with a 4xx and a code', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}${route.origin ? ` (from ${route.origin})` : ''}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          route.method === 'GET' ? fc.dictionary(fc.constantFrom(...route.fields, 'x'), fc.string({ maxLength: 70 })) : body(route.fields),
          fc.constantFrom(undefined, 'sms', 'whatsapp', 'carrier-pigeon'),
          async (input, channel) => {
            const headers: Record<string, string> = { ...(channel ? { 'x-portico-otp-channel': channel } : {}), ...(route.origin ? { origin: route.origin } : {}) };
            const answer =
              route.method === 'GET'
                ? await server.call('GET', `${route.path}?${new URLSearchParams(input as Record<string, string>)}`, undefined, headers)
                : await server.call('POST', route.path, input, headers);
            expect(answer.status, JSON.stringify({ input, answer: answer.json })).toBeLessThan(500);
            if (answer.status >= 400) expect(typeof answer.json?.code, JSON.stringify(answer.json)).toBe('string');
          },
        ),
        { numRuns: route.path === '/sign-in/email' || route.path === '/sign-up/email' ? 40 : 150 },
      );
      // Bounds a hang, not speed: 150 requests take about a second here on a quiet machine and over a
      // minute under `npm run test:busy` with other work beside it (it timed out at 60 s there).
    }, 300_000);
  }
});
