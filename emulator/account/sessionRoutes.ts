/**
 * Where the person is signed in: every live session with the browser it started in, and signing
 * one out or every other. Listing needs a fresh session (as Better Auth's list-sessions does).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorEnv, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { requireFresh } from './freshness';
import { liveSessionsOf, recordDevice } from './store';

/** The place a trusted edge says the browser is in (config `place_headers`, first one set). */
function placeOf(c: Context<EmulatorEnv>, headers: readonly string[]): string | null {
  for (const name of headers) {
    const value = c.req.header(name)?.trim();
    if (!value) continue;
    let decoded = value;
    try {
      decoded = decodeURIComponent(value); // Vercel's city header is URL-encoded
    } catch {
      // kept as sent
    }
    return decoded.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 100) || null;
  }
  return null;
}

export const registerSessions: RouteModule = (app, ctx) => {
  // A sign-in answers its session: the browser it came from is kept with it. Registered before any
  // route (app.ts lists this module first) so it sees every answer.
  app.use('/v1/*', async (c, next) => {
    await next();
    if (c.req.method !== 'POST' || c.res.status >= 300 || !(c.res.headers.get('Content-Type') ?? '').includes('application/json')) return;
    const answer = (await c.res.clone().json().catch(() => null)) as { session?: { session_id?: unknown } } | null;
    const sessionId = answer?.session?.session_id;
    if (typeof sessionId === 'string') recordDevice(ctx, sessionId, c.req.header('User-Agent') ?? '', placeOf(c, ctx.config.place_headers));
  });

  app.get('/v1/account/sessions', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth);
    const iso = (ms: number) => new Date(ms).toISOString();
    return ok(c, {
      sessions: liveSessionsOf(ctx, auth.user.user_id).map((row) => ({
        session_id: row.session_id,
        user_agent: row.user_agent ?? '',
        place: row.place,
        started_at: iso(row.started_at),
        last_seen_at: iso(row.last_accessed_at),
        current: row.session_id === auth.session.session_id,
      })),
    });
  });

  app.post('/v1/account/sessions/revoke', async (c) => {
    const auth = await ctx.sessions.require(c);
    const { session_id } = await parseBody(c, z.object({ session_id: z.string().min(1).max(200) }).strict());
    const owned = liveSessionsOf(ctx, auth.user.user_id).some((row) => row.session_id === session_id);
    if (!owned) throw new ApiError(404, 'session_not_found');
    ctx.sessions.revoke(session_id);
    return ok(c);
  });

  app.post('/v1/account/sessions/revoke_others', async (c) => {
    const auth = await ctx.sessions.require(c);
    for (const row of liveSessionsOf(ctx, auth.user.user_id)) if (row.session_id !== auth.session.session_id) ctx.sessions.revoke(row.session_id);
    return ok(c);
  });
};
