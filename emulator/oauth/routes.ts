/**
 * Social sign-in, Portico's protocol (SPEC §7 oauth.{provider}.start, oauth authenticate, One
 * Tap): start sends the browser to the emulated provider's page (providers/); its form posts to
 * the callback here, which redirects to the host's login or signup URL with a single-use oauth
 * token.
 */
import { z } from 'zod';
import type { Context } from 'hono';
import type { EmulatorEnv, RouteModule } from '../context';
import { ApiError, type ErrorType } from '../core/errors';
import { ok, parseBody, parseQuery, readFields } from '../core/http';
import { assertVerifier, challengeMethod, codeChallenge, redirectTokenBody } from '../core/pkce';
import { withParams } from '../core/redirects';
import * as field from '../core/schemas';
import { googleClientId, googleProvider, isGoogleOrigin, verifyGoogleIdToken } from '../providers/google';
import { ONE_TAP_SCRIPT_PATH } from '../providers/oneTapRoutes';
import { PAGE_CSP, renderProblemPage, renderProviderPage } from '../providers/page';
import { isStartingBrowser, startingBrowser } from '../providers/browser';
import { isOAuthProvider, OAUTH_PROVIDERS } from '../providers/names';
import * as accounts from '../providers/accounts';
import * as store from './store';

const startQuery = z.object({
  login_redirect_url: field.redirectUrl,
  signup_redirect_url: field.redirectUrl,
  custom_scopes: z.string().max(2048).optional(),
  code_challenge: codeChallenge,
  code_challenge_method: challengeMethod,
});
const oneTap = z.object({
  id_token: z.string().min(1).max(8192),
  login_redirect_url: field.redirectUrl,
  signup_redirect_url: field.redirectUrl,
  code_challenge: codeChallenge,
  code_challenge_method: challengeMethod,
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

const name = z.string().trim().max(100).default('');
const callback = z.discriminatedUnion('action', [
  z.object({ action: z.literal('account'), state: z.string().min(1), subject: z.string().min(1).max(64) }),
  z.object({ action: z.literal('new'), state: z.string().min(1), email: z.string(), first_name: name, last_name: name }),
  z.object({ action: z.literal('cancel'), state: z.string().min(1) }),
]);

function html(c: Context<EmulatorEnv>, body: string) {
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('Cache-Control', 'no-store');
  return c.html(body);
}

/** A page for a person, with the error_type a program reads in X-Portico-Error-Type (not JSON: a browser shows it). */
function problem(c: Context<EmulatorEnv>, status: 400 | 404, errorType: ErrorType, body: string) {
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('Cache-Control', 'no-store');
  c.header('X-Portico-Error-Type', errorType);
  return c.html(body, status);
}

const expired = () =>
  renderProblemPage('This sign-in request has expired', 'It was already used or is more than 10 minutes old. Go back to the app and start again.');
const unknownProvider = (provider: string) => renderProblemPage('Unknown provider', `The emulator has no provider called ${provider}.`);

export const register: RouteModule = (app, ctx) => {
  app.get('/v1/oauth/:provider/start', (c) => {
    const provider = c.req.param('provider');
    const enabled = ctx.config.emulated_providers && ctx.config.oauth_providers.some((p) => p.type === provider && p.enabled);
    if (!isOAuthProvider(provider) || !enabled) throw new ApiError(404, 'oauth_provider_not_found');
    const query = parseQuery(c, startQuery);
    const state = ctx.token(32);
    store.saveFlow(ctx, state, {
      provider_type: provider,
      login_redirect_url: ctx.redirects.resolve('login', query.login_redirect_url),
      signup_redirect_url: ctx.redirects.resolve('signup', query.signup_redirect_url),
      custom_scopes: JSON.stringify((query.custom_scopes ?? '').split(/[\s,]+/).filter(Boolean)),
      provider_params: JSON.stringify(providerParams(c.req.query())),
      code_challenge: query.code_challenge ?? null,
      browser_hash: startingBrowser(c, ctx),
    });
    return c.redirect(`${ctx.origin}/oauth/emulated/${provider}?state=${encodeURIComponent(state)}`, 302);
  });

  app.post('/v1/oauth/authenticate', async (c) => {
    const body = await parseBody(c, redirectTokenBody);
    // Checked before the token is spent: a try from the wrong browser leaves it to its owner.
    const challenge = store.oauthTokenChallenge(ctx, body.token);
    if (challenge !== undefined) assertVerifier(challenge, body.code_verifier);
    const owner = store.consumeOAuthToken(ctx, body.token);
    if (!owner) throw new ApiError(401, 'oauth_token_not_found');
    const auth = await ctx.sessions.signIn(owner.user_id, { type: 'oauth', delivery_method: `oauth_${owner.provider_type}` }, body.session_duration_minutes);
    return ok(c, { ...auth, provider_type: owner.provider_type, provider_subject: owner.provider_subject });
  });

  // SPEC §5: One Tap needs an OAuth config, login and signup URLs, its own client (not the default
  // provider) and an authorised origin. The stand-in library answers `invalid_client` itself.
  app.get('/v1/oauth/google/onetap/client', (c) => {
    const google = googleProvider(ctx);
    if (!google || !ctx.config.emulated_providers) return ok(c, { fail_reason: 'oauth_config_not_found' });
    if (!ctx.config.redirect_urls.default_login.trim()) return ok(c, { fail_reason: 'no_login_redirect_urls_set' });
    if (!ctx.config.redirect_urls.default_signup.trim()) return ok(c, { fail_reason: 'no_signup_redirect_urls_set' });
    // Without its own client id Google runs on the emulator's shared default credentials, which One Tap refuses.
    if (!google.client_id) return ok(c, { fail_reason: 'default_provider_not_allowed' });
    const origin = c.req.query('origin') ?? c.req.header('Origin') ?? '';
    if (!isGoogleOrigin(ctx, origin)) return ok(c, { render_reason: 'unregistered_origin' });
    // The page gives this nonce to Google's library; the credential must carry it back.
    return ok(c, { client_id: google.client_id, script_url: `${ctx.origin}${ONE_TAP_SCRIPT_PATH}`, nonce: store.issueOneTapNonce(ctx) });
  });

  app.post('/v1/oauth/google/onetap', async (c) => {
    const body = await parseBody(c, oneTap);
    const clientId = googleClientId(ctx);
    if (!clientId) throw new ApiError(400, 'oauth_config_not_found');
    const loginUrl = ctx.redirects.resolve('login', body.login_redirect_url);
    const signupUrl = ctx.redirects.resolve('signup', body.signup_redirect_url);
    const who = await verifyGoogleIdToken(ctx, body.id_token, clientId);
    if (!who) throw new ApiError(401, 'invalid_id_token');
    // Minted for a prompt this emulator's client check began (a nonce it issued, once).
    if (!who.nonce || !store.spendOneTapNonce(ctx, who.nonce)) {
      throw new ApiError(401, 'invalid_id_token', 'The One Tap credential carries no nonce this project issued (or it was used or expired).');
    }
    // A credential signs in once: a replay within its hour is as invalid as a forgery.
    if (!store.spendOneTapCredential(ctx, body.id_token, who.expiresAtMs)) throw new ApiError(401, 'invalid_id_token');
    const account = { subject: who.sub, email: who.email, first_name: who.given_name, last_name: who.family_name };
    const { userId, created } = store.linkUser(ctx, 'google', account);
    const token = store.issueOAuthToken(ctx, userId, 'google', who.sub, body.code_challenge ?? null);
    return ok(c, { redirect_url: withParams(created ? signupUrl : loginUrl, { stytch_token_type: 'oauth', token }) });
  });

  // The emulated providers.
  const page = (c: Context<EmulatorEnv>, provider: keyof typeof OAUTH_PROVIDERS, state: string, error?: string) =>
    renderProviderPage({
      provider,
      label: OAUTH_PROVIDERS[provider],
      state,
      projectName: ctx.config.project_name,
      accounts: accounts.emulatedAccounts(ctx, provider),
      ...(error ? { error } : {}),
    });

  app.get('/oauth/emulated/:provider', (c) => {
    const provider = c.req.param('provider');
    if (!isOAuthProvider(provider)) return problem(c, 404, 'oauth_provider_not_found', unknownProvider(provider));
    const state = c.req.query('state') ?? '';
    if (!state || !store.findFlow(ctx, state, provider)) return problem(c, 400, 'invalid_state', expired());
    return html(c, page(c, provider, state));
  });

  app.post('/oauth/emulated/:provider/callback', async (c) => {
    const provider = c.req.param('provider');
    if (!isOAuthProvider(provider)) return problem(c, 404, 'oauth_provider_not_found', unknownProvider(provider));
    const incomplete = (type: ErrorType) =>
      problem(c, 400, type, renderProblemPage('Invalid request', 'The sign-in form was incomplete. Go back and try again.'));
    // A body that is not a readable form is a 400 like any other bad form, never a 500.
    const data = await readFields(c).catch((err: unknown) => {
      if (err instanceof ApiError) return err;
      throw err;
    });
    if (data instanceof ApiError) return incomplete(data.error_type);
    const parsed = callback.safeParse(data);
    if (!parsed.success) return incomplete('invalid_request');
    const form = parsed.data;
    const flow = store.findFlow(ctx, form.state, provider);
    if (!flow) return problem(c, 400, 'invalid_state', expired());
    // Login CSRF: another site's form post, or a browser that did not start this flow.
    if (!isStartingBrowser(c, ctx, flow.browser_hash)) {
      return problem(c, 400, 'invalid_state', renderProblemPage('This sign-in was started elsewhere', 'This browser did not start this sign-in. Go back to the app and start again.'));
    }

    if (form.action === 'cancel') {
      store.spendFlow(ctx, form.state);
      return c.redirect(withParams(flow.login_redirect_url, {
        stytch_token_type: 'oauth',
        error: 'oauth_flow_callback_error',
        error_description: `The person cancelled signing in with ${OAUTH_PROVIDERS[provider]}.`,
      }), 302);
    }
    let account;
    if (form.action === 'account') {
      account = accounts.emulatedAccount(ctx, provider, form.subject);
      if (!account) return problem(c, 400, 'invalid_request', page(c, provider, form.state, 'That account does not exist. Choose another one.'));
    } else {
      const email = field.email.safeParse(form.email);
      if (!email.success) return problem(c, 400, 'invalid_email', page(c, provider, form.state, 'Enter a valid email address.'));
      account = accounts.upsertEmulatedAccount(ctx, provider, email.data, form);
    }
    // Spent only now, so a typo above leaves the person on a working page.
    if (!store.spendFlow(ctx, form.state)) return problem(c, 400, 'invalid_state', expired());
    const { userId, created } = store.linkUser(ctx, provider, account);
    const token = store.issueOAuthToken(ctx, userId, provider, account.subject, flow.code_challenge);
    const target = created ? flow.signup_redirect_url : flow.login_redirect_url;
    return c.redirect(withParams(target, { stytch_token_type: 'oauth', token }), 302);
  });
};
