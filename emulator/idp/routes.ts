/**
 * The identity provider: the widget's calls (SPEC §4 "Identity provider", §7 IDP authorize start /
 * submit / logout start), the OAuth 2.0 token and OIDC userinfo endpoints a relying party's server
 * calls (RFC 6749 errors, see token.ts), and OIDC discovery. The authorization and end-session
 * endpoints are a page (demo/idp.html) where the IdP widget reads the query string.
 */
import { z } from 'zod';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { authorizeParams, findClient, isRegisteredUri, prepareAuthorization, promptValues, publicClient } from './authorize';
import { withParams } from '../core/redirects';
import { scopedClaims } from './idToken';
import * as store from './store';
import { OAuthError, readParams } from '../core/oauth2';
import { authenticateClient, authorizationCode, refreshToken } from './token';

const authorizeSubmit = authorizeParams.extend({ consent_granted: z.boolean() });
const logoutStart = z.object({
  client_id: z.string().min(1).max(256),
  post_logout_redirect_uri: z.string().min(1).max(2048),
  id_token_hint: z.string().max(8192).optional(),
  state: z.string().max(2048).optional(),
});

/**
 * True when the hint is an id_token this emulator issued to `clientId` for `userId`. An expired
 * hint still counts (OIDC RP-Initiated Logout §2): it only says who the app thinks is signed in.
 */
async function hintNames(ctx: EmulatorContext, hint: string, clientId: string, userId: string): Promise<boolean> {
  try {
    const { payload } = await compactVerify(hint, createLocalJWKSet(ctx.keys.jwks() as JSONWebKeySet));
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { iss?: unknown; aud?: unknown; sub?: unknown };
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    return claims.iss === ctx.origin && audiences.includes(clientId) && claims.sub === userId;
  } catch {
    return false;
  }
}

export const register: RouteModule = (app, ctx) => {
  app.post('/v1/oauth2/authorize/start', async (c) => {
    const { user } = await ctx.sessions.require(c);
    const params = await parseBody(c, authorizeParams);
    const prepared = prepareAuthorization(ctx, user, params);
    return ok(c, {
      consent_required: prepared.consentRequired,
      client: publicClient(prepared.client),
      scope_results: prepared.scopeResults,
    });
  });

  app.post('/v1/oauth2/authorize', async (c) => {
    const { user, session } = await ctx.sessions.require(c);
    const params = await parseBody(c, authorizeSubmit);
    const prepared = prepareAuthorization(ctx, user, params);
    // RFC 9207: the issuer travels with the answer, so the app can tell which server replied.
    const answer = (fields: Record<string, string | undefined>) =>
      ok(c, { redirect_uri: withParams(params.redirect_uri, { ...fields, state: params.state, iss: ctx.origin }) });

    if (prepared.consentRequired) {
      if (promptValues(params.prompt).has('none')) return answer({ error: 'consent_required' });
      if (!params.consent_granted) return answer({ error: 'access_denied', error_description: 'The user denied the request.' });
      store.saveGrants(ctx, user.user_id, prepared.client.client_id, prepared.grantable);
    }
    // Without a consent screen (SPEC §4) the widget submits consent_granted false: the earlier grant stands.
    const code = store.issueCode(ctx, {
      client_id: prepared.client.client_id,
      user_id: user.user_id,
      redirect_uri: params.redirect_uri,
      code_challenge: params.code_challenge ?? null,
      nonce: params.nonce ?? null,
      scopes: prepared.grantable.join(' '),
      auth_time: Date.parse(session.started_at),
    });
    return answer({ code });
  });

  app.post('/v1/oauth2/logout/start', async (c) => {
    const params = await parseBody(c, logoutStart);
    const client = findClient(ctx, params.client_id);
    if (!isRegisteredUri(params.post_logout_redirect_uri, client.post_logout_redirect_uris)) {
      throw new ApiError(400, 'invalid_redirect_uri', 'post_logout_redirect_uri is not registered for this client (it must match exactly).');
    }
    // The session is optional here: without one there is nothing to confirm.
    const auth = c.req.header('Authorization') ? await ctx.sessions.require(c).catch(() => null) : null;
    const matches = auth && params.id_token_hint ? await hintNames(ctx, params.id_token_hint, client.client_id, auth.user.user_id) : false;
    return ok(c, {
      consent_required: auth !== null && !matches,
      redirect_uri: withParams(params.post_logout_redirect_uri, { state: params.state }),
    });
  });

  app.post('/v1/oauth2/token', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    try {
      const params = await readParams(c);
      const client = authenticateClient(ctx, c, params);
      if (!params.grant_type) throw new OAuthError(400, 'invalid_request', 'grant_type is required.');
      if (params.grant_type === 'authorization_code') return c.json(await authorizationCode(ctx, client, params));
      if (params.grant_type === 'refresh_token') return c.json(await refreshToken(ctx, client, params));
      throw new OAuthError(400, 'unsupported_grant_type', 'Supported: authorization_code, refresh_token.');
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err;
      if (err.error === 'invalid_client' && c.req.header('Authorization')) c.header('WWW-Authenticate', 'Basic realm="portico"');
      return c.json({ error: err.error, error_description: err.description }, err.status);
    }
  });

  const userinfo = (c: Context<EmulatorEnv>) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    const row = bearer ? store.findToken(ctx, bearer, 'access') : null;
    const user = row ? ctx.users.get(row.user_id) : null;
    if (!row || !user) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json({ error: 'invalid_token', error_description: 'Missing, unknown, expired or revoked access token.' }, 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.json(scopedClaims(user, row.scopes.split(' ')));
  };
  app.get('/v1/oauth2/userinfo', userinfo);
  app.post('/v1/oauth2/userinfo', userinfo);

  app.get('/.well-known/openid-configuration', (c) => {
    const o = ctx.origin;
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      issuer: o,
      authorization_endpoint: `${o}/demo/idp.html`,
      token_endpoint: `${o}/v1/oauth2/token`,
      userinfo_endpoint: `${o}/v1/oauth2/userinfo`,
      jwks_uri: `${o}/.well-known/jwks.json`,
      end_session_endpoint: `${o}/demo/idp.html`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access', ...ctx.config.rbac_policy.scopes.map((s) => s.scope)],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'at_hash', 'azp', 'email', 'email_verified',
        'name', 'given_name', 'family_name', 'updated_at', 'phone_number', 'phone_number_verified'],
      prompt_values_supported: ['none', 'consent', 'login'],
      authorization_response_iss_parameter_supported: true,
    });
  });
};
