/**
 * Session refresh and revoke (SPEC §4 startup refresh, §7 session revoke), and the public key
 * that verifies session JWTs (GET /.well-known/jwks.json; the identity provider's tokens too).
 */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ok, parseBody } from '../core/http';
import * as field from '../core/schemas';

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

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(ctx.keys.jwks());
  });
};
