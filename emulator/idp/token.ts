/**
 * The OAuth 2.0 token endpoint's grants. A relying party's server calls it, so it speaks RFC 6749
 * (form bodies, `{ error, error_description }`), not the widget protocol: OAuthError is the one
 * error it raises, and the route turns it into that body.
 */
import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { OAuthError } from '../core/oauth2';
import { verifyS256 } from '../core/pkce';
import { safeEqual } from '../core/random';
import { atHash, scopedClaims } from './idToken';
import * as store from './store';
import type { IdpClient } from './authorize';

/** client_secret_basic, client_secret_post, or none (public clients). */
export function authenticateClient(ctx: EmulatorContext, c: Context<EmulatorEnv>, params: Record<string, string>): IdpClient {
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  let id = params.client_id;
  let secret = params.client_secret;
  if (basic) {
    if (secret) throw new OAuthError(400, 'invalid_request', 'Use one client authentication method, not two.');
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError(401, 'invalid_client', 'Malformed Basic credentials.');
    const rawId = decoded.slice(0, colon);
    const rawSecret = decoded.slice(colon + 1);
    // RFC 6749 §2.3.1: both halves are form-urlencoded before joining.
    try {
      id = decodeURIComponent(rawId.replace(/\+/g, ' '));
      secret = decodeURIComponent(rawSecret.replace(/\+/g, ' '));
    } catch {
      throw new OAuthError(401, 'invalid_client', 'Malformed Basic credentials.');
    }
    if (params.client_id && params.client_id !== id) throw new OAuthError(400, 'invalid_request', 'client_id differs from the Basic credentials.');
  }
  const client = id ? ctx.config.idp_clients.find((x) => x.client_id === id) : undefined;
  if (!client) throw new OAuthError(401, 'invalid_client', 'Unknown client.');
  if (!client.public && !(secret && client.client_secret && safeEqual(secret, client.client_secret))) {
    throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
  }
  return client;
}

async function tokenResponse(ctx: EmulatorContext, client: IdpClient, grant: { user_id: string; scopes: string; auth_time: number; code_hash: string | null; nonce?: string | null }) {
  const base = { client_id: client.client_id, user_id: grant.user_id, scopes: grant.scopes, auth_time: grant.auth_time, code_hash: grant.code_hash };
  const scopes = grant.scopes.split(' ').filter(Boolean);
  const accessToken = store.issueToken(ctx, 'access', base);
  const body: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: store.ACCESS_TOKEN_SECONDS, scope: grant.scopes };
  if (scopes.includes('offline_access')) body.refresh_token = store.issueToken(ctx, 'refresh', base);
  const user = ctx.users.get(grant.user_id);
  if (scopes.includes('openid') && user) {
    body.id_token = await ctx.keys.sign({
      ...scopedClaims(user, scopes),
      aud: client.client_id,
      azp: client.client_id,
      auth_time: Math.floor(grant.auth_time / 1000),
      at_hash: atHash(accessToken),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    }, { expiresInSeconds: store.ACCESS_TOKEN_SECONDS });
  }
  return body;
}

export async function authorizationCode(ctx: EmulatorContext, client: IdpClient, p: Record<string, string>) {
  if (!p.code || !p.redirect_uri) throw new OAuthError(400, 'invalid_request', 'code and redirect_uri are required.');
  const code = store.findCode(ctx, p.code);
  if (!code || code.client_id !== client.client_id) throw new OAuthError(400, 'invalid_grant', 'Unknown authorization code.');
  if (code.used_at !== null) {
    store.revokeTokensFromCode(ctx, code.code_hash);
    throw new OAuthError(400, 'invalid_grant', 'The authorization code was already used; the tokens it gave are revoked.');
  }
  if (code.expires_at <= ctx.now().getTime()) throw new OAuthError(400, 'invalid_grant', 'The authorization code expired.');
  if (code.redirect_uri !== p.redirect_uri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri differs from the authorization request.');
  if (code.code_challenge) {
    if (!p.code_verifier || !verifyS256(p.code_verifier, code.code_challenge)) throw new OAuthError(400, 'invalid_grant', 'PKCE verification failed.');
  } else if (p.code_verifier) {
    throw new OAuthError(400, 'invalid_grant', 'code_verifier sent, but the authorization request had no code_challenge.');
  }
  if (!store.spendCode(ctx, code.code_hash)) throw new OAuthError(400, 'invalid_grant', 'The authorization code was already used.');
  return tokenResponse(ctx, client, code);
}

export async function refreshToken(ctx: EmulatorContext, client: IdpClient, p: Record<string, string>) {
  if (!p.refresh_token) throw new OAuthError(400, 'invalid_request', 'refresh_token is required.');
  const row = store.findRefreshToken(ctx, p.refresh_token);
  if (!row || row.client_id !== client.client_id) throw new OAuthError(400, 'invalid_grant', 'Unknown refresh token.');
  // RFC 9700 §4.14: a rotated token presented again means two holders; end the whole family.
  const reused = () => {
    if (row.code_hash) store.revokeTokensFromCode(ctx, row.code_hash);
    return new OAuthError(400, 'invalid_grant', 'The refresh token was already used; every token of its grant is revoked.');
  };
  if (row.revoked_at !== null) throw reused();
  if (row.expires_at <= ctx.now().getTime()) throw new OAuthError(400, 'invalid_grant', 'The refresh token expired.');
  const held = row.scopes.split(' ').filter(Boolean);
  const asked = p.scope ? p.scope.split(' ').filter(Boolean) : held;
  // RFC 6749 §6: a refresh may narrow the scope, never widen it.
  if (asked.some((s) => !held.includes(s))) throw new OAuthError(400, 'invalid_scope', 'The scope exceeds what was granted.');
  // Rotation: the old refresh token stops working as the new one is issued; losing a race is a reuse.
  if (!store.revokeToken(ctx, row.token_hash)) throw reused();
  return tokenResponse(ctx, client, { user_id: row.user_id, scopes: asked.join(' '), auth_time: row.auth_time, code_hash: row.code_hash });
}
