/**
 * Identity-provider rules over raw HTTP: exact redirect URIs, which scopes are grantable, when
 * consent is asked again, PKCE requirements, the token endpoint's OAuth errors, and logout.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, tokenFromLink, type Harness } from './harness';
import { consent, FIRST_PARTY_RP, IDP_CONFIG, PUBLIC_RP, SERVER_RP, SOME_CHALLENGE, SOME_VERIFIER, type AuthorizeBody } from './idpFixtures';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: IDP_CONFIG });
});
afterAll(() => h.close());

const base = (over: Partial<AuthorizeBody> = {}): AuthorizeBody => ({
  client_id: PUBLIC_RP.client_id, redirect_uri: 'http://localhost/callback', response_type: 'code',
  scopes: ['openid', 'email'], state: 'st-1', code_challenge: SOME_CHALLENGE, code_challenge_method: 'S256', ...over,
});

/** POST /v1/oauth2/token as a relying party's server does (form body). */
async function token(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${h.emulator.url}/v1/oauth2/token`, {
    method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
}

const redeem = (code: string, over: Record<string, string> = {}) =>
  token({ grant_type: 'authorization_code', code, redirect_uri: 'http://localhost/callback', client_id: PUBLIC_RP.client_id, code_verifier: SOME_VERIFIER, ...over });

/** GET /v1/oauth2/userinfo with an access token, as a relying party's server does. */
async function userinfo(accessToken: string) {
  const response = await fetch(`${h.emulator.url}/v1/oauth2/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const STRONG = 'violet-Kettle-orbit-93';

describe('given a signed-in person and a registered client', () => {
  it('redirect URIs match byte for byte', async () => {
    const { session_token } = await signIn(h, 'idp.uris@example.com');
    const exact = await h.call('POST', '/v1/oauth2/authorize/start', base({ redirect_uri: 'http://127.0.0.1:4000/cb?tenant=1' }), { bearer: session_token });
    expect(exact.status).toBe(200);
    for (const uri of ['http://localhost/callback/', 'http://localhost/callback?x=1', 'http://LOCALHOST/callback', 'http://127.0.0.1:4000/cb?tenant=2', 'http://localhost:80/callback']) {
      const answer = await h.call('POST', '/v1/oauth2/authorize/start', base({ redirect_uri: uri }), { bearer: session_token });
      expect(answer.status, uri).toBe(400);
      expect(answer.body.error_type).toBe('invalid_redirect_uri');
      const submit = await h.call('POST', '/v1/oauth2/authorize', { ...base({ redirect_uri: uri }), consent_granted: true }, { bearer: session_token });
      expect(submit.body.error_type).toBe('invalid_redirect_uri');
    }
  });

  it('the preflight names the client and which scopes the person may grant', async () => {
    const { session_token } = await signIn(h, 'idp.scopes@example.com');
    const scopes = ['openid', 'profile', 'email', 'phone', 'offline_access', 'read:documents', 'admin:billing', 'full_access', 'unknown:thing'];
    const start = await h.call('POST', '/v1/oauth2/authorize/start', base({ scopes }), { bearer: session_token });
    expect(start.body.consent_required).toBe(true);
    expect(start.body.client).toMatchObject({ client_id: 'rp-public', client_name: 'Public RP', logo_url: 'http://localhost/logo.svg' });
    const grantable = Object.fromEntries(start.body.scope_results.map((r: { scope: string; is_grantable: boolean }) => [r.scope, r.is_grantable]));
    expect(grantable).toEqual({
      openid: true, profile: true, email: true, phone: true, offline_access: true, 'read:documents': true,
      'admin:billing': false, full_access: false, 'unknown:thing': false,
    });
    const described = Object.fromEntries(start.body.scope_results.map((r: { scope: string; description: string }) => [r.scope, r.description]));
    expect(described).toMatchObject({ openid: 'Verify your identity', 'read:documents': 'Read your documents', 'unknown:thing': 'Use the unknown:thing scope' });
  });

  it('ungrantable scopes are never granted, even with consent', async () => {
    const { session_token } = await signIn(h, 'idp.ungrantable@example.com');
    const { redirect } = await consent(h, session_token, base({ scopes: ['openid', 'admin:billing', 'full_access', 'read:documents'] }), true);
    const answer = await redeem(redirect!.searchParams.get('code')!);
    expect(answer.status).toBe(200);
    expect(answer.body.scope).toBe('openid read:documents');
  });

  it('consent is asked once per scope set, again for new scopes or prompt=consent', async () => {
    const { session_token } = await signIn(h, 'idp.remember@example.com');
    const first = await consent(h, session_token, base(), true);
    expect(first.start.body.consent_required).toBe(true);
    expect(first.redirect!.searchParams.get('code')).toBeTruthy();
    expect(first.redirect!.searchParams.get('iss')).toBe(h.emulator.url);

    // SPEC §4: without a consent screen the widget submits consent_granted false, and still gets a code.
    const again = await consent(h, session_token, base(), false);
    expect(again.start.body.consent_required).toBe(false);
    expect(again.redirect!.searchParams.get('code')).toBeTruthy();
    expect(again.redirect!.searchParams.get('state')).toBe('st-1');

    const forced = await h.call('POST', '/v1/oauth2/authorize/start', base({ prompt: 'consent' }), { bearer: session_token });
    expect(forced.body.consent_required).toBe(true);
    const wider = await h.call('POST', '/v1/oauth2/authorize/start', base({ scopes: ['openid', 'email', 'phone'] }), { bearer: session_token });
    expect(wider.body.consent_required).toBe(true);
    const silent = await consent(h, session_token, base({ scopes: ['openid', 'phone'], prompt: 'none' }), false);
    expect(silent.redirect!.searchParams.get('error')).toBe('consent_required');
  });

  it('a first-party client needs no consent for the standard scopes', async () => {
    const { session_token } = await signIn(h, 'idp.first@example.com');
    const start = await h.call('POST', '/v1/oauth2/authorize/start',
      base({ client_id: FIRST_PARTY_RP.client_id, redirect_uri: 'http://localhost/first', scopes: ['openid', 'email', 'profile'] }), { bearer: session_token });
    expect(start.body.consent_required).toBe(false);
  });

  it('bad requests answer with error types, and a session is required', async () => {
    const { session_token } = await signIn(h, 'idp.bad@example.com');
    const call = (body: unknown) => h.call('POST', '/v1/oauth2/authorize/start', body, { bearer: session_token });
    expect((await h.call('POST', '/v1/oauth2/authorize/start', base())).body.error_type).toBe('user_unauthenticated');
    expect((await call(base({ client_id: 'nope' }))).body).toMatchObject({ status_code: 404, error_type: 'oauth2_client_not_found' });
    expect((await call(base({ response_type: 'token' }))).body.error_type).toBe('unsupported_response_type');
    expect((await call(base({ code_challenge: undefined, code_challenge_method: undefined }))).body.error_type).toBe('invalid_request');
    expect((await call(base({ code_challenge_method: 'plain' }))).body.error_type).toBe('invalid_request');
    expect((await call({ redirect_uri: 'http://localhost/callback' })).body.error_type).toBe('invalid_request');
    const noConsentField = await h.call('POST', '/v1/oauth2/authorize', base(), { bearer: session_token });
    expect(noConsentField.body.error_type).toBe('invalid_request');
  });
});

describe('given the token endpoint', () => {
  it('answers RFC 6749 errors', async () => {
    const { session_token } = await signIn(h, 'idp.token@example.com');
    const code = async () => (await consent(h, session_token, base(), true)).redirect!.searchParams.get('code')!;
    expect((await token({ grant_type: 'password', client_id: PUBLIC_RP.client_id })).body.error).toBe('unsupported_grant_type');
    expect((await token({ client_id: PUBLIC_RP.client_id })).body.error).toBe('invalid_request');
    expect((await token({ grant_type: 'authorization_code', client_id: 'nope', code: 'x', redirect_uri: 'x' }))).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect((await redeem('not-a-code')).body.error).toBe('invalid_grant');
    expect((await redeem(await code(), { redirect_uri: 'http://localhost/callback/' })).body.error).toBe('invalid_grant');
    expect((await redeem(await code(), { code_verifier: 'b'.repeat(43) })).body.error).toBe('invalid_grant');
    const late = await code();
    h.advance(6);
    expect((await redeem(late)).body.error).toBe('invalid_grant');
    const wrongType = await fetch(`${h.emulator.url}/v1/oauth2/token`, { method: 'POST', body: 'grant_type=authorization_code', headers: { 'Content-Type': 'text/plain' } });
    expect(((await wrongType.json()) as { error: string }).error).toBe('invalid_request');
    const truncated = await fetch(`${h.emulator.url}/v1/oauth2/token`, { method: 'POST', body: '{"grant_type": ', headers: { 'Content-Type': 'application/json' } });
    expect(((await truncated.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('accepts JSON too, and sends no-store', async () => {
    const { session_token } = await signIn(h, 'idp.json@example.com');
    const { redirect } = await consent(h, session_token, base(), true);
    const response = await fetch(`${h.emulator.url}/v1/oauth2/token`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code: redirect!.searchParams.get('code'), redirect_uri: 'http://localhost/callback', client_id: PUBLIC_RP.client_id, code_verifier: SOME_VERIFIER }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a confidential client authenticates with client_secret_post; without its secret it is invalid_client', async () => {
    const { session_token } = await signIn(h, 'idp.post@example.com');
    const body = { ...base({ client_id: SERVER_RP.client_id, redirect_uri: 'http://localhost:5000/cb', code_challenge: undefined, code_challenge_method: undefined }) };
    const fields = (code: string) => ({ grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:5000/cb', client_id: SERVER_RP.client_id });
    const first = await consent(h, session_token, body, true);
    expect((await token(fields(first.redirect!.searchParams.get('code')!))).body.error).toBe('invalid_client');
    const second = await consent(h, session_token, body, true);
    const ok = await token({ ...fields(second.redirect!.searchParams.get('code')!), client_secret: SERVER_RP.client_secret });
    expect(ok.status).toBe(200);
  });

  it('a reused refresh token revokes its whole family', async () => {
    const { session_token } = await signIn(h, 'idp.family@example.com');
    const { redirect } = await consent(h, session_token, base({ scopes: ['openid', 'offline_access'] }), true);
    const first = await redeem(redirect!.searchParams.get('code')!);
    const stolen = first.body.refresh_token as string;
    const refresh = (refresh_token: string) => token({ grant_type: 'refresh_token', refresh_token, client_id: PUBLIC_RP.client_id });
    // The thief rotates first and holds the newest tokens.
    const rotated = await refresh(stolen);
    expect(rotated.status).toBe(200);
    // The owner's app then presents the old one: reuse.
    expect((await refresh(stolen)).body.error).toBe('invalid_grant');
    expect((await refresh(rotated.body.refresh_token as string)).body.error).toBe('invalid_grant');
    expect((await userinfo(rotated.body.access_token as string)).status).toBe(401);
    expect((await userinfo(first.body.access_token as string)).status).toBe(401);
  });

  it('userinfo without a valid access token is 401 invalid_token', async () => {
    const response = await fetch(`${h.emulator.url}/v1/oauth2/userinfo`, { headers: { Authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
  });
});

describe('given a logout request', () => {
  it('confirms only when a session exists and the id_token_hint does not name its user', async () => {
    const { session_token, user_id } = await signIn(h, 'idp.logout@example.com');
    const body = { client_id: PUBLIC_RP.client_id, post_logout_redirect_uri: 'http://localhost/logged-out', state: 'bye' };
    const anonymous = await h.call('POST', '/v1/oauth2/logout/start', body);
    expect(anonymous.body).toMatchObject({ consent_required: false, redirect_uri: 'http://localhost/logged-out?state=bye' });
    expect((await h.call('POST', '/v1/oauth2/logout/start', body, { bearer: session_token })).body.consent_required).toBe(true);

    const { redirect } = await consent(h, session_token, base(), true);
    const idToken = (await redeem(redirect!.searchParams.get('code')!)).body.id_token as string;
    const hinted = await h.call('POST', '/v1/oauth2/logout/start', { ...body, id_token_hint: idToken }, { bearer: session_token });
    expect(hinted.body.consent_required).toBe(false);
    const other = await signIn(h, 'idp.logout-other@example.com');
    expect(other.user_id).not.toBe(user_id);
    const mismatched = await h.call('POST', '/v1/oauth2/logout/start', { ...body, id_token_hint: idToken }, { bearer: other.session_token });
    expect(mismatched.body.consent_required).toBe(true);
  });

  it('an unknown client is 404; an unregistered post-logout URI is 400', async () => {
    const call = (over: object) => h.call('POST', '/v1/oauth2/logout/start', { client_id: PUBLIC_RP.client_id, post_logout_redirect_uri: 'http://localhost/logged-out', ...over });
    expect((await call({ client_id: 'nope' })).body.error_type).toBe('oauth2_client_not_found');
    expect((await call({ post_logout_redirect_uri: 'http://localhost/logged-out/' })).body.error_type).toBe('invalid_redirect_uri');
    expect((await call({ post_logout_redirect_uri: undefined })).body.error_type).toBe('invalid_request');
  });
});

describe('given a role that holds full_access', () => {
  it('full_access becomes grantable', async () => {
    const other = await startHarness({ config: { ...IDP_CONFIG, rbac_policy: { roles: [{ role_id: 'admin', scopes: ['full_access'] }] } } });
    try {
      const { session_token } = await signIn(other, 'idp.full@example.com');
      const start = await other.call('POST', '/v1/oauth2/authorize/start', base({ scopes: ['openid', 'full_access'] }), { bearer: session_token });
      expect(start.body.scope_results).toEqual([
        expect.objectContaining({ scope: 'openid', is_grantable: true }), expect.objectContaining({ scope: 'full_access', is_grantable: true }),
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('given an account whose email was never proven', () => {
  it('an unproven email is email_verified false in the id_token and userinfo', async () => {
    const email = 'idp.unproven@example.com';
    const created = await h.call('POST', '/v1/passwords', { email, password: STRONG });
    expect(created.status).toBe(201);
    const { redirect } = await consent(h, created.body.session_token, base({ scopes: ['openid', 'email'] }), true);
    const tokens = await redeem(redirect!.searchParams.get('code')!);
    expect(decodeJwt(tokens.body.id_token as string)).toMatchObject({ email, email_verified: false });
    expect((await userinfo(tokens.body.access_token as string)).body).toMatchObject({ email, email_verified: false });

    // Once the inbox is proven (a magic link), the same claims say so.
    const proven = await signIn(h, email);
    const again = await consent(h, proven.session_token, base({ scopes: ['openid', 'email'] }), true);
    const later = await redeem(again.redirect!.searchParams.get('code')!);
    expect(decodeJwt(later.body.id_token as string)).toMatchObject({ email, email_verified: true });
  });
});

describe('given a password reset', () => {
  it('a password reset ends the OAuth grants, access and refresh tokens too', async () => {
    const email = 'idp.reset@example.com';
    const { session_token } = await signIn(h, email);
    const { redirect } = await consent(h, session_token, base({ scopes: ['openid', 'email', 'offline_access'] }), true);
    const tokens = await redeem(redirect!.searchParams.get('code')!);
    expect((await userinfo(tokens.body.access_token as string)).status).toBe(200);

    await h.call('POST', '/v1/passwords/email/reset/start', { email });
    const { token: resetToken } = await tokenFromLink(h, email, 0);
    const reset = await h.call('POST', '/v1/passwords/email/reset', { token: resetToken, password: STRONG });
    expect(reset.status).toBe(200);

    expect((await userinfo(tokens.body.access_token as string)).status).toBe(401);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token as string, client_id: PUBLIC_RP.client_id });
    expect(refreshed.body.error).toBe('invalid_grant');
    // The consent given before the reset is gone: the app must ask again.
    const start = await h.call('POST', '/v1/oauth2/authorize/start', base({ scopes: ['openid', 'email', 'offline_access'] }), { bearer: reset.body.session_token });
    expect(start.body.consent_required).toBe(true);
  });
});
