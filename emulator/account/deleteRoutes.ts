/** Deleting the account (a fresh session): every session ends (its tokens answer invalid_session_token), then the user and all it holds go. */
import type { RouteModule } from '../context';
import { endAccess } from '../core/access';
import { ok } from '../core/http';
import { requireFresh } from './freshness';

export const registerDelete: RouteModule = (app, ctx) => {
  app.post('/v1/account/delete', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth);
    const userId = auth.user.user_id;
    ctx.db.transaction(() => {
      const sessions = ctx.db.prepare<[string], { session_id: string }>('SELECT session_id FROM sessions WHERE user_id = ?').all(userId);
      for (const { session_id } of sessions) ctx.sessions.revoke(session_id);
      endAccess(ctx.db, userId, ctx.now().getTime());
      // Every table of the user's references it ON DELETE CASCADE: emails, passwords, passkeys, factors.
      ctx.db.prepare('DELETE FROM users WHERE user_id = ?').run(userId);
    }).immediate();
    return ok(c);
  });
};
