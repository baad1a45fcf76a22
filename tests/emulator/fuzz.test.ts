/**
 * Bad input never crashes the emulator: random JSON bodies (fast-check) to every POST/PUT route,
 * with and without a session, answer below 500, and every error carries an error_type.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from './harness';

const ROUTES: Array<[method: string, path: string]> = [
  ['POST', '/v1/events'],
  ['POST', '/v1/magic_links/email/login_or_create'],
  ['POST', '/v1/magic_links/authenticate'],
  ['POST', '/v1/otps/email/login_or_create'],
  ['POST', '/v1/otps/sms/login_or_create'],
  ['POST', '/v1/otps/whatsapp/login_or_create'],
  ['POST', '/v1/otps/authenticate'],
  ['POST', '/v1/users/search'],
  ['POST', '/v1/passwords'],
  ['POST', '/v1/passwords/authenticate'],
  ['POST', '/v1/passwords/strength_check'],
  ['POST', '/v1/passwords/email/reset/start'],
  ['POST', '/v1/passwords/email/reset'],
  ['POST', '/v1/crypto_wallets/authenticate/start'],
  ['POST', '/v1/crypto_wallets/authenticate'],
  ['POST', '/v1/webauthn/register/start'],
  ['POST', '/v1/webauthn/register'],
  ['POST', '/v1/webauthn/authenticate/start'],
  ['POST', '/v1/webauthn/authenticate'],
  ['PUT', '/v1/webauthn/webauthn-registration-test-unknown'],
  ['POST', '/v1/oauth/authenticate'],
  ['POST', '/v1/oauth/google/onetap'],
  ['POST', '/v1/oauth2/authorize/start'],
  ['POST', '/v1/oauth2/authorize'],
  ['POST', '/v1/oauth2/logout/start'],
  ['POST', '/v1/oauth2/token'],
  ['POST', '/v1/sessions/attest'],
  ['POST', '/v1/sessions/authenticate'],
  ['POST', '/v1/sessions/revoke'],
  ['POST', '/oauth/emulated/google/id_token'],
];

// Bodies shaped like the real ones, with every field of the wrong kind, plus arbitrary JSON.
const fieldNames = ['email', 'password', 'token', 'code', 'method_id', 'phone_number', 'public_key_credential', 'client_id',
  'redirect_uri', 'scopes', 'crypto_wallet_address', 'crypto_wallet_type', 'signature', 'session_duration_minutes',
  'expiration_minutes', 'name', 'events', 'profile_id', 'grant_type', 'consent_granted', 'id_token'];
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue(), { maxKeys: 6 }),
);

let h: Harness;
let bearer = '';
beforeAll(async () => {
  h = await startHarness();
  bearer = (await signIn(h, 'fuzz@example.com')).session_token;
});
afterAll(() => h.close());

describe('given random bodies on every route', () => {
  it.each(ROUTES)('%s %s answers below 500 with an error_type on every error', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, withSession) => {
        const answer = await h.call(method, path, payload, withSession ? { bearer } : {});
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof (answer.body.error_type ?? answer.body.error)).toBe('string');
      }),
      { numRuns: 25 },
    );
  });

  it('malformed JSON answers 400 invalid_json on every route', async () => {
    for (const [method, path] of ROUTES) {
      const answer = await h.call(method, path, undefined, { raw: '{"email": ' });
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    }
  });
});
