/**
 * The emulated providers as standard OAuth 2.0 / OIDC servers, as a backend's own client sees them:
 * openid-client v6 discovers the emulated Google, runs code + PKCE with a nonce and validates the
 * id_token; the emulated GitHub (plain OAuth 2.0) answers a code with an access token and a
 * userinfo. The person's part (the provider page, its form) is a browser's requests with its cookie.
 */
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: { oauth_providers: [
    { type: 'google', enabled: true, one_tap: false, client_id: 'emulated-google-client.apps.portico.dev', client_secret: 'google-dev-secret' },
    { type: 'github', enabled: true, one_tap: false },
  ] } });
});
afterAll(async () => {
  await h?.close();
});

const insecure = { execute: [client.allowInsecureRequests] };
const REDIRECT = 'http://localhost:3999/api/auth/oauth2/callback';

/** A browser on the provider page: opens the authorize URL, then posts the page's form. */
async function personAt(authorizeUrl: string, fields: Record<string, string>): Promise<{ page: string; location: string; status: number }> {
  const opened = await fetch(authorizeUrl, { redirect: 'manual' });
  const page = await opened.text();
  expect(opened.status, page).toBe(200);
  const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
  const request = /name="request" value="([^"]+)"/.exec(page)?.[1];
  expect(request).toBeTruthy();
  const action = new URL(authorizeUrl).pathname;
  const posted = await fetch(`${new URL(authorizeUrl).origin}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams({ request: request!, ...fields }),
  });
  return { page, location: posted.headers.get('location') ?? '', status: posted.status };
}

describe('the emulated Google as an OpenID Connect provider', () => {
  it('openid-client discovers it, runs code + PKCE + nonce, validates the id_token and reads userinfo', async () => {
    const issuer = new URL(`${h.emulator.url}/oauth/emulated/google`);
    const config = await client.discovery(issuer, 'emulated-google-client.apps.portico.dev', 'google-dev-secret', undefined, insecure);
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT, scope: 'openid email profile', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', nonce, state,
    });
    const { page, location, status } = await personAt(url.href, { action: 'new', email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' });
    expect(page).toContain('Emulated Google');
    expect(status).toBe(302);
    expect(location.startsWith(REDIRECT)).toBe(true);
    const tokens = await client.authorizationCodeGrant(config, new URL(location), { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state });
    const claims = tokens.claims()!;
    expect(claims.email).toBe('grace@example.com');
    expect(claims.iss).toBe(issuer.href);
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({ sub: claims.sub, email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' });
    // A code buys tokens once.
    await expect(client.authorizationCodeGrant(config, new URL(location), { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state })).rejects.toThrow();
  });

  it('refuses a wrong client secret and a wrong PKCE verifier', async () => {
    const issuer = new URL(`${h.emulator.url}/oauth/emulated/google`);
    const wrongSecret = await client.discovery(issuer, 'emulated-google-client.apps.portico.dev', 'not-the-secret', undefined, insecure);
    const config = await client.discovery(issuer, 'emulated-google-client.apps.portico.dev', 'google-dev-secret', undefined, insecure);
    for (const [cfg, verifierOf] of [[wrongSecret, (v: string) => v], [config, () => client.randomPKCECodeVerifier()]] as const) {
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(cfg, { redirect_uri: REDIRECT, scope: 'openid email', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state });
      const { location } = await personAt(url.href, { action: 'new', email: 'grace@example.com' });
      await expect(client.authorizationCodeGrant(cfg, new URL(location), { pkceCodeVerifier: verifierOf(verifier), expectedState: state })).rejects.toThrow();
    }
  });
});

describe('the emulated GitHub as a plain OAuth 2.0 provider', () => {
  const authorize = (challenge: string, redirect = REDIRECT) =>
    `${h.emulator.url}/oauth/emulated/github/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'any-dev-client', redirect_uri: redirect, state: 'st-1', scope: 'user:email', code_challenge: challenge, code_challenge_method: 'S256' })}`;

  it('code + PKCE → access token (no id_token) → userinfo with `id`', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const { location } = await personAt(authorize(await client.calculatePKCECodeChallenge(verifier)), { action: 'new', email: 'octo@example.com', first_name: 'Octo', last_name: 'Cat' });
    const back = new URL(location);
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.has('iss')).toBe(false);
    const token = await fetch(`${h.emulator.url}/oauth/emulated/github/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: 'any-dev-client', client_secret: 'x', code_verifier: verifier }),
    });
    const body = (await token.json()) as Record<string, unknown>;
    expect(token.status).toBe(200);
    expect(body.id_token).toBeUndefined();
    const info = await fetch(`${h.emulator.url}/oauth/emulated/github/userinfo`, { headers: { Authorization: `Bearer ${String(body.access_token)}` } });
    expect(await info.json()).toMatchObject({ email: 'octo@example.com', email_verified: true, name: 'Octo Cat' });
    // GitHub is not OIDC: no discovery document.
    expect((await fetch(`${h.emulator.url}/oauth/emulated/github/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('Cancel on the page sends the person back with access_denied and the state', async () => {
    const { location } = await personAt(authorize(await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier())), { action: 'cancel' });
    const back = new URL(location);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-1');
  });

  it('bad requests are 4xx with an error type, never a redirect to an untrusted URI or a 5xx', async () => {
    const challenge = await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier());
    const elsewhere = await fetch(authorize(challenge, 'https://attacker.example/cb'), { redirect: 'manual' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('x-portico-error-type')).toBe('invalid_request');
    const noPkce = await fetch(`${h.emulator.url}/oauth/emulated/github/authorize?response_type=code&client_id=a&redirect_uri=${encodeURIComponent(REDIRECT)}`, { redirect: 'manual' });
    expect(noPkce.status).toBe(400);
    const token = await fetch(`${h.emulator.url}/oauth/emulated/github/token`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{' });
    expect(token.status).toBe(400);
    expect(((await token.json()) as { error_type: string }).error_type).toBe('invalid_request');
    const garbage = await fetch(`${h.emulator.url}/oauth/emulated/github/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code&code=nope&redirect_uri=x&client_id=a&code_verifier=b' });
    expect(garbage.status).toBe(400);
    expect((await fetch(`${h.emulator.url}/oauth/emulated/github/userinfo`)).status).toBe(401);
    const form = await fetch(`${h.emulator.url}/oauth/emulated/github/authorize`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'request=unknown&action=cancel' });
    expect(form.status).toBe(400);
  });
});
