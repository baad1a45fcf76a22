/**
 * Two factors are two authenticators on Better Auth (portico() beside the twoFactor plugin, the dev
 * server's set-up, in process). A person with an authenticator app passes it after a magic link, an
 * email code or a text code too, not only after a password; and a code sent to the inbox (or phone)
 * that began the sign-in is never the second step, nor after a password chosen through a reset link
 * until that password has been used with another factor. Each case is the security review's probe.
 */
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createBetterAuthClient } from '../../src/client/betterAuth';
import { needsSecondFactor } from '../../src/client/needsSecondFactor';
import { createMemoryStorage } from '../../src/client/storage';
import { betterAuthWithBrowser } from './betterAuthBrowser';

const ORIGIN = 'http://localhost:9994';
const STRONG = 'violet-Harbor-lantern-42';
const NEWER = 'quiet-Meadow-compass-77';

const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function setUp(email: string) {
  const { server, jar, browserFetch } = await betterAuthWithBrowser(ORIGIN);
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await browserFetch(`${ORIGIN}/api/auth${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, location: response.headers.get('location') };
  };
  const session = async () => (await call('GET', '/get-session')).json as { user: { email: string } } | null;
  const newest = (to: string) => server.outbox.list(to)[0]!;
  // An account with a password and an authenticator app; then signed out.
  expect((await call('POST', '/sign-up/email', { email, password: STRONG, name: '' })).status).toBe(200);
  const enabled = await call('POST', '/two-factor/enable', { password: STRONG });
  const secret = new URL(enabled.json.totpURI).searchParams.get('secret')!;
  const backupCodes = enabled.json.backupCodes as string[];
  expect((await call('POST', '/two-factor/verify-totp', { code: codeFor(secret) })).status).toBe(200);
  await call('POST', '/sign-out', {});
  jar.clear();
  expect(await session()).toBeNull();
  const magicLinkToken = async () => {
    await call('POST', '/sign-in/magic-link', { email, callbackURL: `${ORIGIN}/page` });
    return new URL(newest(email).links[0]!).searchParams.get('token')!;
  };
  /** The second step by the app, a step ahead of any code used before (a code is single use). */
  const passApp = (steps: number) => call('POST', '/two-factor/verify-totp', { code: codeFor(secret, steps) });
  return { server, jar, call, session, newest, secret, backupCodes, magicLinkToken, passApp, browserFetch };
}

describe('after a sign-in by the inbox, the second step is not the inbox', () => {
  it('a magic link answers a challenge, no session; the choices leave out email; an emailed code is refused; the app signs in', async () => {
    const { call, session, magicLinkToken, passApp, server } = await setUp('link@example.com');
    const verified = await call('GET', `/magic-link/verify?token=${await magicLinkToken()}`);
    expect(verified.json).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(await session()).toBeNull();
    expect((await call('GET', '/portico/second-factor/options')).json).toEqual({ factors: ['totp', 'backup_code'], phone_number: null, email: null });
    const mails = server.outbox.list('link@example.com').length;
    expect((await call('POST', '/two-factor/send-otp', {})).json).toMatchObject({ code: 'SAME_AUTHENTICATOR' });
    expect(server.outbox.list('link@example.com')).toHaveLength(mails); // nothing was sent
    expect((await call('POST', '/two-factor/verify-otp', { code: '123456' })).json).toMatchObject({ code: 'SAME_AUTHENTICATOR' });
    expect((await passApp(1)).status).toBe(200);
    expect((await session())?.user.email).toBe('link@example.com');
  });

  it('a magic link opened at the server still redirects to the page, with the challenge and no session', async () => {
    const { call, session, magicLinkToken, jar } = await setUp('opened@example.com');
    const verified = await call('GET', `/magic-link/verify?token=${await magicLinkToken()}&callbackURL=${encodeURIComponent(`${ORIGIN}/page`)}`);
    expect(verified.status).toBe(302);
    expect(verified.location).toBe(`${ORIGIN}/page`);
    expect([...jar.keys()].some((name) => name.endsWith('session_token'))).toBe(false);
    expect([...jar.keys()].some((name) => name.endsWith('two_factor'))).toBe(true);
    expect(await session()).toBeNull();
    expect((await call('GET', '/portico/second-factor/options')).json.factors).toEqual(['totp', 'backup_code']);
  });

  it('an email code sign-in answers a challenge; an emailed second code is refused', async () => {
    const { call, session, newest, passApp } = await setUp('code@example.com');
    await call('POST', '/email-otp/send-verification-otp', { email: 'code@example.com', type: 'sign-in' });
    const signedIn = await call('POST', '/sign-in/email-otp', { email: 'code@example.com', otp: newest('code@example.com').code });
    expect(signedIn.json).toMatchObject({ twoFactorRedirect: true });
    expect(signedIn.json).not.toHaveProperty('token');
    expect(await session()).toBeNull();
    expect((await call('POST', '/two-factor/send-otp', {})).json).toMatchObject({ code: 'SAME_AUTHENTICATOR' });
    expect((await passApp(1)).status).toBe(200);
    expect((await session())?.user.email).toBe('code@example.com');
  });

  it('a password chosen through a reset link is the inbox: no emailed code after it, until the app was passed with it', async () => {
    const email = 'reset@example.com';
    const { call, session, newest, passApp, jar, server } = await setUp(email);
    await call('POST', '/request-password-reset', { email, redirectTo: `${ORIGIN}/reset` });
    const token = new URL(newest(email).links[0]!).searchParams.get('token');
    expect((await call('POST', '/reset-password', { token, newPassword: NEWER })).status).toBe(200);
    expect((await call('POST', '/sign-in/email', { email, password: NEWER })).json).toMatchObject({ twoFactorRedirect: true });
    expect((await call('GET', '/portico/second-factor/options')).json.factors).toEqual(['totp', 'backup_code']);
    expect((await call('POST', '/two-factor/send-otp', {})).json).toMatchObject({ code: 'SAME_AUTHENTICATOR' });
    expect(await session()).toBeNull();

    // The owner passes the app with the new password: from then on it is a password like any other.
    expect((await passApp(1)).status).toBe(200);
    await call('POST', '/sign-out', {});
    jar.clear();
    expect((await call('POST', '/sign-in/email', { email, password: NEWER })).json).toMatchObject({ twoFactorRedirect: true });
    expect((await call('GET', '/portico/second-factor/options')).json.factors).toEqual(['totp', 'email', 'backup_code']);
    expect((await call('POST', '/two-factor/send-otp', {})).status).toBe(200);
    expect((await call('POST', '/two-factor/verify-otp', { code: server.outbox.list(email)[0]!.code })).status).toBe(200);
    expect((await session())?.user.email).toBe(email);
  });

  it('a text code sign-in answers a challenge; a texted second code to the same phone is refused', async () => {
    const email = 'phone@example.com';
    const phone = '+14155550142';
    const { call, session, server, passApp, jar, backupCodes } = await setUp(email);
    // Signed in (password and app), the person adds a number; then signs out.
    await call('POST', '/sign-in/email', { email, password: STRONG });
    expect((await passApp(1)).status).toBe(200);
    await call('POST', '/phone-number/send-otp', { phoneNumber: phone });
    expect((await call('POST', '/phone-number/verify', { phoneNumber: phone, code: server.outbox.list(phone)[0]!.code, updatePhoneNumber: true, disableSession: true })).status).toBe(200);
    await call('POST', '/sign-out', {});
    jar.clear();

    await call('POST', '/phone-number/send-otp', { phoneNumber: phone });
    const signedIn = await call('POST', '/phone-number/verify', { phoneNumber: phone, code: server.outbox.list(phone)[0]!.code });
    expect(signedIn.json).toMatchObject({ twoFactorRedirect: true });
    expect(await session()).toBeNull();
    expect((await call('GET', '/portico/second-factor/options')).json).toEqual({ factors: ['totp', 'backup_code'], phone_number: null, email: null });
    expect((await call('POST', '/two-factor/send-otp', {})).json).toMatchObject({ code: 'SAME_AUTHENTICATOR' });
    // The app's codes of this minute are spent (single use): a backup code is the other authenticator here.
    expect((await call('POST', '/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(200);
    expect((await session())?.user.email).toBe(email);
  });

  it('a password set at sign-up is another authenticator: an emailed code finishes its sign-in', async () => {
    const email = 'password@example.com';
    const { call, session, server } = await setUp(email);
    expect((await call('POST', '/sign-in/email', { email, password: STRONG })).json).toMatchObject({ twoFactorRedirect: true });
    expect((await call('GET', '/portico/second-factor/options')).json.factors).toEqual(['totp', 'email', 'backup_code']);
    expect((await call('POST', '/two-factor/send-otp', {})).status).toBe(200);
    expect((await call('POST', '/two-factor/verify-otp', { code: server.outbox.list(email)[0]!.code })).status).toBe(200);
    expect((await session())?.user.email).toBe(email);
  });
});

describe('without a second factor nothing changes', () => {
  it('a magic link signs a person without one straight in', async () => {
    const { server, browserFetch } = await betterAuthWithBrowser(ORIGIN);
    const post = (path: string, body: unknown) =>
      browserFetch(`${ORIGIN}/api/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post('/sign-in/magic-link', { email: 'plain@example.com', callbackURL: `${ORIGIN}/page` });
    const token = new URL(server.outbox.list('plain@example.com')[0]!.links[0]!).searchParams.get('token');
    const verified = await (await browserFetch(`${ORIGIN}/api/auth/magic-link/verify?token=${token}`, { method: 'GET' })).json();
    expect(verified).toMatchObject({ token: expect.any(String), user: { email: 'plain@example.com' } });
    const current = await (await browserFetch(`${ORIGIN}/api/auth/get-session`, { method: 'GET' })).json();
    expect(current.user.email).toBe('plain@example.com');
  });
});

describe('createBetterAuthClient reads the challenge as the widget needs it', () => {
  it('a magic link and an email code answer "a second factor", the choices leave out email, the app finishes', async () => {
    const email = 'client@example.com';
    const { call, jar, newest, passApp, browserFetch } = await setUp(email);
    const client = createBetterAuthClient({ baseURL: `${ORIGIN}/api/auth`, fetch: browserFetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    await call('POST', '/sign-in/magic-link', { email, callbackURL: `${ORIGIN}/page` });
    const token = new URL(newest(email).links[0]!).searchParams.get('token')!;
    const answer = await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    expect(needsSecondFactor(answer)).toBe(true);
    expect(client.session.getSync()).toBeNull();
    await expect(client.secondFactor!.choices()).resolves.toEqual({ factors: ['totp', 'backup_code'], phone_number: null, email: null });
    expect((await passApp(1)).status).toBe(200);

    jar.clear();
    await client.otps.email.loginOrCreate(email);
    const byCode = await client.otps.authenticate(newest(email).code!, `email:${email}`, { session_duration_minutes: 30 });
    expect(needsSecondFactor(byCode)).toBe(true);
    await expect(client.secondFactor!.send('email')).rejects.toMatchObject({ error_type: 'invalid_request' });
  });
});
