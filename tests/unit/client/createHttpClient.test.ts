import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/client/createHttpClient';
import { createMemoryStorage } from '../../../src/client/storage';
import { DEFAULT_BOOTSTRAP } from '../../../src/client/bootstrap';
import { createFakeCookieJar, createFakeFetch, fakeAuthResponse } from './fakes';

const baseUrl = 'http://localhost:8787';
const publicToken = 'public-token-test-1';

describe('an authenticating call', () => {
  it('stores its answer: tokens in cookies, session readable, subscribers told', async () => {
    const { fakeFetch, calls } = createFakeFetch(() => ({ body: fakeAuthResponse() }));
    const cookies = createFakeCookieJar();
    const storage = createMemoryStorage();
    // This browser asked for the link (the verifier it kept goes with the token).
    storage.setItem(`portico:pkce:${publicToken}`, 'v'.repeat(43));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies, storage, hostname: 'localhost' });
    const listener = vi.fn();
    client.session.onChange(listener);

    await client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });

    expect(calls[0]).toMatchObject({ url: `${baseUrl}/v1/magic_links/authenticate`, body: { token: 'ml-token', session_duration_minutes: 30, code_verifier: 'v'.repeat(43) } });
    expect(client.session.getTokens()).toEqual({ session_token: 'token-1', session_jwt: 'jwt-1' });
    expect(client.session.getSync()?.session_id).toBe('session-test-1');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('then sends the session token on session calls', async () => {
    const { fakeFetch, calls } = createFakeFetch((call) => ({ body: call.url.endsWith('/me') ? fakeAuthResponse().user : fakeAuthResponse() }));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    await client.otps.authenticate('123456', 'method-1', { session_duration_minutes: 30 });
    const user = await client.user.get();
    expect(user.user_id).toBe('user-test-1');
    expect(calls[1]?.headers.Authorization).toBe('Bearer token-1');
  });
});

describe('widget options', () => {
  it('leave in the protocol’s snake_case', async () => {
    const { fakeFetch, calls } = createFakeFetch(() => ({ body: { user_id: 'u', user_created: true } }));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    await client.magicLinks.email.loginOrCreate('ada@example.com', {
      loginRedirectURL: 'http://localhost:3000/authenticate',
      signupRedirectURL: 'http://localhost:3000/signup',
      loginExpirationMinutes: 30,
      createUserAsPending: false,
    });
    expect(calls[0]?.body).toEqual({
      email: 'ada@example.com',
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/signup',
      login_expiration_minutes: 30,
      create_user_as_pending: false,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });
});

describe('bootstrap', () => {
  it('answers defaults synchronously, then the server’s values in camelCase, cached for the next page load', async () => {
    const { fakeFetch } = createFakeFetch(() => ({
      body: {
        project_id: 'project-test-1',
        project_name: 'Acme',
        display_watermark: true,
        email_domains: ['acme.test'],
        rbac_policy: { scopes: [{ scope: 'read:docs', description: 'Read your documents' }] },
        password_config: { strength_policy: 'luds', luds_minimum_count: 10, luds_complexity: 3 },
        public_token_type: 'test',
        vertical: 'consumer',
      },
    }));
    const storage = createMemoryStorage();
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage });

    expect(client.bootstrap.getSync()).toEqual(DEFAULT_BOOTSTRAP);
    const fetched = await client.bootstrap.get();

    expect(fetched).toEqual({
      projectId: 'project-test-1',
      projectName: 'Acme',
      displayWatermark: true,
      emailDomains: ['acme.test'],
      rbacPolicy: { scopes: [{ scope: 'read:docs', description: 'Read your documents' }] },
      passwordConfig: { strengthPolicy: 'luds', ludsMinimumCount: 10, ludsComplexity: 3 },
      publicTokenType: 'test',
      vertical: 'consumer',
    });
    const nextPageLoad = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage });
    expect(nextPageLoad.bootstrap.getSync()).toEqual(fetched);
  });
});

describe('session.revoke', () => {
  it('with forceClear, clears local state even when the call fails, and still reports the failure', async () => {
    const { fakeFetch } = createFakeFetch((call) => (call.url.endsWith('/revoke') ? new TypeError('fetch failed') : { body: fakeAuthResponse() }));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    await client.passwords.authenticate({ email: 'ada@example.com', password: 'pw', session_duration_minutes: 30 });

    await expect(client.session.revoke({ forceClear: true })).rejects.toMatchObject({ error_type: 'network_error' });

    expect(client.session.getTokens()).toBeNull();
    expect(client.session.getSync()).toBeNull();
  });

  it('without forceClear, keeps the session when the call fails', async () => {
    const { fakeFetch } = createFakeFetch((call) => (call.url.endsWith('/revoke') ? new TypeError('fetch failed') : { body: fakeAuthResponse() }));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    await client.passwords.authenticate({ email: 'ada@example.com', password: 'pw', session_duration_minutes: 30 });

    await expect(client.session.revoke()).rejects.toMatchObject({ error_type: 'network_error' });

    expect(client.session.getTokens()).not.toBeNull();
  });

  it('on success, tells the server and clears everything', async () => {
    const { fakeFetch, calls } = createFakeFetch((call) => ({ body: call.url.endsWith('/revoke') ? {} : fakeAuthResponse() }));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    await client.passwords.authenticate({ email: 'ada@example.com', password: 'pw', session_duration_minutes: 30 });
    await client.session.revoke();
    expect(calls.at(-1)).toMatchObject({ url: `${baseUrl}/v1/sessions/revoke`, headers: { Authorization: 'Bearer token-1' } });
    expect(client.session.getTokens()).toBeNull();
  });
});

describe('session.revoke while the startup refresh is in flight', () => {
  it('leaves the session gone: the refresh that answers afterwards does not store it again', async () => {
    // The refresh reached the server before the revoke, and its answer arrives after the revoke's
    // (a busy server signing its JWT): the identity provider's logout page lost its cookie only now and then.
    let answerRefresh!: () => void;
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    const calls: string[] = [];
    const fetch = async (url: string) => {
      calls.push(url);
      if (url.endsWith('/authenticate')) await refreshAnswered;
      const body = url.endsWith('/revoke') ? {} : fakeAuthResponse({ session_jwt: 'jwt-2' });
      return new Response(JSON.stringify({ status_code: 200, request_id: 'req-fake', ...body }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const cookies = createFakeCookieJar({ portico_session: 'token-1', portico_session_jwt: 'jwt-1' });
    const client = createHttpClient({ baseUrl, publicToken, fetch, cookies, storage: createMemoryStorage() });
    await expect.poll(() => calls).toEqual([`${baseUrl}/v1/sessions/authenticate`]);

    const revoked = client.session.revoke({ forceClear: true });
    answerRefresh();
    await revoked;

    expect(calls).toEqual([`${baseUrl}/v1/sessions/authenticate`, `${baseUrl}/v1/sessions/revoke`]);
    expect(client.session.getTokens()).toBeNull();
    expect(cookies.get('portico_session')).toBeUndefined();
  });
});

describe('at startup without the session cookies (SPEC §4)', () => {
  const storedSession = () => JSON.stringify({ session: fakeAuthResponse().session, user: fakeAuthResponse().user });
  const key = `portico:session:${publicToken}`;

  it('destroys the stored session after the first frame, never reading it as a session before', async () => {
    const storage = createMemoryStorage();
    storage.setItem(key, storedSession());
    const cookies = createFakeCookieJar({ portico_intermediate_session_token: 'ist-1' });
    const { fakeFetch, calls } = createFakeFetch(() => ({ body: {} }));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies, storage });

    expect(storage.getItem(key)).not.toBeNull(); // nothing written while the widget draws its first frame
    expect(client.session.getSync()).toBeNull(); // and still no session: reads go through the cookies
    await expect.poll(() => storage.getItem(key)).toBeNull();
    expect(cookies.get('portico_intermediate_session_token')).toBe('ist-1');
    expect(calls).toEqual([]);
  });

  it('removes a session token left without its JWT', async () => {
    const cookies = createFakeCookieJar({ portico_session: 'token-1' });
    createHttpClient({ baseUrl, publicToken, cookies, storage: createMemoryStorage() });
    await expect.poll(() => cookies.get('portico_session')).toBeUndefined();
  });

  it('keeps a session stored by a sign-in made before the check ran', async () => {
    const { fakeFetch, calls } = createFakeFetch(() => ({ body: fakeAuthResponse() }));
    const cookies = createFakeCookieJar();
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies, storage: createMemoryStorage() });
    await client.passwords.authenticate({ email: 'ada@example.com', password: 'pw', session_duration_minutes: 30 });
    // One macrotask more than the check waits for: by then it has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.session.getTokens()).toEqual({ session_token: 'token-1', session_jwt: 'jwt-1' });
    expect(calls.map((call) => call.url)).toEqual([`${baseUrl}/v1/passwords/authenticate`]);
  });
});

describe('at startup with a session cookie', () => {
  const cookiesOfAStoredSession = () => createFakeCookieJar({ portico_session: 'token-1', portico_session_jwt: 'jwt-1' });

  it('refreshes the session in the background', async () => {
    const { fakeFetch, calls } = createFakeFetch(() => ({ body: fakeAuthResponse({ session_jwt: 'jwt-2' }) }));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: cookiesOfAStoredSession(), storage: createMemoryStorage() });
    await expect.poll(() => client.session.getTokens()?.session_jwt).toBe('jwt-2');
    expect(calls[0]).toMatchObject({ url: `${baseUrl}/v1/sessions/authenticate`, method: 'POST', headers: { Authorization: 'Bearer token-1' } });
  });

  it('destroys the session when the server no longer knows it', async () => {
    const { fakeFetch } = createFakeFetch(() => ({
      status: 401,
      body: { status_code: 401, error_type: 'session_not_found', error_message: 'Session not found.' },
    }));
    const cookies = cookiesOfAStoredSession();
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies, storage: createMemoryStorage() });
    await expect.poll(() => client.session.getTokens()).toBeNull();
    expect(cookies.get('portico_session')).toBeUndefined();
  });

  it('keeps the session when the refresh fails for lack of a network', async () => {
    const { fakeFetch, calls } = createFakeFetch(() => new TypeError('fetch failed'));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: cookiesOfAStoredSession(), storage: createMemoryStorage() });
    await expect.poll(() => calls).toHaveLength(1);
    // Not a wait for time: one macrotask, by which every promise callback the failed refresh queued has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.session.getTokens()).toEqual({ session_token: 'token-1', session_jwt: 'jwt-1' });
  });
});

describe('oauth.start', () => {
  it('navigates to the provider start URL with the public token and redirect URLs', async () => {
    const navigate = vi.fn();
    const client = createHttpClient({ baseUrl, publicToken, navigate, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    await client.oauth.start('google', {
      login_redirect_url: 'http://localhost:3000/cb',
      custom_scopes: ['calendar', 'drive'],
      provider_params: { prompt: 'select_account' },
    });
    const url = new URL(navigate.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe(`${baseUrl}/v1/oauth/google/start`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: publicToken,
      login_redirect_url: 'http://localhost:3000/cb',
      custom_scopes: 'calendar drive',
      'provider_params[prompt]': 'select_account',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });
});

describe('events.log', () => {
  it('posts the event and never fails the flow that logged it', async () => {
    const { fakeFetch, calls } = createFakeFetch(() => new TypeError('fetch failed'));
    const client = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    await expect(client.events.log('email_sent', { email: 'ada@example.com', type: 'otp' })).resolves.toBeUndefined();
    expect(calls[0]?.body).toEqual({ events: [{ name: 'email_sent', details: { email: 'ada@example.com', type: 'otp' } }] });
  });
});

describe('two clients on one page', () => {
  it('share nothing but what the browser shares', async () => {
    const { fakeFetch } = createFakeFetch(() => ({ body: fakeAuthResponse() }));
    const first = createHttpClient({ baseUrl, publicToken, fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    const second = createHttpClient({ baseUrl, publicToken: 'public-token-test-2', fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    await first.otps.authenticate('123456', 'm', { session_duration_minutes: 30 });
    expect(second.session.getSync()).toBeNull();
  });
});
