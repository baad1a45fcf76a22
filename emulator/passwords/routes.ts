/**
 * Passwords (SPEC §7 passwords.*): strength check, create, authenticate, and reset by email
 * (resetByEmailStart / resetByEmail).
 */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { emailIdOf, emailTokenChallenge, issueEmailToken, peekEmailToken } from '../core/emailTokens';
import { controlAnswer, readControl } from '../core/controls';
import { ApiError } from '../core/errors';
import { ok, parseBody, peerAddress } from '../core/http';
import { createLockouts } from '../core/lockouts';
import { assertVerifier, challengeMethod, codeChallenge, codeVerifier } from '../core/pkce';
import { withParams } from '../core/redirects';
import * as field from '../core/schemas';
import { createThrottles, type Limit } from '../core/throttles';
import { assertEmailActive } from '../recipients/store';
import { dummyHash, hashPassword, verifyPassword } from './hash';
import { completeReset, hasPassword, insertPassword, isBreached, mustResetPassword, passwordHashOf, passwordLockKey, reportBreach } from './store';
import { checkStrength } from './strength';

/** Protocol: 10 wrong passwords in a row from one address lock the password, from that address, for 15 minutes. */
export const PASSWORD_MAX_FAILURES = 10;
export const PASSWORD_LOCK_MINUTES = 15;
/** Wrong passwords from one client over every account (a spray stays under each account's lock). */
const SPRAY: Limit = { max: 30, windowMinutes: 15 };
export const PASSWORD_FACTOR = { type: 'password', delivery_method: 'knowledge' };

const strengthBody = z.object({ password: field.password, email: field.email.optional() });
const credentials = z.object({ email: field.email, password: field.password, session_duration_minutes: field.sessionDurationMinutes });
/** Reset and login links live 30 minutes unless the call says otherwise. */
const RESET_DEFAULT_MINUTES = 30;

const startBody = z.object({
  email: field.email,
  reset_password_redirect_url: field.redirectUrl,
  login_redirect_url: field.redirectUrl,
  reset_password_expiration_minutes: field.expirationMinutes,
  login_expiration_minutes: field.expirationMinutes,
  reset_password_template_id: z.string().max(100).optional(),
  locale: z.string().max(35).optional(),
  code_challenge: codeChallenge,
  code_challenge_method: challengeMethod,
});
const resetBody = z.object({
  token: z.string().min(1).max(512),
  password: field.password,
  session_duration_minutes: field.sessionDurationMinutes,
  code_verifier: codeVerifier,
});

export const register: RouteModule = (app, ctx) => {
  const lockouts = createLockouts(ctx);
  const throttles = createThrottles(ctx);

  /** The owner learns of a lock, and that email links and codes still work; one notice per lock period. */
  const tellOwnerPasswordLocked = (userId: string, email: string) => {
    if (!throttles.hit(`password-lock-notice:${userId}`, { max: 1, windowMinutes: PASSWORD_LOCK_MINUTES })) return;
    const project = ctx.config.project_name;
    ctx.outbox.send({
      to: email,
      channel: 'email',
      subject: `Your ${project} password was locked`,
      body:
        `Someone entered ${PASSWORD_MAX_FAILURES} wrong passwords in a row for your ${project} account, so password sign-in ` +
        `from that device is locked for ${PASSWORD_LOCK_MINUTES} minutes.\n\n` +
        'You can still sign in with an email link or code. If it was not you, your password was not revealed; ' +
        'you may want to choose a new one with "Forgot password?".',
      links: [],
      code: null,
    });
  };

  app.post('/v1/passwords/strength_check', async (c) => {
    const body = await parseBody(c, strengthBody);
    return ok(c, checkStrength(ctx.config, body.password, body.email, isBreached(ctx, body.password)));
  });

  app.post('/v1/passwords', async (c) => {
    const body = await parseBody(c, credentials);
    const existing = ctx.users.byEmail(body.email);
    // A passwordless user must prove the inbox first (SPEC §4: reset_password leads to a reset email).
    if (existing) {
      if (hasPassword(ctx, existing.user_id)) throw new ApiError(409, 'duplicate_email');
      throw new ApiError(400, 'reset_password');
    }
    const strength = checkStrength(ctx.config, body.password, body.email, isBreached(ctx, body.password));
    if (strength.breached_password) throw new ApiError(400, 'breached_password');
    if (!strength.valid_password) throw new ApiError(400, 'weak_password');
    const hash = await hashPassword(body.password);
    // Between the check above and here another request may have taken the email.
    const { user, created } = ctx.users.findOrCreateByEmail(body.email);
    if (!created) throw new ApiError(409, 'duplicate_email');
    insertPassword(ctx, user.user_id, hash);
    return ok(c, await ctx.sessions.signIn(user.user_id, PASSWORD_FACTOR, body.session_duration_minutes), 201);
  });

  app.post('/v1/passwords/authenticate', async (c) => {
    const body = await parseBody(c, credentials);
    const spray = `password-spray:${peerAddress(c) ?? 'in-process'}`;
    if (throttles.exhausted(spray, SPRAY)) throw new ApiError(429, 'user_lock_limit_reached');
    const user = ctx.users.byEmail(body.email);
    if (!user) {
      await verifyPassword(body.password, await dummyHash());
      throttles.hit(spray, SPRAY);
      throw new ApiError(401, 'unauthorized_credentials');
    }
    const stored = passwordHashOf(ctx, user.user_id);
    // Ended by the first proof of the inbox → reset it (PasswordDedupe); never set → none to check.
    if (!stored) throw mustResetPassword(ctx, user.user_id) ? new ApiError(400, 'reset_password') : new ApiError(400, 'no_user_password');
    const key = passwordLockKey(user.user_id, peerAddress(c));
    // Counted before the hash is awaited, so concurrent guesses cannot outrun the lock.
    if (lockouts.admit(key, PASSWORD_MAX_FAILURES) === 'locked') throw new ApiError(429, 'user_lock_limit_reached');
    if (!(await verifyPassword(body.password, stored))) {
      throttles.hit(spray, SPRAY);
      const outcome = lockouts.fail(key, PASSWORD_MAX_FAILURES, PASSWORD_LOCK_MINUTES);
      if (outcome === 'lock_started') tellOwnerPasswordLocked(user.user_id, body.email);
      if (outcome !== 'counted') throw new ApiError(429, 'user_lock_limit_reached');
      throw new ApiError(401, 'unauthorized_credentials');
    }
    lockouts.reset(key);
    // A password that has since appeared in a breach must be replaced before it is used again (PasswordBreached).
    if (isBreached(ctx, body.password)) throw new ApiError(400, 'breached_password');
    return ok(c, await ctx.sessions.signIn(user.user_id, PASSWORD_FACTOR, body.session_duration_minutes));
  });

  // A breach reported after people chose their passwords (the list a provider checks
  // grows): their next login answers breached_password. Kept (hashed) in the database.
  app.post('/emulator/breached_passwords', async (c) => {
    const { password } = await readControl(c, z.object({ password: field.password }).strict());
    reportBreach(ctx, password);
    return controlAnswer(c, { breached_password: true }, 201);
  });

  app.post('/v1/passwords/email/reset/start', async (c) => {
    const body = await parseBody(c, startBody);
    const resetUrl = ctx.redirects.resolve('reset_password', body.reset_password_redirect_url);
    const loginUrl = ctx.redirects.resolve('login', body.login_redirect_url);
    const user = ctx.users.byEmail(body.email);
    if (!user) throw new ApiError(404, 'email_not_found');
    assertEmailActive(ctx, body.email);
    const emailId = emailIdOf(ctx, body.email);
    const resetMinutes = body.reset_password_expiration_minutes ?? RESET_DEFAULT_MINUTES;
    const loginMinutes = body.login_expiration_minutes ?? RESET_DEFAULT_MINUTES;
    // Both links are bound to the browser that asked (PKCE): the reset link and the login link.
    const challenge = body.code_challenge ?? null;
    const resetToken = issueEmailToken(ctx, 'password_resets', user.user_id, emailId, resetMinutes, challenge);
    // The second link is an ordinary magic link: "log in without a password" (SPEC §2 PasswordResetForm).
    const loginToken = issueEmailToken(ctx, 'magic_links', user.user_id, emailId, loginMinutes, challenge);
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
    assertVerifier(emailTokenChallenge(ctx, 'password_resets', body.token) ?? null, body.code_verifier);
    const strength = checkStrength(ctx.config, body.password, owner.email, isBreached(ctx, body.password));
    if (strength.breached_password) throw new ApiError(400, 'breached_password');
    if (!strength.valid_password) throw new ApiError(400, 'weak_password');
    const hash = await hashPassword(body.password);
    // Spent only now, so a weak password leaves the link usable; one transaction, so all of it or none (L9).
    if (!completeReset(ctx, body.token, hash)) {
      throw new ApiError(401, 'unable_to_auth_magic_link');
    }
    const auth = await ctx.sessions.signIn(owner.user_id, { type: 'magic_link', delivery_method: 'email' }, body.session_duration_minutes);
    return ok(c, auth);
  });
};
