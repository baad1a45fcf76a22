/**
 * Changing the primary address and adding or removing others: each new address joins the account
 * only through a link mailed to it; the old address is told of a change. An address of another
 * account answers the same and changes nothing (its owner is told), so the call reveals no account.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import * as field from '../core/schemas';
import { createThrottles, type Limit } from '../core/throttles';
import { PAGE_CSP, renderProblemPage } from '../providers/page';
import { assertEmailActive } from '../recipients/store';
import { requireFresh } from './freshness';
import { emailsOf, spendEmailChange, startEmailChange, type EmailChangeKind } from './store';

/** As Better Auth's verification links: an hour. */
export const EMAIL_LINK_MINUTES = 60;
const LINKS: Limit = { max: 5, windowMinutes: 60 };

const body = z.object({ email: field.email, redirect_url: field.redirectUrl }).strict();

/** `a•••@example.com`: where a notice says the address went, without spelling it out. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');

export const registerEmail: RouteModule = (app, ctx) => {
  const throttles = createThrottles(ctx);
  const project = ctx.config.project_name;
  const mail = (to: string, subject: string, text: string, links: string[] = []) =>
    ctx.outbox.send({ to, channel: 'email', subject, body: text, links, code: null });

  async function request(c: Context<EmulatorEnv>, kind: EmailChangeKind) {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth);
    const { email, redirect_url } = await parseBody(c, body);
    const userId = auth.user.user_id;
    const redirect = ctx.redirects.resolve('login', redirect_url);
    if (emailsOf(ctx, userId).some((row) => row.email === email)) throw new ApiError(400, 'invalid_request', 'This address is on the account already.');
    assertEmailActive(ctx, email);
    if (!throttles.hit(`account-email:${userId}`, LINKS)) throw new ApiError(429, 'too_many_requests');
    const owner = ctx.users.byEmail(email);
    if (owner) {
      mail(email, `Someone tried to use this address on ${project}`, `Someone tried to add this address to another ${project} account. Nothing changed. Your account is as it was.`);
      return ok(c);
    }
    const token = startEmailChange(ctx, userId, email, kind, redirect, EMAIL_LINK_MINUTES);
    const link = `${ctx.origin}/account/email/confirm?token=${encodeURIComponent(token)}`;
    const what = kind === 'primary' ? 'your new email address' : 'this address';
    mail(email, `Confirm ${what} for ${project}`, `Open this link to confirm ${what} for your ${project} account: ${link}\n\nIt works once, within ${EMAIL_LINK_MINUTES} minutes. If you did not ask for it, ignore this email.`, [link]);
    return ok(c);
  }

  app.post('/v1/account/email', (c) => request(c, 'primary'));
  app.post('/v1/account/emails', (c) => request(c, 'secondary'));

  app.post('/v1/account/emails/delete', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth);
    const { email_id } = await parseBody(c, z.object({ email_id: z.string().min(1).max(200) }).strict());
    const [primary, ...others] = emailsOf(ctx, auth.user.user_id);
    if (primary?.email_id === email_id) throw new ApiError(400, 'invalid_request', 'The primary address is changed, not removed.');
    if (!others.some((row) => row.email_id === email_id)) throw new ApiError(404, 'email_not_found');
    ctx.db.prepare('DELETE FROM emails WHERE email_id = ? AND user_id = ?').run(email_id, auth.user.user_id);
    return ok(c);
  });

  // The mailed link: a browser navigation, so a page for a person (and a redirect back on success).
  app.get('/account/email/confirm', (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    const change = spendEmailChange(ctx, c.req.query('token') ?? '');
    if (!change) {
      c.header('X-Portico-Error-Type', 'invalid_token');
      return c.html(renderProblemPage('This link has expired', 'It was already used or is more than an hour old. Ask for a new one in your account.'), 400);
    }
    if (!confirm(ctx, change)) {
      c.header('X-Portico-Error-Type', 'invalid_request');
      return c.html(renderProblemPage('This address is in use', 'Another account has this address now. Nothing changed.'), 409);
    }
    return c.redirect(change.redirect_url, 302);
  });

  /** Puts the address on the account; false (nothing changed) when another account took it meanwhile. */
  function confirm(context: EmulatorContext, change: { user_id: string; email: string; kind: EmailChangeKind }): boolean {
    return context.db.transaction(() => {
      if (context.users.byEmail(change.email)) return false;
      const [primary] = emailsOf(context, change.user_id);
      if (change.kind === 'secondary' || !primary) {
        context.db.prepare('INSERT INTO emails (email_id, user_id, email, verified) VALUES (?, ?, ?, 1)').run(context.id('email'), change.user_id, change.email);
        return true;
      }
      context.db.prepare('UPDATE emails SET email = ?, verified = 1 WHERE email_id = ?').run(change.email, primary.email_id);
      mail(primary.email, `Your ${project} email address was changed`, `The email address of your ${project} account is now ${maskEmail(change.email)}. If you did not make this change, contact support at once.`);
      return true;
    }).immediate();
  }
};
