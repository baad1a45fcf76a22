/**
 * The OIDC identity provider seen by a real relying party: openid-client v6 discovers the
 * emulator, sends a person through authorization code + PKCE S256 (consent given through the
 * widget's HTTP calls, with a session from a magic link), and validates the id_token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { signIn, startHarness, type Harness } from './harness';
import { consent, IDP_CONFIG, PUBLIC_RP, SERVER_RP } from './idpFixtures';

let h: Harness;
let bearer: string;
let userId: string;

beforeAll(async () => {
  h = await startHarness({ config: IDP_CONFIG });
  const auth = await signIn(h, 'rp.person@example.com');
  bearer = auth.session_token;
  userId = auth.user_id;
});
afterAll(() => h.close());

// openid-client refuses plain http unless told; the emulator runs on http://localhost.
const insecure = { execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks] };

/** The relying party's side up to the redirect back: authorization URL → widget consent → callback URL. */
async function authorize(config: client.Configuration, redirectUri: string, scope: string, granted = true) {
  const verifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope, nonce, state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  expect(`${url.origin}${url.pathname}`).toBe(`${h.emulator.url}/demo/idp.html`);
  // The IdP widget on that page reads the query string (SPEC §2 IDPConsent) and calls the API.
  const q = url.searchParams;
  const { redirect } = await consent(h, bearer, {
    client_id: q.get('client_id')!, redirect_uri: q.get('redirect_uri')!, response_type: q.get('response_type')!,
    scopes: q.get('scope')!.split(' '), state: q.get('state')!, nonce: q.get('nonce')!,
    code_challenge: q.get('code_challenge')!, code_challenge_method: q.get('code_challenge_method')!,
  }, granted);
  return { callback: redirect!, verifier, nonce, state };
}

describe('given a public relying party using openid-client', () => {
  it('discovery describes the emulator as issuer with code + S256 only', async () => {
    const config = await client.discovery(new URL(h.emulator.url), PUBLIC_RP.client_id, undefined, client.None(), insecure);
    const meta = config.serverMetadata();
    expect(meta).toMatchObject({
      issuer: h.emulator.url, token_endpoint: `${h.emulator.url}/v1/oauth2/token`, jwks_uri: `${h.emulator.url}/.well-known/jwks.json`,
      response_types_supported: ['code'], code_challenge_methods_supported: ['S256'], id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(meta.supportsPKCE()).toBe(true);
  });

  it('completes code + PKCE; the id_token verifies against the JWKS with iss, aud and nonce', async () => {
    const config = await client.discovery(new URL(h.emulator.url), PUBLIC_RP.client_id, undefined, client.None(), insecure);
    const { callback, verifier, nonce, state } = await authorize(config, 'http://localhost/callback', 'openid email profile offline_access');
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: h.emulator.url, aud: PUBLIC_RP.client_id, sub: userId, nonce, email: 'rp.person@example.com', email_verified: true });
    expect(tokens.scope).toBe('openid email profile offline_access');

    // Independently of openid-client: the signature checks out with the published keys.
    const jwks = createRemoteJWKSet(new URL(`${h.emulator.url}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token!, jwks, { issuer: h.emulator.url, audience: PUBLIC_RP.client_id });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.at_hash).toEqual(expect.any(String));

    const info = await client.fetchUserInfo(config, tokens.access_token, userId);
    expect(info).toMatchObject({ sub: userId, email: 'rp.person@example.com' });

    // offline_access gave a refresh token; refreshing rotates it.
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a code works once: reuse is invalid_grant and revokes the tokens it gave', async () => {
    const config = await client.discovery(new URL(h.emulator.url), PUBLIC_RP.client_id, undefined, client.None(), insecure);
    const { callback, verifier, nonce, state } = await authorize(config, 'http://localhost/callback', 'openid email');
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state });
    expect(tokens.refresh_token).toBeUndefined();
    await expect(client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state }))
      .rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(config, tokens.access_token, userId)).rejects.toThrow();
  });

  it('a wrong PKCE verifier is invalid_grant', async () => {
    const config = await client.discovery(new URL(h.emulator.url), PUBLIC_RP.client_id, undefined, client.None(), insecure);
    const { callback, nonce, state } = await authorize(config, 'http://localhost/callback', 'openid');
    await expect(client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedNonce: nonce, expectedState: state }))
      .rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('denial comes back as error=access_denied with the state', async () => {
    const config = await client.discovery(new URL(h.emulator.url), PUBLIC_RP.client_id, undefined, client.None(), insecure);
    const { callback, verifier, state } = await authorize(config, 'http://localhost/callback', 'openid phone', false);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('code')).toBeNull();
    await expect(client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state }))
      .rejects.toMatchObject({ error: 'access_denied' });
  });
});

describe('given a confidential relying party', () => {
  it('authenticates with client_secret_basic, and a wrong secret is invalid_client', async () => {
    const config = await client.discovery(new URL(h.emulator.url), SERVER_RP.client_id, undefined, client.ClientSecretBasic(SERVER_RP.client_secret), insecure);
    const { callback, verifier, nonce, state } = await authorize(config, 'http://localhost:5000/cb', 'openid email');
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state });
    expect(tokens.claims()?.aud).toBe(SERVER_RP.client_id);

    const wrong = await client.discovery(new URL(h.emulator.url), SERVER_RP.client_id, undefined, client.ClientSecretPost('nope'), insecure);
    const second = await authorize(wrong, 'http://localhost:5000/cb', 'openid');
    await expect(client.authorizationCodeGrant(wrong, second.callback, { pkceCodeVerifier: second.verifier, expectedNonce: second.nonce, expectedState: second.state }))
      .rejects.toMatchObject({ error: 'invalid_client' });
  });
});
