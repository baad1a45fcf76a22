/**
 * Connecting a social account to the signed-in person (the emulated provider's page, as sign-in
 * uses it) and removing one. The last way in (a password or a connected account) is never removed:
 * the same rule as Better Auth's unlink-account, so both backends refuse the same.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorEnv, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody, readFields } from '../core/http';
import { withParams } from '../core/redirects';
import * as field from '../core/schemas';
import { isStartingBrowser, startingBrowser } from '../providers/browser';
import { PAGE_CSP, renderProblemPage, renderProviderPage } from '../providers/page';
import { isOAuthProvider, OAUTH_PROVIDERS } from '../providers/names';
import { emulatedAccount, emulatedAccounts, upsertEmulatedAccount } from '../providers/accounts';
import { FLOW_MINUTES } from '../oauth/store';
import { hasPassword } from '../passwords/store';
import { connectionId, connectionsOf } from './overview';
import { requireFresh } from './freshness';

interface LinkFlow {
  user_id: string;
  provider_type: string;
  redirect_url: string;
  browser_hash: string;
}

const name = z.string().trim().max(100).default('');
const callback = z.discriminatedUnion('action', [
  z.object({ action: z.literal('account'), state: z.string().min(1), subject: z.string().min(1).max(64) }),
  z.object({ action: z.literal('new'), state: z.string().min(1), email: z.string(), first_name: name, last_name: name }),
  z.object({ action: z.literal('cancel'), state: z.string().min(1) }),
]);

export const registerConnections: RouteModule = (app, ctx) => {
  const findFlow = (state: string, provider: string) =>
    ctx.db.prepare<[string, string, number], LinkFlow>(
      'SELECT user_id, provider_type, redirect_url, browser_hash FROM account_link_flows WHERE state_hash = ? AND provider_type = ? AND used_at IS NULL AND expires_at > ?')
      .get(ctx.hash(state), provider, ctx.now().getTime()) ?? null;
  const spendFlow = (state: string) =>
    ctx.db.prepare('UPDATE account_link_flows SET used_at = ? WHERE state_hash = ? AND used_at IS NULL').run(ctx.now().getTime(), ctx.hash(state)).changes === 1;
  /** A page for a person; a program reads an error's error_type in X-Portico-Error-Type (as the sign-in pages). */
  const page = (c: Context<EmulatorEnv>, status: 200 | 400, body: string, errorType: 'invalid_state' | 'invalid_request' = 'invalid_state') => {
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    if (status !== 200) c.header('X-Portico-Error-Type', errorType);
    return c.html(body, status);
  };
  const expired = () => renderProblemPage('This request has expired', 'It was already used or is more than 10 minutes old. Go back to your account and start again.');
  const back = (flow: LinkFlow, error?: string) => withParams(flow.redirect_url, error ? { portico_link: 'failed', error } : {});

  app.post('/v1/account/connections/start', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ provider: z.string().min(1).max(32), redirect_url: field.redirectUrl }).strict());
    const enabled = ctx.config.emulated_providers && ctx.config.oauth_providers.some((p) => p.type === body.provider && p.enabled);
    if (!isOAuthProvider(body.provider) || !enabled) throw new ApiError(404, 'oauth_provider_not_found');
    const state = ctx.token(32);
    // The browser is bound when it opens the page (a cookie on the emulator's origin, which this call cannot set).
    ctx.db.prepare('INSERT INTO account_link_flows (state_hash, user_id, provider_type, redirect_url, browser_hash, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(ctx.hash(state), auth.user.user_id, body.provider, ctx.redirects.resolve('login', body.redirect_url), '', ctx.now().getTime() + FLOW_MINUTES * 60_000);
    return ok(c, { url: `${ctx.origin}/oauth/emulated/${body.provider}/link?state=${encodeURIComponent(state)}` });
  });

  app.get('/oauth/emulated/:provider/link', (c) => {
    const provider = c.req.param('provider');
    const state = c.req.query('state') ?? '';
    const flow = isOAuthProvider(provider) ? findFlow(state, provider) : null;
    if (!flow || !isOAuthProvider(provider)) return page(c, 400, expired());
    if (!flow.browser_hash) {
      ctx.db.prepare("UPDATE account_link_flows SET browser_hash = ? WHERE state_hash = ? AND browser_hash = ''").run(startingBrowser(c, ctx), ctx.hash(state));
    } else if (!isStartingBrowser(c, ctx, flow.browser_hash)) {
      return page(c, 400, renderProblemPage('This request was started elsewhere', 'This browser did not start connecting this account. Go back to your account and start again.'));
    }
    return page(c, 200, renderProviderPage({
      provider,
      label: OAUTH_PROVIDERS[provider],
      action: `/oauth/emulated/${provider}/link/callback`,
      fields: { state },
      projectName: ctx.config.project_name,
      accounts: emulatedAccounts(ctx, provider),
    }));
  });

  app.post('/oauth/emulated/:provider/link/callback', async (c) => {
    const provider = c.req.param('provider');
    const parsed = callback.safeParse(await readFields(c).catch(() => ({})));
    if (!parsed.success || !isOAuthProvider(provider)) return page(c, 400, renderProblemPage('Invalid request', 'The form was incomplete. Go back and try again.'), 'invalid_request');
    const form = parsed.data;
    const flow = findFlow(form.state, provider);
    if (!flow) return page(c, 400, expired());
    // Another site's form post, or a browser that did not start this.
    if (!isStartingBrowser(c, ctx, flow.browser_hash)) return page(c, 400, renderProblemPage('This request was started elsewhere', 'This browser did not start connecting this account.'));
    if (form.action === 'cancel') {
      spendFlow(form.state);
      return c.redirect(back(flow, 'oauth_flow_callback_error'), 302);
    }
    let account;
    if (form.action === 'account') account = emulatedAccount(ctx, provider, form.subject);
    else {
      const email = field.email.safeParse(form.email);
      account = email.success ? upsertEmulatedAccount(ctx, provider, email.data, form) : null;
    }
    if (!account || !spendFlow(form.state)) return page(c, 400, expired());
    const linked = ctx.db.prepare<[string, string], { user_id: string }>('SELECT user_id FROM user_providers WHERE provider_type = ? AND provider_subject = ?').get(provider, account.subject);
    if (linked && linked.user_id !== flow.user_id) return c.redirect(back(flow, 'provider_already_linked'), 302);
    if (!linked) {
      ctx.db.prepare('INSERT INTO user_providers (user_id, provider_type, provider_subject, created_at) VALUES (?, ?, ?, ?)')
        .run(flow.user_id, provider, account.subject, ctx.now().getTime());
    }
    return c.redirect(back(flow), 302);
  });

  app.post('/v1/account/connections/delete', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth);
    const { connection_id } = await parseBody(c, z.object({ connection_id: z.string().min(1).max(200) }).strict());
    const userId = auth.user.user_id;
    const connections = connectionsOf(ctx, userId);
    const target = connections.find((row) => connectionId(row) === connection_id);
    if (!target) throw new ApiError(404, 'connection_not_found');
    if (connections.length + (hasPassword(ctx, userId) ? 1 : 0) <= 1) throw new ApiError(400, 'last_sign_in_method');
    ctx.db.prepare('DELETE FROM user_providers WHERE user_id = ? AND provider_type = ? AND provider_subject = ?').run(userId, target.provider_type, target.provider_subject);
    return ok(c);
  });
};
