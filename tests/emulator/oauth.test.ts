/**
 * Social sign-in over HTTP: start → the emulated provider's page → its callback → the host's
 * redirect URL with a single-use token → authenticate. Plus One Tap's client check and id_token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from './harness';

const LOGIN_URL = 'http://localhost:3000/demo/authenticate.html';
const SIGNUP_URL = 'http://localhost:3000/demo/index.html';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A nonce from One Tap's client check: a credential must carry one the emulator issued. */
const issuedNonce = async () => (await h.call('GET', '/v1/oauth/google/onetap/client?origin=http%3A%2F%2Flocalhost%3A3000')).body.nonce as string;

/** The browser's cookie from the last start: the callback answers only the browser that started. */
let browserCookie = '';

async function start(provider: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    public_token: h.emulator.ctx.config.public_token, login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL, ...extra,
  });
  const started = await fetch(`${h.emulator.url}/v1/oauth/${provider}/start?${query}`, { redirect: 'manual', headers: { Cookie: browserCookie } });
  browserCookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') || browserCookie;
  return started;
}

/** Start, then the provider page's URL and state. */
async function openProviderPage(provider: string) {
  const started = await start(provider);
  expect(started.status).toBe(302);
  const pageUrl = new URL(started.headers.get('Location') ?? '');
  const page = await fetch(pageUrl);
  return { state: pageUrl.searchParams.get('state') ?? '', pageUrl, status: page.status, html: await page.text() };
}

/** Submits the provider page's form as the browser would (urlencoded). */
async function submit(provider: string, fields: Record<string, string>) {
  return fetch(`${h.emulator.url}/oauth/emulated/${provider}/callback`, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: browserCookie },
  });
}

describe('given a person signing in with GitHub for the first time', () => {
  it('the provider page is titled for GitHub and asks for an email and name', async () => {
    const { status, html, pageUrl } = await openProviderPage('github');
    expect(pageUrl.pathname).toBe('/oauth/emulated/github');
    expect(status).toBe(200);
    expect(html).toContain('<title>Sign in with GitHub (Portico emulator)</title>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('>Cancel</button>');
  });

  it('a new account lands on the signup URL, and its token signs in once', async () => {
    const { state } = await openProviderPage('github');
    const back = await submit('github', { state, action: 'new', email: 'Octo.Cat@example.com', first_name: 'Octo', last_name: 'Cat' });
    expect(back.status).toBe(302);
    const target = new URL(back.headers.get('Location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(SIGNUP_URL);
    expect(target.searchParams.get('stytch_token_type')).toBe('oauth');
    const token = target.searchParams.get('token') ?? '';

    const auth = await h.call('POST', '/v1/oauth/authenticate', { token, session_duration_minutes: 30 });
    expect(auth.status).toBe(200);
    expect(auth.body.provider_type).toBe('github');
    expect(auth.body.user.name).toEqual({ first_name: 'Octo', last_name: 'Cat' });
    expect(auth.body.user.emails).toEqual([expect.objectContaining({ email: 'octo.cat@example.com', verified: true })]);
    expect(auth.body.user.providers).toEqual([{ provider_type: 'github', provider_subject: auth.body.provider_subject }]);
    expect(auth.body.session.authentication_factors[0]).toMatchObject({ type: 'oauth', delivery_method: 'oauth_github' });

    const reused = await h.call('POST', '/v1/oauth/authenticate', { token });
    expect(reused.status).toBe(401);
    expect(reused.body.error_type).toBe('oauth_token_not_found');

    // Next time the page offers the account, and picking it lands on the login URL as the same user.
    const again = await openProviderPage('github');
    expect(again.html).toContain('Continue as Octo Cat');
    const subject = /name="subject" value="(\d+)"/.exec(again.html)?.[1] ?? '';
    const login = await submit('github', { state: again.state, action: 'account', subject });
    const loginTarget = new URL(login.headers.get('Location') ?? '');
    expect(`${loginTarget.origin}${loginTarget.pathname}`).toBe(LOGIN_URL);
    const second = await h.call('POST', '/v1/oauth/authenticate', { token: loginTarget.searchParams.get('token') });
    expect(second.body.user_id).toBe(auth.body.user_id);
  });

  it('an existing user with that email is linked and sent to the login URL', async () => {
    const existing = await signIn(h, 'linked@example.com');
    const { state } = await openProviderPage('google');
    const back = await submit('google', { state, action: 'new', email: 'linked@example.com', first_name: 'Lin', last_name: 'Ked' });
    const target = new URL(back.headers.get('Location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(LOGIN_URL);
    const auth = await h.call('POST', '/v1/oauth/authenticate', { token: target.searchParams.get('token') });
    expect(auth.body.user_id).toBe(existing.user_id);
  });

  it('Cancel returns to the login URL with oauth_flow_callback_error', async () => {
    const { state } = await openProviderPage('discord');
    const back = await submit('discord', { state, action: 'cancel' });
    const target = new URL(back.headers.get('Location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(LOGIN_URL);
    expect(target.searchParams.get('error')).toBe('oauth_flow_callback_error');
    expect(target.searchParams.get('token')).toBeNull();
  });

  it('a bad email keeps the page usable; names are escaped', async () => {
    const { state } = await openProviderPage('slack');
    const bad = await submit('slack', { state, action: 'new', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('role="alert"');
    const good = await submit('slack', { state, action: 'new', email: 'x@example.com', first_name: '<script>alert(1)</script>' });
    expect(good.status).toBe(302);
    const next = await openProviderPage('slack');
    expect(next.html).not.toContain('<script>alert(1)</script>');
    expect(next.html).toContain('&lt;script&gt;');
  });

  it('a state works once and expires after 10 minutes', async () => {
    const used = await openProviderPage('gitlab');
    await submit('gitlab', { state: used.state, action: 'cancel' });
    const reuse = await submit('gitlab', { state: used.state, action: 'new', email: 'y@example.com' });
    expect(reuse.status).toBe(400);
    expect((await fetch(used.pageUrl)).status).toBe(400);

    const old = await openProviderPage('gitlab');
    h.advance(11);
    expect((await submit('gitlab', { state: old.state, action: 'cancel' })).status).toBe(400);
  });

  it('bad starts answer with error types', async () => {
    const unknown = await start('myspace');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error_type: string }).error_type).toBe('oauth_provider_not_found');
    const badRedirect = await start('github', { login_redirect_url: 'https://evil.example/steal' });
    expect(badRedirect.status).toBe(400);
    expect(((await badRedirect.json()) as { error_type: string }).error_type).toBe('invalid_redirect_url');
    const noToken = await fetch(`${h.emulator.url}/v1/oauth/github/start`, { redirect: 'manual' });
    expect(((await noToken.json()) as { error_type: string }).error_type).toBe('invalid_public_token');
  });

  it('authenticate with an unknown token is oauth_token_not_found; a missing one is invalid_request', async () => {
    expect((await h.call('POST', '/v1/oauth/authenticate', { token: 'nope' })).body.error_type).toBe('oauth_token_not_found');
    expect((await h.call('POST', '/v1/oauth/authenticate', {})).body.error_type).toBe('invalid_request');
  });
});

describe('given Google One Tap', () => {
  it('the client check gives the client id and script for an allowed origin', async () => {
    const ok = await h.call('GET', `/v1/oauth/google/onetap/client?origin=${encodeURIComponent('http://localhost:3000')}`);
    expect(ok.body).toMatchObject({ client_id: 'emulated-google-client.apps.portico.dev', script_url: `${h.emulator.url}/oauth/emulated/google/onetap.js` });
    const foreign = await h.call('GET', `/v1/oauth/google/onetap/client?origin=${encodeURIComponent('https://evil.example')}`);
    expect(foreign.body.render_reason).toBe('unregistered_origin');
  });

  it('the client check reports what the config lacks', async () => {
    const cases: Array<[NonNullable<Parameters<typeof startHarness>[0]>['config'], Record<string, string>]> = [
      [{ oauth_providers: [{ type: 'github' }] }, { fail_reason: 'oauth_config_not_found' }],
      // Google on the emulator's shared default credentials: its own reason, not invalid_client.
      [{ oauth_providers: [{ type: 'google' }] }, { fail_reason: 'default_provider_not_allowed' }],
      [
        { oauth_providers: [{ type: 'google', client_id: 'own-client', javascript_origins: ['https://app.example.com'] }] },
        { render_reason: 'unregistered_origin' },
      ],
      [{ redirect_urls: { default_login: '' } }, { fail_reason: 'no_login_redirect_urls_set' }],
      [{ redirect_urls: { default_signup: '' } }, { fail_reason: 'no_signup_redirect_urls_set' }],
    ];
    for (const [config, expected] of cases) {
      const other = await startHarness({ config });
      try {
        const answer = await other.call('GET', '/v1/oauth/google/onetap/client?origin=http%3A%2F%2Flocalhost%3A3000');
        expect(answer.body).toMatchObject(expected);
      } finally {
        await other.close();
      }
    }
  });

  it('an id_token from the emulated Google signs in through the login or signup URL', async () => {
    const minted = await fetch(`${h.emulator.url}/oauth/emulated/google/id_token`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'tap@example.com', first_name: 'Tap', last_name: 'Per', nonce: await issuedNonce() }),
    });
    const { id_token } = (await minted.json()) as { id_token: string };
    const tapped = await h.call('POST', '/v1/oauth/google/onetap', { id_token, login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL });
    expect(tapped.status).toBe(200);
    const target = new URL(tapped.body.redirect_url as string);
    expect(`${target.origin}${target.pathname}`).toBe(SIGNUP_URL);
    const auth = await h.call('POST', '/v1/oauth/authenticate', { token: target.searchParams.get('token') });
    expect(auth.body).toMatchObject({ provider_type: 'google', user: { name: { first_name: 'Tap', last_name: 'Per' } } });

  });

  it('a One Tap credential is single use: a replay within its hour is invalid_id_token', async () => {
    const minted = await fetch(`${h.emulator.url}/oauth/emulated/google/id_token`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'once@example.com', nonce: await issuedNonce() }),
    });
    const { id_token } = (await minted.json()) as { id_token: string };
    const first = await h.call('POST', '/v1/oauth/google/onetap', { id_token });
    expect(first.status).toBe(200);
    h.advance(5);
    const replayed = await h.call('POST', '/v1/oauth/google/onetap', { id_token });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error_type).toBe('invalid_id_token');
  });

  it('a token not signed by the emulated Google, or expired, is invalid_id_token', async () => {
    const { session_jwt } = await signIn(h, 'forger@example.com');
    const forged = await h.call('POST', '/v1/oauth/google/onetap', { id_token: session_jwt });
    expect(forged.status).toBe(401);
    expect(forged.body.error_type).toBe('invalid_id_token');
    const minted = await fetch(`${h.emulator.url}/oauth/emulated/google/id_token`, { method: 'POST', body: new URLSearchParams({ email: 'late@example.com', nonce: await issuedNonce() }) });
    const { id_token } = (await minted.json()) as { id_token: string };
    h.advance(61);
    expect((await h.call('POST', '/v1/oauth/google/onetap', { id_token })).body.error_type).toBe('invalid_id_token');
  });
});

describe("given the emulated Google's One Tap library", () => {
  const frame = (query: Record<string, string>) =>
    fetch(`${h.emulator.url}/oauth/emulated/google/onetap?${new URLSearchParams({ client_id: 'emulated-google-client.apps.portico.dev', ...query })}`);
  const choose = async (fields: Record<string, string>) =>
    fetch(`${h.emulator.url}/oauth/emulated/google/onetap`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'emulated-google-client.apps.portico.dev', origin: 'http://localhost:3000', nonce: await issuedNonce(), ...fields }),
    });
  const credentialOf = (html: string) => /data-credential="([^"]+)"/.exec(html)?.[1] ?? '';

  it('is served at the script_url the client check advertises, with Google\'s client id and origins', async () => {
    const { body } = await h.call('GET', '/v1/oauth/google/onetap/client?origin=http%3A%2F%2Flocalhost%3A3000');
    const response = await fetch(body.script_url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const source = await response.text();
    for (const call of ['initialize:', 'prompt:', 'renderButton:', 'cancel:']) expect(source).toContain(call);
    expect(source).toContain('"emulated-google-client.apps.portico.dev"');
  });

  it('the chooser offers the emulator\'s users, may be framed only by the page it answers, and refuses others', async () => {
    await signIn(h, 'chooser@example.com');
    const ok = await frame({ origin: 'http://localhost:3000' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3000');
    const html = await ok.text();
    expect(html).toContain('Continue as chooser@example.com');
    expect(html).toContain('Use another address');

    const foreign = await frame({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const otherClient = await frame({ origin: 'http://localhost:3000', client_id: 'someone-else' });
    expect(otherClient.status).toBe(400);
    expect(otherClient.headers.get('x-portico-error-type')).toBe('invalid_request');
  });

  it('choosing a user answers an id_token for them that signs in to the same account', async () => {
    const existing = await signIn(h, 'picked@example.com');
    const chosen = await choose({ action: 'account', user_id: existing.user_id as string });
    expect(chosen.status).toBe(200);
    const html = await chosen.text();
    expect(html).toContain('data-origin="http://localhost:3000"');
    const tapped = await h.call('POST', '/v1/oauth/google/onetap', { id_token: credentialOf(html) });
    const auth = await h.call('POST', '/v1/oauth/authenticate', { token: new URL(tapped.body.redirect_url as string).searchParams.get('token') });
    expect(auth.body.user_id).toBe(existing.user_id);
  });

  it('a new address signs up; a bad one keeps the chooser with an alert', async () => {
    const bad = await choose({ action: 'new', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('role="alert"');
    const fresh = await choose({ action: 'new', email: 'Fresh.Tap@example.com' });
    const tapped = await h.call('POST', '/v1/oauth/google/onetap', { id_token: credentialOf(await fresh.text()), signup_redirect_url: SIGNUP_URL });
    expect(new URL(tapped.body.redirect_url as string).pathname).toBe('/demo/index.html');
  });
});

describe('given a malformed body', () => {
  it('the provider callback and the id_token minter answer 400 with an error_type, never 500', async () => {
    const bodies: Array<[contentType: string, body: string]> = [
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="state"\r\n\r\nabc'],
      ['multipart/form-data', 'state=abc'],
      ['multipart/form-data; boundary=xyz', 'not multipart at all'],
      ['application/x-www-form-urlencoded', 'state=%zz&action=%'],
      ['application/json', '{"email": '],
      ['text/plain', 'email=a@example.com'],
    ];
    for (const path of ['/oauth/emulated/github/callback', '/oauth/emulated/google/id_token']) {
      for (const [contentType, body] of bodies) {
        const response = await fetch(`${h.emulator.url}${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body, redirect: 'manual' });
        const label = `${path} ${contentType} ${body}`;
        expect(response.status, label).toBe(400);
        const type = response.headers.get('content-type') ?? '';
        const errorType = type.includes('json') ? ((await response.json()) as { error_type?: string }).error_type : response.headers.get('x-portico-error-type');
        expect(errorType, label).toMatch(/^invalid_/);
      }
    }
  });
});
