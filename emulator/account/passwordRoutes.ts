/**
 * A first password for an account without one (a fresh session), and a change with the current
 * one. Both meet the sign-up's strength rules (passwords/strength.ts) and the breached list.
 */
import { z } from 'zod';
import type { EmulatorContext, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import * as field from '../core/schemas';
import { hashPassword } from '../passwords/hash';
import { hasPassword, isBreached, setPassword } from '../passwords/store';
import { checkStrength } from '../passwords/strength';
import { requireFresh } from './freshness';
import { assertPassword } from './passwordCheck';
import { emailsOf } from './store';

/** Throws weak_password or breached_password as the sign-up does. */
function assertStrong(ctx: EmulatorContext, userId: string, password: string): void {
  const strength = checkStrength(ctx.config, password, emailsOf(ctx, userId)[0]?.email, isBreached(ctx, password));
  if (strength.breached_password) throw new ApiError(400, 'breached_password');
  if (!strength.valid_password) throw new ApiError(400, 'weak_password');
}

const liveSessionIds = (ctx: EmulatorContext, userId: string) =>
  ctx.db.prepare<[string], { session_id: string }>('SELECT session_id FROM sessions WHERE user_id = ?').all(userId).map((row) => row.session_id);

export const registerPassword: RouteModule = (app, ctx) => {
  app.post('/v1/account/password', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth);
    const { password } = await parseBody(c, z.object({ password: field.password }).strict());
    const userId = auth.user.user_id;
    if (hasPassword(ctx, userId)) throw new ApiError(409, 'password_already_set');
    assertStrong(ctx, userId, password);
    setPassword(ctx, userId, await hashPassword(password));
    return ok(c);
  });

  app.post('/v1/account/password/change', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ current_password: field.password, new_password: field.password, sign_out_others: z.boolean().optional() }).strict());
    const userId = auth.user.user_id;
    // The current password is this change's proof: no step-up needed (as Better Auth's change-password).
    await assertPassword(ctx, c, userId, body.current_password);
    assertStrong(ctx, userId, body.new_password);
    setPassword(ctx, userId, await hashPassword(body.new_password));
    if (body.sign_out_others) for (const id of liveSessionIds(ctx, userId)) if (id !== auth.session.session_id) ctx.sessions.revoke(id);
    return ok(c);
  });
};
