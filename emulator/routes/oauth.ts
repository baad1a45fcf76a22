/**
 * Social sign-in API (SPEC §7 oauth.{provider}.start, oauth authenticate, One Tap): start sends
 * the browser to the emulated provider; the provider's redirect brings back a single-use token.
 */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ApiError } from '../errors';
import { ok, parseBody, parseQuery } from '../http';
import { isProjectOrigin } from '../passkeys/relying-party';
import * as field from '../schemas';
import { googleClientId, verifyGoogleIdToken } from '../social/google';
import { isOAuthProvider } from '../social/providers';
import { consumeOAuthToken, issueOAuthToken, linkUser, saveFlow } from '../social/store';
import { withParams } from '../core/email-tokens';

const startQuery = z.object({
  login_redirect_url: field.redirectUrl,
  signup_redirect_url: field.redirectUrl,
  custom_scopes: z.string().max(2048).optional(),
});
const authenticate = z.object({ token: z.string().min(1).max(512), session_duration_minutes: field.sessionDurationMinutes });
const oneTap = z.object({
  id_token: z.string().min(1).max(8192),
  login_redirect_url: field.redirectUrl,
  signup_redirect_url: field.redirectUrl,
});

/** `provider_params[prompt]=consent` → { prompt: 'consent' }. */
function providerParams(query: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = /^provider_params\[([^\]]{1,64})\]$/.exec(key);
    if (match) params[match[1]!] = value;
  }
  return params;
}

export const register: RouteModule = (app, ctx) => {
  app.get('/v1/oauth/:provider/start', (c) => {
    const provider = c.req.param('provider');
    const enabled = ctx.config.oauth_providers.some((p) => p.type === provider && p.enabled);
    if (!isOAuthProvider(provider) || !enabled) throw new ApiError(404, 'oauth_provider_not_found');
    const query = parseQuery(c, startQuery);
    const state = ctx.token(32);
    saveFlow(ctx, state, {
      provider_type: provider,
      login_redirect_url: ctx.redirects.resolve('login', query.login_redirect_url),
      signup_redirect_url: ctx.redirects.resolve('signup', query.signup_redirect_url),
      custom_scopes: JSON.stringify((query.custom_scopes ?? '').split(/[\s,]+/).filter(Boolean)),
      provider_params: JSON.stringify(providerParams(c.req.query())),
    });
    return c.redirect(`${ctx.origin}/oauth/emulated/${provider}?state=${encodeURIComponent(state)}`, 302);
  });

  app.post('/v1/oauth/authenticate', async (c) => {
    const body = await parseBody(c, authenticate);
    const owner = consumeOAuthToken(ctx, body.token);
    if (!owner) throw new ApiError(401, 'oauth_token_not_found');
    const auth = await ctx.sessions.issue(owner.user_id, { type: 'oauth', delivery_method: `oauth_${owner.provider_type}` }, body.session_duration_minutes);
    return ok(c, { ...auth, provider_type: owner.provider_type, provider_subject: owner.provider_subject });
  });

  // SPEC §5: One Tap needs an OAuth config, login and signup URLs, an authorised host and a known client.
  app.get('/v1/oauth/google/onetap/client', (c) => {
    const google = ctx.config.oauth_providers.find((p) => p.type === 'google' && p.enabled);
    if (!google) return ok(c, { fail_reason: 'oauth_config_not_found' });
    if (!ctx.config.redirect_urls.default_login.trim()) return ok(c, { fail_reason: 'no_login_redirect_urls_set' });
    if (!ctx.config.redirect_urls.default_signup.trim()) return ok(c, { fail_reason: 'no_signup_redirect_urls_set' });
    const origin = c.req.query('origin') ?? c.req.header('Origin') ?? '';
    if (!isProjectOrigin(ctx.config.allowed_origins, origin)) return ok(c, { render_reason: 'unregistered_origin' });
    // Without its own client id the provider runs on shared credentials, which Google One Tap rejects.
    if (!google.client_id) return ok(c, { render_reason: 'invalid_client' });
    return ok(c, { client_id: google.client_id, script_url: `${ctx.origin}/oauth/emulated/google/onetap.js` });
  });

  app.post('/v1/oauth/google/onetap', async (c) => {
    const body = await parseBody(c, oneTap);
    const clientId = googleClientId(ctx);
    if (!clientId) throw new ApiError(400, 'oauth_config_not_found');
    const loginUrl = ctx.redirects.resolve('login', body.login_redirect_url);
    const signupUrl = ctx.redirects.resolve('signup', body.signup_redirect_url);
    const who = await verifyGoogleIdToken(ctx, body.id_token, clientId);
    if (!who) throw new ApiError(401, 'invalid_id_token');
    const account = { subject: who.sub, email: who.email, first_name: who.given_name, last_name: who.family_name };
    const { userId, created } = linkUser(ctx, 'google', account);
    const token = issueOAuthToken(ctx, userId, 'google', who.sub);
    return ok(c, { redirect_url: withParams(created ? signupUrl : loginUrl, { stytch_token_type: 'oauth', token }) });
  });
};
