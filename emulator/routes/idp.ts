/**
 * The identity provider's widget calls (SPEC §4 "Identity provider", §7 IDP authorize start /
 * submit / logout start). The token, userinfo and discovery endpoints are in idp-token.ts and
 * oidc-discovery.ts.
 */
import { z } from 'zod';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import type { EmulatorContext, RouteModule } from '../context';
import { ApiError } from '../errors';
import { ok, parseBody } from '../http';
import { authorizeParams, findClient, prepareAuthorization, promptValues, publicClient } from '../idp/authorize';
import { isRegisteredUri, withQuery } from '../idp/pkce';
import { issueCode, saveGrants } from '../idp/store';

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
      ok(c, { redirect_uri: withQuery(params.redirect_uri, { ...fields, state: params.state, iss: ctx.origin }) });

    if (prepared.consentRequired) {
      if (promptValues(params.prompt).has('none')) return answer({ error: 'consent_required' });
      if (!params.consent_granted) return answer({ error: 'access_denied', error_description: 'The user denied the request.' });
      saveGrants(ctx, user.user_id, prepared.client.client_id, prepared.grantable);
    }
    // Without a consent screen (SPEC §4) the widget submits consent_granted false: the earlier grant stands.
    const code = issueCode(ctx, {
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
      redirect_uri: withQuery(params.post_logout_redirect_uri, { state: params.state }),
    });
  });
};
