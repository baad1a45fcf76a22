/** Password reset by email (SPEC §7 passwords.resetByEmailStart / resetByEmail). */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { consumeEmailToken, emailIdOf, issueEmailToken, peekEmailToken, withParams } from '../core/email-tokens';
import { createLockouts } from '../core/lockouts';
import { hashPassword } from '../core/password-hash';
import { checkStrength } from '../core/password-strength';
import { ApiError } from '../errors';
import { ok, parseBody } from '../http';
import * as field from '../schemas';

const DEFAULT_MINUTES = 30;

const startBody = z.object({
  email: field.email,
  reset_password_redirect_url: field.redirectUrl,
  login_redirect_url: field.redirectUrl,
  reset_password_expiration_minutes: field.expirationMinutes,
  login_expiration_minutes: field.expirationMinutes,
  reset_password_template_id: z.string().max(100).optional(),
  locale: z.string().max(35).optional(),
});
const resetBody = z.object({ token: z.string().min(1).max(512), password: field.password, session_duration_minutes: field.sessionDurationMinutes });

export const register: RouteModule = (app, ctx) => {
  const lockouts = createLockouts(ctx);
  const upsertPassword = ctx.db.prepare(
    `INSERT INTO passwords (password_id, user_id, hash, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET hash = excluded.hash, created_at = excluded.created_at`);

  app.post('/v1/passwords/email/reset/start', async (c) => {
    const body = await parseBody(c, startBody);
    const resetUrl = ctx.redirects.resolve('reset_password', body.reset_password_redirect_url);
    const loginUrl = ctx.redirects.resolve('login', body.login_redirect_url);
    const user = ctx.users.byEmail(body.email);
    if (!user) throw new ApiError(404, 'email_not_found');
    const emailId = emailIdOf(ctx, body.email);
    const resetMinutes = body.reset_password_expiration_minutes ?? DEFAULT_MINUTES;
    const loginMinutes = body.login_expiration_minutes ?? DEFAULT_MINUTES;
    const resetToken = issueEmailToken(ctx, 'password_resets', user.user_id, emailId, resetMinutes);
    // The second link is an ordinary magic link: "log in without a password" (SPEC §2 PasswordResetForm).
    const loginToken = issueEmailToken(ctx, 'magic_links', user.user_id, emailId, loginMinutes);
    const resetLink = withParams(resetUrl, { stytch_token_type: 'reset_password', token: resetToken });
    const loginLink = withParams(loginUrl, { stytch_token_type: 'login', token: loginToken });
    const project = ctx.config.project_name;
    ctx.outbox.send({
      to: body.email,
      channel: 'email',
      subject: `Reset your ${project} password`,
      body:
        `Choose a new password for ${project} (this link expires in ${resetMinutes} minutes):\n\n${resetLink}\n\n` +
        `Or log in without a password (expires in ${loginMinutes} minutes):\n\n${loginLink}\n\n` +
        'If you did not ask for this, ignore this email: your password stays the same.',
      links: [resetLink, loginLink],
      code: null,
    });
    return ok(c, { user_id: user.user_id, email_id: emailId });
  });

  app.post('/v1/passwords/email/reset', async (c) => {
    const body = await parseBody(c, resetBody);
    const owner = peekEmailToken(ctx, 'password_resets', body.token);
    if (!owner) throw new ApiError(401, 'unable_to_auth_magic_link');
    const strength = checkStrength(ctx.config, body.password, owner.email);
    if (strength.breached_password) throw new ApiError(400, 'breached_password');
    if (!strength.valid_password) throw new ApiError(400, 'weak_password');
    const hash = await hashPassword(body.password);
    // Spent only now, so a weak password leaves the link usable; atomic against a second tab.
    if (!consumeEmailToken(ctx, 'password_resets', body.token)) throw new ApiError(401, 'unable_to_auth_magic_link');
    upsertPassword.run(ctx.id('password'), owner.user_id, hash, ctx.now().getTime());
    ctx.users.verifyEmail(owner.user_id, owner.email);
    ctx.users.activate(owner.user_id);
    lockouts.reset(`password:${owner.user_id}`);
    // Whoever knew the old password loses their sessions.
    ctx.sessions.revokeAllForUser(owner.user_id);
    const auth = await ctx.sessions.issue(owner.user_id, { type: 'magic_link', delivery_method: 'email' }, body.session_duration_minutes);
    return ok(c, auth);
  });
};
