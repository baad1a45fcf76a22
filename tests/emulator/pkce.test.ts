/**
 * Login CSRF. A redirect-based sign-in (magic link, reset link, social, One Tap)
 * is bound to the browser that started it: the start carries a PKCE `code_challenge`, and the
 * token is authenticated only with its `code_verifier`; the emulated provider's callback answers
 * only the browser that started the flow (a state cookie).
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, tokenFromLink, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const LOGIN_URL = 'http://localhost:3000/demo/authenticate.html';
const STRONG = 'violet-Kettle-orbit-93';

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('given a magic link started with a code_challenge', () => {
  it('authenticate without the verifier, or with another one, is refused and leaves the link working; with it, it signs in', async () => {
    const email = 'pkce-link@example.com';
    const { verifier, challenge } = pkcePair();
    expect((await h.call('POST', '/v1/magic_links/email/login_or_create', { email, code_challenge: challenge })).status).toBe(200);
    const { token } = await tokenFromLink(h, email);

    const without = await h.call('POST', '/v1/magic_links/authenticate', { token });
    expect(without.status).toBe(400);
    expect(without.body.error_type).toBe('pkce_mismatch');
    const wrong = await h.call('POST', '/v1/magic_links/authenticate', { token, code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_type).toBe('pkce_mismatch');

    const right = await h.call('POST', '/v1/magic_links/authenticate', { token, code_verifier: verifier });
    expect(right.status).toBe(200);
    expect(right.body).toHaveProperty('session_token');
  });

  it('a token started without a challenge is refused when a verifier comes with it (another browser\'s flow)', async () => {
    const email = 'pkce-none@example.com';
    await h.call('POST', '/v1/magic_links/email/login_or_create', { email });
    const { token } = await tokenFromLink(h, email);
    const answer = await h.call('POST', '/v1/magic_links/authenticate', { token, code_verifier: pkcePair().verifier });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('pkce_mismatch');
  });
});

describe('given a password reset started with a code_challenge', () => {
  it('both of its links need the verifier', async () => {
    const email = 'pkce-reset@example.com';
    await h.call('POST', '/v1/magic_links/email/login_or_create', { email });
    await h.call('POST', '/v1/magic_links/authenticate', { token: (await tokenFromLink(h, email)).token });
    const { verifier, challenge } = pkcePair();
    expect((await h.call('POST', '/v1/passwords/email/reset/start', { email, code_challenge: challenge })).status).toBe(200);
    const reset = (await tokenFromLink(h, email, 0)).token;
    const login = (await tokenFromLink(h, email, 1)).token;

    expect((await h.call('POST', '/v1/passwords/email/reset', { token: reset, password: STRONG })).body.error_type).toBe('pkce_mismatch');
    expect((await h.call('POST', '/v1/magic_links/authenticate', { token: login })).body.error_type).toBe('pkce_mismatch');
    expect((await h.call('POST', '/v1/passwords/email/reset', { token: reset, password: STRONG, code_verifier: verifier })).status).toBe(200);
  });
});

describe('given a social sign-in', () => {
  async function startFlow(challenge?: string) {
    const query = new URLSearchParams({ public_token: h.emulator.ctx.config.public_token, login_redirect_url: LOGIN_URL, ...(challenge ? { code_challenge: challenge } : {}) });
    const started = await fetch(`${h.emulator.url}/v1/oauth/github/start?${query}`, { redirect: 'manual' });
    expect(started.status).toBe(302);
    const state = new URL(started.headers.get('Location') ?? '').searchParams.get('state') ?? '';
    const cookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    return { state, cookie };
  }
  const submit = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${h.emulator.url}/oauth/emulated/github/callback`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('the callback answers only the browser that started it (its state cookie); a cross-site post is refused', async () => {
    const { state, cookie } = await startFlow(pkcePair().challenge);
    expect(cookie).toMatch(/^portico_oauth_browser=/);
    const fields = { state, action: 'new', email: 'pkce-social@example.com', first_name: 'P', last_name: 'K' };
    const stranger = await submit(fields);
    expect(stranger.status).toBe(400);
    expect(stranger.headers.get('X-Portico-Error-Type')).toBe('invalid_state');
    const crossSite = await submit(fields, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site', Origin: 'http://evil.example' });
    expect(crossSite.status).toBe(400);
    const owner = await submit(fields, { Cookie: cookie });
    expect(owner.status).toBe(302);
  });

  it('its token needs the verifier of the start', async () => {
    const { verifier, challenge } = pkcePair();
    const { state, cookie } = await startFlow(challenge);
    const back = await submit({ state, action: 'new', email: 'pkce-social-2@example.com', first_name: 'P', last_name: 'K' }, { Cookie: cookie });
    const token = new URL(back.headers.get('Location') ?? '').searchParams.get('token') ?? '';
    expect((await h.call('POST', '/v1/oauth/authenticate', { token })).body.error_type).toBe('pkce_mismatch');
    expect((await h.call('POST', '/v1/oauth/authenticate', { token, code_verifier: verifier })).status).toBe(200);
  });

  it('a One Tap token needs the verifier of the page that sent the credential', async () => {
    const { nonce } = (await h.call('GET', '/v1/oauth/google/onetap/client?origin=http%3A%2F%2Flocalhost%3A3000')).body;
    const minted = await h.call('POST', '/oauth/emulated/google/id_token', { email: 'pkce-onetap@example.com', nonce });
    const { verifier, challenge } = pkcePair();
    const tapped = await h.call('POST', '/v1/oauth/google/onetap', { id_token: minted.body.id_token, code_challenge: challenge });
    expect(tapped.status).toBe(200);
    const token = new URL(tapped.body.redirect_url).searchParams.get('token') ?? '';
    expect((await h.call('POST', '/v1/oauth/authenticate', { token })).body.error_type).toBe('pkce_mismatch');
    expect((await h.call('POST', '/v1/oauth/authenticate', { token, code_verifier: verifier })).status).toBe(200);
  });
});
