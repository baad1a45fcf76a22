/**
 * portico() on a real Better Auth (SQLite in memory), over HTTP through its handler: what the
 * widget needs from it, each as a person's server would see it.
 */
import { describe, expect, it } from 'vitest';
import { breachedList } from '../../plugin/src';
import { devAuth } from './harness';

const STRONG = 'violet-Harbor-lantern-42';

describe('bootstrap', () => {
  it('declares the project, the products it serves and the password policy', async () => {
    const server = await devAuth({ projectName: 'Acme', products: ['emailMagicLinks', 'passwords'], passwordPolicy: { strengthPolicy: 'luds' } });
    const { status, json } = await server.call('GET', '/portico/bootstrap');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      backend: 'better-auth',
      project_name: 'Acme',
      // The dev server's portico() has the account center (its mails go to the outbox).
      products: ['emailMagicLinks', 'passwords', 'account'],
      password_config: { strength_policy: 'luds', luds_minimum_count: 8, luds_complexity: 3 },
      // The dev server runs twoFactor with codes by text or email (the emulator's bootstrap lists its own).
      second_factors: ['totp', 'sms', 'email', 'backup_code'],
    });
  });
});

describe('password strength, enforced on the server', () => {
  it('a weak password is refused at sign-up with WEAK_PASSWORD, a strong one signs up', async () => {
    const server = await devAuth();
    const weak = await server.call('POST', '/sign-up/email', { email: 'w@example.com', password: 'abcdefgh', name: '' });
    expect(weak).toMatchObject({ status: 400, json: { code: 'WEAK_PASSWORD' } });
    const strong = await server.call('POST', '/sign-up/email', { email: 'w@example.com', password: STRONG, name: '' });
    expect(strong.status).toBe(200);
  });

  it('the strength check answers as the emulator does (zxcvbn score and feedback)', async () => {
    const server = await devAuth();
    const { json } = await server.call('POST', '/portico/password/strength-check', { password: 'password1' });
    expect(json).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn' });
    expect(json.score).toBeLessThan(3);
    const good = await server.call('POST', '/portico/password/strength-check', { password: STRONG });
    expect(good.json).toMatchObject({ valid_password: true, breached_password: false });
  });

  it('a weak new password is refused at reset, and the reset link still works for a strong one', async () => {
    const server = await devAuth();
    await server.call('POST', '/sign-up/email', { email: 'r@example.com', password: STRONG, name: '' });
    await server.call('POST', '/request-password-reset', { email: 'r@example.com', redirectTo: 'http://localhost:9999/reset' });
    const token = new URL(server.outbox.list('r@example.com')[0]!.links[0]!).searchParams.get('token');
    expect(await server.call('POST', '/reset-password', { token, newPassword: 'abc' })).toMatchObject({ status: 400, json: { code: 'WEAK_PASSWORD' } });
    expect((await server.call('POST', '/reset-password', { token, newPassword: 'quiet-Meadow-compass-77' })).status).toBe(200);
  });
});

describe('the offline breached-password list', () => {
  it('refuses a listed password at sign-up, reset and sign-in (BREACHED_PASSWORD)', async () => {
    const server = await devAuth({ breachedPasswords: ['Tr0ub4dor&3-listed'], lockout: false });
    expect(await server.call('POST', '/sign-up/email', { email: 'b@example.com', password: 'Tr0ub4dor&3-listed', name: '' })).toMatchObject({
      status: 400,
      json: { code: 'BREACHED_PASSWORD' },
    });
    expect(await server.call('POST', '/sign-in/email', { email: 'b@example.com', password: 'Tr0ub4dor&3-listed' })).toMatchObject({
      status: 400,
      json: { code: 'BREACHED_PASSWORD' },
    });
  });

  it('reads SHA-1 digests (HASH:COUNT lines) as well as plain passwords', () => {
    // SHA-1("password") as breach corpora list it.
    const listed = breachedList(['# comment', '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493', 'plain-one']);
    expect(listed('password')).toBe(true);
    expect(listed('plain-one')).toBe(true);
    expect(listed('something else')).toBe(false);
  });
});

describe('per-account lockout', () => {
  it('10 wrong passwords lock the account: the right one is refused with ACCOUNT_LOCKED (429)', async () => {
    const server = await devAuth();
    await server.call('POST', '/sign-up/email', { email: 'l@example.com', password: STRONG, name: '' });
    server.signOutLocally();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await server.call('POST', '/sign-in/email', { email: 'l@example.com', password: `wrong-Harbor-${i}` });
      expect(wrong.json.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    }
    expect(await server.call('POST', '/sign-in/email', { email: 'l@example.com', password: STRONG })).toMatchObject({
      status: 429,
      json: { code: 'ACCOUNT_LOCKED' },
    });
  });

  it('a right password before the limit starts the count again', async () => {
    const server = await devAuth({ lockout: { maxFailures: 2 } });
    await server.call('POST', '/sign-up/email', { email: 'k@example.com', password: STRONG, name: '' });
    await server.call('POST', '/sign-in/email', { email: 'k@example.com', password: 'wrong-1-Harbor' });
    expect((await server.call('POST', '/sign-in/email', { email: 'k@example.com', password: STRONG })).status).toBe(200);
    await server.call('POST', '/sign-in/email', { email: 'k@example.com', password: 'wrong-2-Harbor' });
    expect((await server.call('POST', '/sign-in/email', { email: 'k@example.com', password: STRONG })).status).toBe(200);
  });
});

describe('user search by email (on with passwords, SPEC §2 password-email form)', () => {
  it('is served by default when products lists passwords, and the bootstrap says so', async () => {
    const server = await devAuth({ products: ['emailMagicLinks', 'passwords'], userSearch: undefined });
    expect((await server.call('POST', '/portico/users/search', { email: 'a@example.com' })).json).toEqual({ user_type: 'new' });
    expect((await server.call('GET', '/portico/bootstrap')).json).toMatchObject({ user_search: true });
  });

  it('is off by default without passwords', async () => {
    const server = await devAuth({ products: ['emailMagicLinks'], userSearch: undefined });
    expect((await server.call('POST', '/portico/users/search', { email: 'a@example.com' })).status).toBe(403);
    expect((await server.call('GET', '/portico/bootstrap')).json).toMatchObject({ user_search: false });
  });

  it('userSearch: false turns it off: refused, and the bootstrap says so (the widget refuses passwords at mount)', async () => {
    const server = await devAuth({ userSearch: false });
    expect(await server.call('POST', '/portico/users/search', { email: 'a@example.com' })).toMatchObject({
      status: 403,
      json: { code: 'USER_SEARCH_DISABLED' },
    });
    expect((await server.call('GET', '/portico/bootstrap')).json).toMatchObject({ user_search: false });
  });

  it('tells new, password and passwordless accounts apart', async () => {
    const server = await devAuth({ userSearch: true });
    await server.call('POST', '/sign-up/email', { email: 'p@example.com', password: STRONG, name: '' });
    await server.call('POST', '/email-otp/send-verification-otp', { email: 'o@example.com', type: 'sign-in' });
    await server.call('POST', '/sign-in/email-otp', { email: 'o@example.com', otp: server.outbox.list('o@example.com')[0]!.code });
    const typeOf = async (email: string) => (await server.call('POST', '/portico/users/search', { email })).json.user_type;
    expect(await typeOf('p@example.com')).toBe('password');
    expect(await typeOf('o@example.com')).toBe('passwordless');
    expect(await typeOf('nobody@example.com')).toBe('new');
  });
});

describe('WhatsApp as a phone passcode channel', () => {
  it('the channel header sends the code by WhatsApp; a channel the server does not serve is refused', async () => {
    const server = await devAuth({ otpMethods: ['sms', 'whatsapp'] });
    await server.call('POST', '/phone-number/send-otp', { phoneNumber: '+12025550123' }, { 'x-portico-otp-channel': 'whatsapp' });
    expect(server.outbox.list('+12025550123')[0]).toMatchObject({ channel: 'whatsapp' });
    const smsOnly = await devAuth({ otpMethods: ['sms'] });
    expect(
      await smsOnly.call('POST', '/phone-number/send-otp', { phoneNumber: '+12025550123' }, { 'x-portico-otp-channel': 'whatsapp' }),
    ).toMatchObject({ status: 400, json: { code: 'CHANNEL_NOT_ENABLED' } });
  });
});
