/**
 * createBetterAuthClient against a real Better Auth with portico() (in process, SQLite in memory):
 * its fetch goes to Better Auth's handler with a cookie jar standing in for the browser's, so the
 * HttpOnly session cookie is set and sent as a browser would, and never read by the client.
 */
import { describe, expect, it } from 'vitest';
import { createBetterAuthClient } from '../../src/client/betterAuth';
import { createMemoryStorage } from '../../src/client/storage';
import { betterAuthWithBrowser } from './betterAuthBrowser';

const ORIGIN = 'http://localhost:9998';
const STRONG = 'violet-Harbor-lantern-42';

async function setUp() {
  const { server, jar, browserFetch } = await betterAuthWithBrowser(ORIGIN, { followRedirects: true });
  const storage = createMemoryStorage();
  const client = () => createBetterAuthClient({ baseURL: `${ORIGIN}/api/auth`, fetch: browserFetch, storage, storageEvents: new EventTarget(), refreshOnStartup: false });
  return { server, jar, client, storage };
}

describe('createBetterAuthClient on a real Better Auth', () => {
  it('password sign-up signs in; the session comes from get-session; sign-out ends it', async () => {
    const { client, jar } = await setUp();
    const auth = client();
    const changes: Array<string | null> = [];
    auth.session.onChange((state) => changes.push(state.user?.emails[0]?.email ?? null));
    const answer = await auth.passwords.create({ email: 'ba@example.com', password: STRONG, session_duration_minutes: 30 });
    expect(answer.user.emails[0]?.email).toBe('ba@example.com');
    expect(answer.session_token).toBe(''); // HttpOnly: the widget never holds it
    expect([...jar.keys()].some((name) => name.includes('session_token'))).toBe(true);
    expect(auth.session.getSync()?.user_id).toBe(answer.user_id);
    await auth.session.revoke();
    expect(auth.session.getSync()).toBeNull();
    expect(changes).toEqual(['ba@example.com', null]);
  });

  it('a new client on the same browser learns the session from the backend (startup refresh)', async () => {
    const { client } = await setUp();
    await client().passwords.create({ email: 'again@example.com', password: STRONG, session_duration_minutes: 30 });
    const second = client();
    const refreshed = await second.session.authenticate();
    expect(refreshed.user.emails[0]?.email).toBe('again@example.com');
  });

  it('wrong password → unauthorized_credentials; breached → breached_password; weak → weak_password', async () => {
    const { client } = await setUp();
    const auth = client();
    await auth.passwords.create({ email: 'e@example.com', password: STRONG, session_duration_minutes: 30 });
    await auth.session.revoke();
    await expect(auth.passwords.authenticate({ email: 'e@example.com', password: 'wrong-Harbor-1', session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'unauthorized_credentials',
    });
    await expect(auth.passwords.authenticate({ email: 'e@example.com', password: 'password', session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'breached_password',
    });
    await expect(auth.passwords.create({ email: 'f@example.com', password: 'abcdefgh', session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'weak_password',
    });
  });

  it('a magic link signs in once; used again → unable_to_auth_magic_link', async () => {
    const { client, server } = await setUp();
    const auth = client();
    await auth.magicLinks.email.loginOrCreate('ml@example.com', { loginRedirectURL: `${ORIGIN}/demo/authenticate.html` });
    const token = new URL(server.outbox.list('ml@example.com')[0]!.links[0]!).searchParams.get('token')!;
    expect((await auth.magicLinks.authenticate(token, { session_duration_minutes: 30 })).user.emails[0]?.email).toBe('ml@example.com');
    await expect(auth.magicLinks.authenticate(token, { session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'unable_to_auth_magic_link',
    });
  });

  it('email and phone passcodes: a wrong code → otp_code_not_found, the right one signs in', async () => {
    const { client, server } = await setUp();
    const auth = client();
    const { method_id } = await auth.otps.email.loginOrCreate('otp@example.com');
    await expect(auth.otps.authenticate('000000', method_id, { session_duration_minutes: 30 })).rejects.toMatchObject({ error_type: 'otp_code_not_found' });
    const code = server.outbox.list('otp@example.com')[0]!.code!;
    expect((await auth.otps.authenticate(code, method_id, { session_duration_minutes: 30 })).user.emails[0]?.email).toBe('otp@example.com');

    const phone = await auth.otps.whatsapp.loginOrCreate('+12025550123');
    const sent = server.outbox.list('+12025550123')[0]!;
    expect(sent.channel).toBe('whatsapp');
    const signedIn = await auth.otps.authenticate(sent.code!, phone.method_id, { session_duration_minutes: 30 });
    expect(signedIn.user.phone_numbers[0]?.phone_number).toBe('+12025550123');
    expect(signedIn.user.emails).toEqual([]); // Better Auth's placeholder address is not shown as the person's
  });

  it('bootstrap comes from portico(); the reset gives no session by design', async () => {
    const { client, server } = await setUp();
    const auth = client();
    expect((await auth.bootstrap.get()).passwordConfig?.strengthPolicy).toBe('zxcvbn');
    await auth.passwords.create({ email: 'r@example.com', password: STRONG, session_duration_minutes: 30 });
    await auth.session.revoke();
    await auth.passwords.resetByEmailStart({ email: 'r@example.com', resetPasswordRedirectURL: `${ORIGIN}/demo/reset.html` });
    const token = new URL(server.outbox.list('r@example.com')[0]!.links[0]!).searchParams.get('token')!;
    expect(await auth.passwords.resetByEmail({ token, password: 'quiet-Meadow-compass-77', session_duration_minutes: 30 })).toBeNull();
    await expect(auth.passwords.resetByEmail({ token, password: 'quiet-Meadow-compass-77', session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'unable_to_auth_magic_link',
    });
  });
});
