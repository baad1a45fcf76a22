/** The account's current password, checked as a sign-in checks it: the same lock per address. */
import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../core/errors';
import { peerAddress } from '../core/http';
import { createLockouts } from '../core/lockouts';
import { PASSWORD_LOCK_MINUTES, PASSWORD_MAX_FAILURES } from '../passwords/routes';
import { verifyPassword } from '../passwords/hash';
import { passwordHashOf, passwordLockKey } from '../passwords/store';

/** Throws unauthorized_credentials (no_user_password without one; user_lock_limit_reached once locked). */
export async function assertPassword(ctx: EmulatorContext, c: Context<EmulatorEnv>, userId: string, password: string): Promise<void> {
  const stored = passwordHashOf(ctx, userId);
  if (!stored) throw new ApiError(400, 'no_user_password');
  const lockouts = createLockouts(ctx);
  const key = passwordLockKey(userId, peerAddress(c));
  if (lockouts.admit(key, PASSWORD_MAX_FAILURES) === 'locked') throw new ApiError(429, 'user_lock_limit_reached');
  if (!(await verifyPassword(password, stored))) {
    if (lockouts.fail(key, PASSWORD_MAX_FAILURES, PASSWORD_LOCK_MINUTES) !== 'counted') throw new ApiError(429, 'user_lock_limit_reached');
    throw new ApiError(401, 'unauthorized_credentials');
  }
  lockouts.reset(key);
}
