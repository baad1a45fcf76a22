/**
 * CreateBetterAuthClient's second factor on a real Better Auth (twoFactor plugin +
 * portico()), in process: the HttpOnly session and `two_factor` challenge cookies live in a jar,
 * as in a browser. Codes come from otpauth with the key the enable call answered, as an app would.
 */
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createBetterAuthClient } from '../../src/client/betterAuth';
import { createMemoryStorage } from '../../src/client/storage';
import { betterAuthWithBrowser } from './betterAuthBrowser';

const ORIGIN = 'http://localhost:9997';
const STRONG = 'violet-Harbor-lantern-42';
const EMAIL = 'two-steps@example.com';

async function setUp() {
  const { server, jar, browserFetch } = await betterAuthWithBrowser(ORIGIN);
  const auth = createBetterAuthClient({
    baseURL: `${ORIGIN}/api/auth`,
    fetch: browserFetch,
    storage: createMemoryStorage(),
    storageEvents: new EventTarget(),
    refreshOnStartup: false,
  });
  return { server, jar, auth, calls: auth.secondFactor! };
}

/** `steps` ahead: a code already used (the enrolment's) is refused again (NIST SP 800-63B §5.1.4.2). */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');
const signIn = (auth: Awaited<ReturnType<typeof setUp>>['auth']) => auth.passwords.authenticate({ email: EMAIL, password: STRONG, session_duration_minutes: 30 });

/** A user with an authenticator app set up, signed out: the next password sign-in asks for a second factor. */
async function enrolled() {
  const set = await setUp();
  await set.auth.passwords.create({ email: EMAIL, password: STRONG, session_duration_minutes: 30 });
  const { secret, otpauth_url } = await set.calls.createTotp(STRONG);
  const enrolmentCode = codeFor(secret);
  const { backup_codes } = await set.calls.confirmTotp(enrolmentCode);
  await set.auth.session.revoke();
  return { ...set, secret, otpauth_url, backupCodes: backup_codes, enrolmentCode };
}

describe('second factor on Better Auth (twoFactor plugin)', () => {
  it('enrolment: the password is asked, the app is confirmed by a code, ten backup codes shown once', async () => {
    const { auth, calls } = await setUp();
    await auth.passwords.create({ email: EMAIL, password: STRONG, session_duration_minutes: 30 });
    await expect(calls.list()).resolves.toEqual({ totp: false, backup_codes_left: 0, asks_password: true, phone_number: null, sms: false });
    await expect(calls.createTotp('not-my-password')).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    const { secret, otpauth_url } = await calls.createTotp(STRONG);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    // Not on until a code confirms it.
    await expect(calls.list()).resolves.toMatchObject({ totp: false });
    await expect(calls.confirmTotp(wrongFor(codeFor(secret)))).rejects.toMatchObject({ error_type: 'otp_code_not_found' });
    const { backup_codes } = await calls.confirmTotp(codeFor(secret));
    expect(backup_codes).toHaveLength(10);
    expect(backup_codes[0]).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    await expect(calls.list()).resolves.toEqual({ totp: true, backup_codes_left: 10, asks_password: true, phone_number: null, sms: false });
    // The plugin replaced the session cookie; the client still knows who is signed in.
    expect((await auth.session.authenticate()).user.emails[0]?.email).toBe(EMAIL);
  });

  it('a password sign-in answers a challenge, not a session; a wrong code says so; the right one signs in', async () => {
    const { auth, calls, secret, jar } = await enrolled();
    const answer = await signIn(auth);
    expect((answer as Partial<typeof answer>).session).toBeUndefined();
    expect(auth.session.getSync()).toBeNull();
    expect([...jar.keys()].some((name) => name.includes('session_token'))).toBe(false);
    await expect(calls.choices()).resolves.toEqual({ factors: ['totp', 'email', 'backup_code'], phone_number: null, email: 't•••@example.com' });
    await expect(calls.authenticate({ kind: 'totp', code: wrongFor(codeFor(secret)), session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'otp_code_not_found',
    });
    const done = await calls.authenticate({ kind: 'totp', code: codeFor(secret, 1), session_duration_minutes: 30 });
    expect(done.user.emails[0]?.email).toBe(EMAIL);
    expect(auth.session.getSync()?.user_id).toBe(done.user_id);
    // The challenge is spent: asking again goes back to Main.
    await auth.session.revoke();
    await expect(calls.choices()).rejects.toMatchObject({ error_type: 'intermediate_session_not_found' });
  });

  it('a backup code works once; an emailed code works; the same code twice is refused', async () => {
    const { auth, calls, backupCodes, server } = await enrolled();
    await signIn(auth);
    await calls.authenticate({ kind: 'backup_code', code: backupCodes[0]!, session_duration_minutes: 30 });
    await auth.session.revoke();
    await signIn(auth);
    await expect(calls.authenticate({ kind: 'backup_code', code: backupCodes[0]!, session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'otp_code_not_found',
    });
    const { method_id } = await calls.send('email');
    const sent = server.outbox.list(EMAIL).filter((m) => m.subject === 'Your verification code').at(-1)!;
    const done = await calls.authenticate({ kind: 'email', code: sent.code!, method_id, session_duration_minutes: 30 });
    expect(done.user.emails[0]?.email).toBe(EMAIL);
  });

  it('a TOTP code is single use: the one that signed in is refused on the next sign-in, the next step\'s passes', async () => {
    const { auth, calls, secret, enrolmentCode } = await enrolled();
    // The enrolment's code is spent already (Better Auth's plugin took it again, within its steps).
    await signIn(auth);
    await expect(calls.authenticate({ kind: 'totp', code: enrolmentCode, session_duration_minutes: 30 })).rejects.toMatchObject({ error_type: 'otp_code_not_found' });
    const code = codeFor(secret, 1);
    await calls.authenticate({ kind: 'totp', code, session_duration_minutes: 30 });
    await auth.session.revoke();
    await signIn(auth);
    await expect(calls.authenticate({ kind: 'totp', code, session_duration_minutes: 30 })).rejects.toMatchObject({ error_type: 'otp_code_not_found' });
    // A refused code is not spent: a typo of the right one, then the right one, still passes.
    await expect(calls.authenticate({ kind: 'totp', code: wrongFor(code), session_duration_minutes: 30 })).rejects.toMatchObject({ error_type: 'otp_code_not_found' });
    // A code of a step the plugin accepts that is neither spent one. Now and the step before are not
    // enough: when a 30 s step ends between the enrolment and here, they are exactly the two spent
    // codes, and the test sent no code at all (seen under test:busy; any run crossing a step could).
    const next = [0, -1, 1].map((steps) => codeFor(secret, steps)).find((c) => c !== code && c !== enrolmentCode);
    expect(next).toBeDefined();
    expect((await calls.authenticate({ kind: 'totp', code: next!, session_duration_minutes: 30 })).user.emails[0]?.email).toBe(EMAIL);
  });

  it('five wrong codes end the challenge (user_lock_limit_reached), then it is gone (back to Main)', async () => {
    const { auth, calls, secret } = await enrolled();
    await signIn(auth);
    const wrong = wrongFor(codeFor(secret));
    for (let i = 0; i < 5; i++) {
      await expect(calls.authenticate({ kind: 'totp', code: wrong, session_duration_minutes: 30 })).rejects.toMatchObject({ error_type: 'otp_code_not_found' });
    }
    await expect(calls.authenticate({ kind: 'totp', code: codeFor(secret, 1), session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'user_lock_limit_reached',
    });
    await expect(calls.authenticate({ kind: 'totp', code: codeFor(secret, 1), session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'intermediate_session_not_found',
    });
  });

  it('new backup codes and removal ask for the password; after removal a password alone signs in', async () => {
    const { auth, calls, secret } = await enrolled();
    await signIn(auth);
    await calls.authenticate({ kind: 'totp', code: codeFor(secret, 1), session_duration_minutes: 30 });
    await expect(calls.regenerateBackupCodes('wrong')).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    const fresh = await calls.regenerateBackupCodes(STRONG);
    expect(fresh.backup_codes).toHaveLength(10);
    await expect(calls.removeTotp('wrong')).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    await calls.removeTotp(STRONG);
    await expect(calls.list()).resolves.toMatchObject({ totp: false });
    await auth.session.revoke();
    const plain = await signIn(auth);
    expect(plain.session.user_id).toBe(plain.user_id);
  });

  it('a phone number added by its texted code; text codes turned on with the password; then a text finishes a sign-in', async () => {
    const { server, auth, calls } = await setUp();
    await auth.passwords.create({ email: EMAIL, password: STRONG, session_duration_minutes: 30 });
    const phone = '+14155550160';
    const { method_id } = await calls.sendPhoneCode(phone);
    const code = server.outbox.list(phone)[0]!.code!;
    await expect(calls.verifyPhone({ phone_number: phone, method_id, code: wrongFor(code) })).rejects.toMatchObject({ error_type: 'otp_code_not_found' });
    await calls.verifyPhone({ phone_number: phone, method_id, code });
    await expect(calls.list()).resolves.toMatchObject({ phone_number: '•••0160', sms: false });
    await expect(calls.enableTextCodes('wrong')).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    await calls.enableTextCodes(STRONG);
    await expect(calls.list()).resolves.toMatchObject({ phone_number: '•••0160', sms: true, totp: false });

    await auth.session.revoke();
    await signIn(auth);
    await expect(calls.choices()).resolves.toEqual({ factors: ['sms'], phone_number: '•••0160', email: null });
    await calls.send('sms');
    const text = server.outbox.list(phone)[0]!;
    expect(text.channel).toBe('sms');
    const done = await calls.authenticate({ kind: 'sms', code: text.code!, session_duration_minutes: 30 });
    expect(done.user_id).toBeTruthy();

    // The number goes only after a code texted to it, answered in this session.
    await expect(calls.removePhone()).rejects.toMatchObject({ error_type: 'phone_number_confirmation_required' });
    const current = await calls.sendCurrentPhoneCode();
    expect(current.phone_number).toBe('•••0160');
    await calls.proveCurrentPhone({ method_id: current.method_id, code: server.outbox.list(phone)[0]!.code! });
    await calls.removePhone();
    await expect(calls.list()).resolves.toMatchObject({ phone_number: null, sms: false });
  });
});
