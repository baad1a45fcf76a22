/** Session refresh and revoke (SPEC §4 startup refresh, §7 session revoke). */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ok, parseBody } from '../http';
import * as field from '../schemas';

const refresh = z.object({ session_duration_minutes: field.sessionDurationMinutes });

export const register: RouteModule = (app, ctx) => {
  app.post('/v1/sessions/authenticate', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, refresh);
    return ok(c, await ctx.sessions.refresh(auth, body.session_duration_minutes));
  });

  app.post('/v1/sessions/revoke', async (c) => {
    const { session } = await ctx.sessions.require(c);
    ctx.sessions.revoke(session.session_id);
    return ok(c);
  });
};
