/** Passwords: strength check, create, authenticate (SPEC §7 passwords.*). Resets: password-reset.ts. */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { createLockouts } from '../core/lockouts';
import { dummyHash, hashPassword, verifyPassword } from '../core/password-hash';
import { checkStrength, isBreached } from '../core/password-strength';
import { ApiError } from '../errors';
import { ok, parseBody } from '../http';
import * as field from '../schemas';

/** Protocol: 10 wrong passwords in a row lock the account's password for 15 minutes. */
export const PASSWORD_MAX_FAILURES = 10;
export const PASSWORD_LOCK_MINUTES = 15;
export const PASSWORD_FACTOR = { type: 'password', delivery_method: 'knowledge' };

const strengthBody = z.object({ password: field.password, email: field.email.optional() });
const credentials = z.object({ email: field.email, password: field.password, session_duration_minutes: field.sessionDurationMinutes });

export const register: RouteModule = (app, ctx) => {
  const lockouts = createLockouts(ctx);
  const passwordOf = ctx.db.prepare<[string], { hash: string }>('SELECT hash FROM passwords WHERE user_id = ?');
  const insertPassword = ctx.db.prepare('INSERT INTO passwords (password_id, user_id, hash, created_at) VALUES (?, ?, ?, ?)');

  app.post('/v1/passwords/strength_check', async (c) => {
    const body = await parseBody(c, strengthBody);
    return ok(c, checkStrength(ctx.config, body.password, body.email));
  });

  app.post('/v1/passwords', async (c) => {
    const body = await parseBody(c, credentials);
    const existing = ctx.users.byEmail(body.email);
    // A passwordless user must prove the inbox first (SPEC §4: reset_password leads to a reset email).
    if (existing) {
      if (passwordOf.get(existing.user_id)) throw new ApiError(409, 'duplicate_email');
      throw new ApiError(400, 'reset_password');
    }
    const strength = checkStrength(ctx.config, body.password, body.email);
    if (strength.breached_password) throw new ApiError(400, 'breached_password');
    if (!strength.valid_password) throw new ApiError(400, 'weak_password');
    const hash = await hashPassword(body.password);
    // Between the check above and here another request may have taken the email.
    const { user, created } = ctx.users.findOrCreateByEmail(body.email);
    if (!created) throw new ApiError(409, 'duplicate_email');
    insertPassword.run(ctx.id('password'), user.user_id, hash, ctx.now().getTime());
    return ok(c, await ctx.sessions.issue(user.user_id, PASSWORD_FACTOR, body.session_duration_minutes), 201);
  });

  app.post('/v1/passwords/authenticate', async (c) => {
    const body = await parseBody(c, credentials);
    const user = ctx.users.byEmail(body.email);
    if (!user) {
      await verifyPassword(body.password, await dummyHash());
      throw new ApiError(401, 'unauthorized_credentials');
    }
    const key = `password:${user.user_id}`;
    if (lockouts.isLocked(key)) throw new ApiError(429, 'user_lock_limit_reached');
    const stored = passwordOf.get(user.user_id);
    if (!stored) throw new ApiError(400, 'reset_password');
    if (!(await verifyPassword(body.password, stored.hash))) {
      if (lockouts.fail(key, PASSWORD_MAX_FAILURES, PASSWORD_LOCK_MINUTES)) throw new ApiError(429, 'user_lock_limit_reached');
      throw new ApiError(401, 'unauthorized_credentials');
    }
    lockouts.reset(key);
    // A password that has since appeared in a breach must be replaced before it is used again.
    if (isBreached(ctx.config, body.password)) throw new ApiError(400, 'reset_password');
    return ok(c, await ctx.sessions.issue(user.user_id, PASSWORD_FACTOR, body.session_duration_minutes));
  });
};
