/**
 * SPEC §7 bootstrap: the emulator's answer lists what it serves (products, passcode channels, the
 * user lookup, the password policy, second factors), in the shape portico()'s answer has on Better
 * Auth, and a project that serves less refuses the calls that would begin the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

describe('a project with the shipped defaults', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('lists every product, channel and second factor it serves, the user lookup and the password policy', async () => {
    const { body } = await h.call('GET', '/v1/projects/bootstrap');
    expect(body).toMatchObject({
      products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto', 'secondFactor', 'sso', 'organizations', 'identityProvider', 'account'],
      otp_methods: ['email', 'sms', 'whatsapp'],
      user_search: true,
      second_factors: ['passkey', 'totp', 'sms', 'email', 'backup_code'],
      password_config: { strength_policy: 'zxcvbn', luds_minimum_count: 8, luds_complexity: 3 },
    });
  });
});

describe('a project that serves email links and passcodes by email only', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { products: ['emailMagicLinks', 'otp'], otp_methods: ['email'] } });
  });
  afterAll(() => h.close());

  it('lists only those, no user lookup and no second factor', async () => {
    const { body } = await h.call('GET', '/v1/projects/bootstrap');
    expect(body).toMatchObject({ products: ['emailMagicLinks', 'otp'], otp_methods: ['email'], user_search: false, second_factors: [] });
  });

  it.each([
    ['a text-message passcode', 'POST', '/v1/otps/sms/login_or_create', { phone_number: '+14155550123' }, /passcodes by sms/],
    ['a WhatsApp passcode', 'POST', '/v1/otps/whatsapp/login_or_create', { phone_number: '+14155550123' }, /passcodes by whatsapp/],
    ['a password sign-up', 'POST', '/v1/passwords', { email: 'p@example.com', password: 'violet-Harbor-lantern-42' }, /"passwords"/],
    ['the user lookup', 'POST', '/v1/users/search', { email: 'p@example.com' }, /"passwords"/],
    ['a passkey sign-in', 'POST', '/v1/webauthn/authenticate/start', {}, /"passkeys"/],
    ['a wallet sign-in', 'POST', '/v1/crypto_wallets/authenticate/start', { crypto_wallet_address: '0x0', crypto_wallet_type: 'ethereum' }, /"crypto"/],
    ['an enterprise sign-in\'s look at a work address', 'POST', '/v1/sso/discover', { email: 'p@example.com' }, /"sso"/],
    ['an enterprise sign-in\'s start', 'GET', '/v1/sso/start?email=p%40example.com', undefined, /"sso"/],
  ])('refuses %s: 403 unauthorized_action naming it, nothing sent', async (_, method, path, body, named) => {
    const answer = await h.call(method, path, body);
    expect(answer.status).toBe(403);
    expect(answer.body.error_type).toBe('unauthorized_action');
    expect(answer.body.error_message).toMatch(named);
    expect(await h.outbox('+14155550123')).toEqual([]);
  });

  it('serves what it lists: a magic link and an email passcode go', async () => {
    expect((await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'served@example.com' })).status).toBe(200);
    expect((await h.call('POST', '/v1/otps/email/login_or_create', { email: 'served@example.com' })).status).toBe(200);
    expect(await h.outbox('served@example.com')).toHaveLength(2);
  });
});
