/**
 * The emulated providers (not part of the protocol: they stand in for google.com, github.com, ...).
 * GET the sign-in page, POST its form to the callback, which redirects to the host's login or
 * signup URL with a single-use oauth token. Google can also mint One Tap id_tokens for tests.
 */
import { z } from 'zod';
import type { Context } from 'hono';
import type { EmulatorEnv, RouteModule } from '../context';
import { ApiError } from '../errors';
import { ok, validationError } from '../http';
import * as field from '../schemas';
import { withParams } from '../core/email-tokens';
import { googleClientId, googleJwks, mintGoogleIdToken } from '../social/google';
import { PAGE_CSP, renderProblemPage, renderProviderPage } from '../social/page';
import { isOAuthProvider, OAUTH_PROVIDERS } from '../social/providers';
import * as store from '../social/store';

const name = z.string().trim().max(100).default('');
const callback = z.discriminatedUnion('action', [
  z.object({ action: z.literal('account'), state: z.string().min(1), subject: z.string().min(1).max(64) }),
  z.object({ action: z.literal('new'), state: z.string().min(1), email: z.string(), first_name: name, last_name: name }),
  z.object({ action: z.literal('cancel'), state: z.string().min(1) }),
]);
const mint = z.object({ email: field.email, first_name: name, last_name: name, nonce: z.string().max(256).optional() });

function html(c: Context<EmulatorEnv>, body: string, status: 200 | 400 | 404 = 200) {
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

const expired = () =>
  renderProblemPage('This sign-in request has expired', 'It was already used or is more than 10 minutes old. Go back to the app and start again.');

/** A form post or JSON, as an object of strings. */
async function formOrJson(c: Context<EmulatorEnv>): Promise<Record<string, unknown>> {
  if ((c.req.header('Content-Type') ?? '').includes('application/json')) return ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string'));
}

export const register: RouteModule = (app, ctx) => {
  const page = (c: Context<EmulatorEnv>, provider: keyof typeof OAUTH_PROVIDERS, state: string, error?: string) =>
    renderProviderPage({
      provider,
      label: OAUTH_PROVIDERS[provider],
      state,
      projectName: ctx.config.project_name,
      accounts: store.emulatedAccounts(ctx, provider),
      ...(error ? { error } : {}),
    });

  app.get('/oauth/emulated/google/jwks.json', async (c) => c.json(await googleJwks(ctx)));

  // For tests and the demo: what Google's One Tap prompt would hand the page after a tap.
  app.post('/oauth/emulated/google/id_token', async (c) => {
    const data = await formOrJson(c);
    const parsed = mint.safeParse(data);
    if (!parsed.success) throw validationError(parsed.error, data);
    const clientId = googleClientId(ctx);
    if (!clientId) throw new ApiError(400, 'oauth_config_not_found');
    const account = store.upsertEmulatedAccount(ctx, 'google', parsed.data.email, parsed.data);
    const who = { sub: account.subject, email: account.email, given_name: account.first_name, family_name: account.last_name };
    return ok(c, { id_token: await mintGoogleIdToken(ctx, who, clientId, parsed.data.nonce), sub: account.subject });
  });

  app.get('/oauth/emulated/:provider', (c) => {
    const provider = c.req.param('provider');
    if (!isOAuthProvider(provider)) return html(c, renderProblemPage('Unknown provider', `The emulator has no provider called ${provider}.`), 404);
    const state = c.req.query('state') ?? '';
    if (!state || !store.findFlow(ctx, state, provider)) return html(c, expired(), 400);
    return html(c, page(c, provider, state));
  });

  app.post('/oauth/emulated/:provider/callback', async (c) => {
    const provider = c.req.param('provider');
    if (!isOAuthProvider(provider)) return html(c, renderProblemPage('Unknown provider', `The emulator has no provider called ${provider}.`), 404);
    const parsed = callback.safeParse(await formOrJson(c));
    if (!parsed.success) return html(c, renderProblemPage('Invalid request', 'The sign-in form was incomplete. Go back and try again.'), 400);
    const form = parsed.data;
    const flow = store.findFlow(ctx, form.state, provider);
    if (!flow) return html(c, expired(), 400);

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
      account = store.emulatedAccount(ctx, provider, form.subject);
      if (!account) return html(c, page(c, provider, form.state, 'That account does not exist. Choose another one.'), 400);
    } else {
      const email = field.email.safeParse(form.email);
      if (!email.success) return html(c, page(c, provider, form.state, 'Enter a valid email address.'), 400);
      account = store.upsertEmulatedAccount(ctx, provider, email.data, form);
    }
    // Spent only now, so a typo above leaves the person on a working page.
    if (!store.spendFlow(ctx, form.state)) return html(c, expired(), 400);
    const { userId, created } = store.linkUser(ctx, provider, account);
    const token = store.issueOAuthToken(ctx, userId, provider, account.subject);
    const target = created ? flow.signup_redirect_url : flow.login_redirect_url;
    return c.redirect(withParams(target, { stytch_token_type: 'oauth', token }), 302);
  });
};
