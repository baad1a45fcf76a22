/**
 * createHttpClient against a real in-memory emulator: the client and the server agree on the
 * protocol of docs/protocol.md. Node has no document.cookie or localStorage, so the session lives
 * in a fake cookie jar and an in-memory storage; everything else is real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { createHttpClient } from '../../src/client/createHttpClient';
import { handleAuthRedirect } from '../../src/client/handleAuthRedirect';
import { createMemoryStorage } from '../../src/client/storage';
import { AuthClientError } from '../../src/client/types';
import { createFakeCookieJar } from '../unit/client/fakes';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, inMemory: true, quiet: true });
});

afterAll(async () => {
  await emulator.close();
});

/** The newest message sent to `to`, as the outbox shows it. */
async function lastMessageTo(to: string): Promise<{ links: string[]; code: string | null }> {
  const response = await fetch(`${emulator.url}/outbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ links: string[]; code: string | null }> };
  const [newest] = messages;
  if (!newest) throw new Error(`No message was sent to ${to}`);
  return newest;
}

function newPage(shared = { cookies: createFakeCookieJar(), storage: createMemoryStorage() }) {
  const client = createHttpClient({
    baseUrl: emulator.url,
    publicToken: emulator.ctx.config.public_token,
    hostname: 'localhost',
    ...shared,
  });
  return { client, ...shared };
}

describe('given the emulator', () => {
  it('a person signs in by magic link, reads their user, and logs out', async () => {
    const { client, cookies } = newPage();
    const email = 'ada.client@example.com';

    await client.magicLinks.email.loginOrCreate(email);
    const link = new URL((await lastMessageTo(email)).links[0] ?? '');
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    const answer = await client.magicLinks.authenticate(link.searchParams.get('token') ?? '', { session_duration_minutes: 30 });

    expect(cookies.get('portico_session')).toBe(answer.session_token);
    expect(cookies.get('portico_session_jwt')).toBe(answer.session_jwt);
    expect(client.session.getSync()?.session_id).toBe(answer.session.session_id);

    const user = await client.user.get();
    expect(user.emails.map((e) => e.email)).toEqual([email]);

    await client.session.revoke();
    expect(client.session.getTokens()).toBeNull();
    expect(cookies.get('portico_session')).toBeUndefined();
  });

  it('a used magic link fails with the server’s error type', async () => {
    const { client } = newPage();
    const email = 'grace.client@example.com';
    await client.magicLinks.email.loginOrCreate(email);
    const token = new URL((await lastMessageTo(email)).links[0] ?? '').searchParams.get('token') ?? '';
    await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    // Another link asked for, so this browser holds a verifier again, and the server judges the used token.
    await client.magicLinks.email.loginOrCreate(email);

    const error = await client.magicLinks.authenticate(token, { session_duration_minutes: 30 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthClientError);
    expect(error).toMatchObject({ status_code: 401, error_type: 'unable_to_auth_magic_link' });
    expect((error as AuthClientError).request_id).toBeTruthy();
  });

  it('the next page load refreshes a live session, and destroys one revoked elsewhere', async () => {
    const first = newPage();
    const email = 'alan.client@example.com';
    await first.client.magicLinks.email.loginOrCreate(email);
    const token = new URL((await lastMessageTo(email)).links[0] ?? '').searchParams.get('token') ?? '';
    const answer = await first.client.magicLinks.authenticate(token, { session_duration_minutes: 30 });

    const reload = newPage({ cookies: first.cookies, storage: first.storage });
    expect(reload.client.session.getSync()?.session_id).toBe(answer.session.session_id);
    await expect.poll(() => reload.client.session.getTokens()?.session_jwt).not.toBe(answer.session_jwt);

    // Revoked from another device: only the server knows.
    await fetch(`${emulator.url}/v1/sessions/revoke`, {
      method: 'POST',
      headers: { 'X-Portico-Public-Token': emulator.ctx.config.public_token, Authorization: `Bearer ${answer.session_token}` },
    });
    const afterRevoke = newPage({ cookies: first.cookies, storage: first.storage });
    await expect.poll(() => afterRevoke.client.session.getTokens()).toBeNull();
    expect(afterRevoke.client.session.getSync()).toBeNull();
  });

  it('a person signs in with an emailed one-time passcode', async () => {
    const { client } = newPage();
    const email = 'otp.client@example.com';
    const { method_id } = await client.otps.email.loginOrCreate(email);
    const code = (await lastMessageTo(email)).code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const answer = await client.otps.authenticate(code, method_id, { session_duration_minutes: 30 });

    expect(client.session.getTokens()?.session_token).toBe(answer.session_token);
    expect(answer.session.authentication_factors[0]?.type).toBe('otp');
  });

  it('a person creates a password account, then logs in with it', async () => {
    const first = newPage();
    const email = 'pw.client@example.com';
    const password = 'correct-Horse-battery-staple-91';
    await expect(first.client.users.searchByEmail(email)).resolves.toEqual({ userType: 'new' });
    await expect(first.client.passwords.strengthCheck({ password, email })).resolves.toMatchObject({ valid_password: true });

    await first.client.passwords.create({ email, password, session_duration_minutes: 30 });
    await expect(first.client.users.searchByEmail(email)).resolves.toEqual({ userType: 'password' });

    const second = newPage();
    await second.client.passwords.authenticate({ email, password, session_duration_minutes: 30 });
    expect((await second.client.user.get()).emails[0]?.email).toBe(email);
    await expect(
      second.client.passwords.authenticate({ email, password: 'wrong-Horse-battery-staple-91', session_duration_minutes: 30 }),
    ).rejects.toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
  });

  it('bootstrap answers the project’s settings in camelCase', async () => {
    const { client } = newPage();
    const bootstrap = await client.bootstrap.get();
    expect(bootstrap).toMatchObject({
      projectName: emulator.ctx.config.project_name,
      publicTokenType: emulator.ctx.config.public_token_type,
      emailDomains: emulator.ctx.config.email_domains,
    });
    expect(client.bootstrap.getSync()).toEqual(bootstrap);
  });

  it('an unknown public token is refused', async () => {
    const client = createHttpClient({
      baseUrl: emulator.url,
      publicToken: 'public-token-test-unknown-0000',
      cookies: createFakeCookieJar(),
      storage: createMemoryStorage(),
    });
    await expect(client.bootstrap.get()).rejects.toMatchObject({ status_code: 401, error_type: 'invalid_public_token' });
  });
});

describe('given no server', () => {
  it('a call fails with a network_error', async () => {
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:9', // the discard port: nothing listens there
      publicToken: 'public-token-test-x',
      cookies: createFakeCookieJar(),
      storage: createMemoryStorage(),
    });
    await expect(client.bootstrap.get()).rejects.toMatchObject({ status_code: 0, error_type: 'network_error' });
  });
});

/** Login CSRF: a redirect token signs in only the browser that started its flow. */
describe('given a redirect sign-in (PKCE)', () => {
  const page = (href: string) => {
    const location = { href };
    return { location, history: { state: null, replaceState: (_s: unknown, _u: string, url?: string | URL | null) => void (location.href = String(url)) } };
  };

  it('a magic link opened in a browser that did not ask for it is refused with a clear message, and still works where it was asked for', async () => {
    const asker = newPage();
    const email = 'pkce.client@example.com';
    await asker.client.magicLinks.email.loginOrCreate(email);
    const link = (await lastMessageTo(email)).links[0]!;

    const stranger = newPage();
    const refused = await handleAuthRedirect(stranger.client, page(link));
    expect(refused).toMatchObject({ kind: 'error', source: 'token', error: { error_type: 'pkce_verifier_missing' } });
    expect((refused as { error: Error }).error.message).toMatch(/not requested from this browser/);
    expect(stranger.client.session.getSync()).toBeNull();

    const signedIn = await handleAuthRedirect(asker.client, page(link));
    expect(signedIn).toMatchObject({ kind: 'authenticated' });
  });

  it("a social sign-in's token needs the verifier of the browser that started it", async () => {
    let started = '';
    const shared = { cookies: createFakeCookieJar(), storage: createMemoryStorage() };
    const client = createHttpClient({ baseUrl: emulator.url, publicToken: emulator.ctx.config.public_token, hostname: 'localhost', navigate: (url) => void (started = url), ...shared });
    await client.oauth.start('github', { login_redirect_url: `${emulator.url}/demo/authenticate.html`, signup_redirect_url: `${emulator.url}/demo/authenticate.html` });
    expect(new URL(started).searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('with another person signed in on this browser, a link is not used until the person says so', async () => {
    const browser = newPage();
    // Signed in as the first person (a code typed into this browser).
    const first = await browser.client.otps.email.loginOrCreate('pkce.first@example.com');
    const code = (await lastMessageTo('pkce.first@example.com')).code!;
    const session = await browser.client.otps.authenticate(code, first.method_id, { session_duration_minutes: 30 });

    await browser.client.magicLinks.email.loginOrCreate('pkce.second@example.com');
    const link = (await lastMessageTo('pkce.second@example.com')).links[0]!;
    const asked = await handleAuthRedirect(browser.client, page(link));
    expect(asked).toMatchObject({ kind: 'signed_in_already', session: { session_id: session.session.session_id } });
    // Nothing replaced yet.
    expect(browser.client.session.getSync()?.user_id).toBe(session.user_id);
    // The person says yes: now the link signs them in as the second person.
    const proceeded = await (asked as Extract<typeof asked, { kind: 'signed_in_already' }>).proceed();
    expect(proceeded.kind).toBe('authenticated');
    expect(browser.client.session.getSync()?.user_id).not.toBe(session.user_id);
  });
});
