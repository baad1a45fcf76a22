/**
 * The account center on a real Better Auth (its own endpoints and portico({ account })), in
 * process: createBetterAuthClient's account calls with the session cookie in a jar, as a browser
 * keeps it; the server's tables prove each change.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { accountCallsOf } from '../../src/client/account';
import { createBetterAuthClient } from '../../src/client/betterAuth';
import { createMemoryStorage } from '../../src/client/storage';
import { betterAuthWithBrowser } from './betterAuthBrowser';

const ORIGIN = 'http://localhost:9996';
const STRONG = 'violet-Harbor-lantern-42';
const ANOTHER = 'quiet-Meadow-anchor-77';
let n = 0;

async function setUp(email = `account-${++n}@example.com`) {
  const { server, jar, browserFetch } = await betterAuthWithBrowser(ORIGIN, { followRedirects: false });
  const auth = createBetterAuthClient({ baseURL: `${ORIGIN}/api/auth`, fetch: browserFetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
  await auth.passwords.create({ email, password: STRONG, session_duration_minutes: 30 });
  const account = accountCallsOf(auth)!;
  /** Ages every session past Better Auth's freshAge (a day). */
  const stale = () => server.db.prepare('UPDATE session SET createdAt = ?').run(new Date(Date.now() - 2 * 86_400_000).toISOString());
  const latest = (to: string) => server.outbox.list(to)[0];
  return { server, jar, browserFetch, auth, account, email, stale, latest };
}

describe('the account center on Better Auth', () => {
  it('the overview: the password, no connections, fresh after a sign-in, and what can be done', async () => {
    const { account, email } = await setUp();
    const overview = await account.get();
    expect(overview).toMatchObject({ email, has_password: true, connections: [], passkeys: 0, second_factor: false, secondary_emails: null });
    expect(overview.can).toEqual({ upload_picture: false, delete_account: true, change_email: true });
    expect(overview.step_up_methods).toContain('password');
    expect(overview.fresh_for_seconds).toBeGreaterThan(86_000);
  });

  it('the name and picture address change through update-user', async () => {
    const { account } = await setUp();
    await account.updateProfile({ name: 'Ada Lovelace', picture_url: 'https://example.com/ada.png' });
    await expect(account.get()).resolves.toMatchObject({ name: 'Ada Lovelace', picture_url: 'https://example.com/ada.png' });
  });

  it('a new address: a link to it, the email changes when it is followed, and the old one is told', async () => {
    const { account, email, latest, browserFetch } = await setUp();
    const next = `next-${n}@example.com`;
    await account.changeEmail({ email: next, redirect_url: `${ORIGIN}/account` });
    const mail = latest(next);
    expect(mail?.links[0]).toContain('/verify-email?token=');
    const followed = await browserFetch(mail!.links[0]!, { method: 'GET' });
    expect(followed.status).toBe(302);
    await expect(account.get()).resolves.toMatchObject({ email: next, email_verified: true });
    expect(latest(email)?.subject).toMatch(/email address was changed/);
  });

  it('an address of another account: the same answer, nothing changes, and its owner is told', async () => {
    const { account, email, server, latest } = await setUp();
    const taken = `taken-${n}@example.com`;
    await server.auth.api.signUpEmail({ body: { email: taken, password: ANOTHER, name: '' } });
    await expect(account.changeEmail({ email: taken, redirect_url: `${ORIGIN}/account` })).resolves.toBeUndefined();
    await expect(account.get()).resolves.toMatchObject({ email });
    expect(latest(taken)).toMatchObject({ subject: expect.stringMatching(/Someone tried to use this address/), links: [] });
  });

  it('a changed password meets the policy, needs the current one, and can sign out the others', async () => {
    const { account, auth, email } = await setUp();
    await expect(account.changePassword({ current_password: 'nope', new_password: ANOTHER })).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    await expect(account.changePassword({ current_password: STRONG, new_password: 'abc' })).rejects.toMatchObject({ error_type: 'weak_password' });
    await account.changePassword({ current_password: STRONG, new_password: ANOTHER, sign_out_others: true });
    await auth.session.revoke();
    await expect(auth.passwords.authenticate({ email, password: STRONG, session_duration_minutes: 30 })).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    await expect(auth.passwords.authenticate({ email, password: ANOTHER, session_duration_minutes: 30 })).resolves.toMatchObject({ user_id: expect.any(String) });
  });

  it('sessions: listed with their browser, another one ended and refused by the server from then on', async () => {
    const { account, server, email } = await setUp();
    // Another browser signs in.
    const other = await server.auth.api.signInEmail({ body: { email, password: STRONG }, headers: new Headers({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1', origin: ORIGIN }), asResponse: true });
    const cookie = other.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const otherHeaders = new Headers({ cookie });
    const otherSession = await server.auth.api.getSession({ headers: otherHeaders });
    expect(otherSession).not.toBeNull();
    const listed = await account.sessions();
    expect(listed).toHaveLength(2);
    const phone = listed.find((s) => !s.current)!;
    expect(phone.user_agent).toContain('iPhone');
    await account.revokeSession(phone.session_id);
    expect(await server.auth.api.getSession({ headers: otherHeaders })).toBeNull();
    expect(await account.sessions()).toHaveLength(1);
  });

  it('past freshAge: the list, a new address and deletion ask for a step-up; the password makes the session fresh', async () => {
    const { account, stale, email, server } = await setUp();
    stale();
    await expect(account.sessions()).rejects.toMatchObject({ error_type: 'session_not_fresh' });
    await expect(account.changeEmail({ email: `x-${n}@example.com`, redirect_url: `${ORIGIN}/account` })).rejects.toMatchObject({ error_type: 'session_not_fresh' });
    await expect(account.deleteAccount()).rejects.toMatchObject({ error_type: 'session_not_fresh' });
    expect((await account.get()).fresh_for_seconds).toBe(0);
    await expect(account.stepUp.verify({ password: 'nope' })).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    await expect(account.stepUp.verify({ password: STRONG })).resolves.toEqual({ done: true });
    expect((await account.get()).fresh_for_seconds).toBeGreaterThan(86_000);
    await expect(account.sessions()).resolves.toHaveLength(1); // the stale session was replaced, not kept
    await account.deleteAccount();
    expect(await server.auth.api.getSession({ headers: new Headers() })).toBeNull();
    expect(await (await server.auth.$context).internalAdapter.findUserByEmail(email)).toBeNull();
  });

  it('a step-up by an emailed code; with an authenticator app it finishes only with the app', async () => {
    const { account, auth, stale, email, latest, server } = await setUp();
    server.db.prepare('UPDATE user SET emailVerified = 1').run(); // as after a link or a code to it
    const { secret } = await auth.secondFactor!.createTotp(STRONG);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await auth.secondFactor!.confirmTotp(totp.generate());
    stale();
    const sent = await account.stepUp.sendCode();
    expect(sent.email).toBe('a•••@example.com');
    const first = await account.stepUp.verify({ method_id: sent.method_id, code: latest(email)!.code! });
    expect(first).toMatchObject({ done: false, second_factor: { factors: expect.arrayContaining(['totp', 'backup_code']) } });
    expect((await account.get()).fresh_for_seconds).toBe(0);
    await account.stepUp.verifySecondFactor({ kind: 'totp', code: totp.generate({ timestamp: Date.now() + 30_000 }) });
    expect((await account.get()).fresh_for_seconds).toBeGreaterThan(86_000);
  });

  it('a first password for a passwordless account: fresh session, the policy, never over an existing one', async () => {
    const { account, server, browserFetch } = await setUp();
    await expect(account.setPassword(ANOTHER)).rejects.toMatchObject({ error_type: 'password_already_set' });
    // A magic-link user has no credential account.
    const email = `link-${n}@example.com`;
    await browserFetch(`${ORIGIN}/api/auth/sign-out`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await browserFetch(`${ORIGIN}/api/auth/sign-in/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    const link = new URL(server.outbox.list(email)[0]!.links[0]!);
    await browserFetch(`${ORIGIN}/api/auth/magic-link/verify?token=${link.searchParams.get('token')}`, { method: 'GET' });
    await expect(account.get()).resolves.toMatchObject({ email, has_password: false });
    await expect(account.setPassword('abc')).rejects.toMatchObject({ error_type: 'weak_password' });
    await account.setPassword(ANOTHER);
    await expect(account.get()).resolves.toMatchObject({ has_password: true });
  });
});
