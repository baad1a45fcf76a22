/**
 * Sessions: an opaque random session_token (only its sha256 is stored) plus a short-lived RS256
 * session_jwt. Either one, as `Authorization: Bearer …`, identifies the session.
 */
import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import type { AuthenticatedSession, EmulatorContext, SessionRecord } from '../context';
import { ApiError } from './errors';
import { randomToken, sha256 } from './random';

/** SPEC §9: default session length; protocol: JWTs live 5 minutes. */
export const DEFAULT_SESSION_MINUTES = 30;
/**
 * L3/M5: no session lives past 30 days from its start however often it is refreshed,
 * as long as the longest credential the emulator issues (an IdP refresh token).
 */
export const MAX_SESSION_MINUTES = 30 * 24 * 60;
export const SESSION_JWT_SECONDS = 5 * 60;
export const SESSION_CLAIM = 'https://portico.dev/session';
/** What randomToken(32) makes: 43 base64url characters. Anything else was never a session token. */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type Factor = SessionRecord['authentication_factors'][number];
interface SessionRow {
  session_id: string;
  user_id: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  factors: string;
  organization_id: string | null;
}

type Deps = Pick<EmulatorContext, 'db' | 'config' | 'users' | 'keys' | 'now' | 'id'>;

export function createSessions(ctx: Deps): Omit<EmulatorContext['sessions'], 'signIn'> {
  const db: Database.Database = ctx.db;
  const q = {
    get: db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE session_id = ?'),
    byToken: db.prepare<[string], SessionRow>(
      'SELECT s.* FROM session_tokens t JOIN sessions s ON s.session_id = t.session_id WHERE t.token_hash = ?'),
    insert: db.prepare('INSERT INTO sessions (session_id, user_id, started_at, last_accessed_at, expires_at, factors) VALUES (?, ?, ?, ?, ?, ?)'),
    update: db.prepare('UPDATE sessions SET last_accessed_at = ?, expires_at = ?, factors = ? WHERE session_id = ?'),
    touch: db.prepare('UPDATE sessions SET last_accessed_at = ? WHERE session_id = ?'),
    addToken: db.prepare('INSERT INTO session_tokens (token_hash, session_id) VALUES (?, ?)'),
    hasToken: db.prepare<[string, string], { n: number }>('SELECT 1 AS n FROM session_tokens WHERE token_hash = ? AND session_id = ?'),
    setExpiry: db.prepare('UPDATE sessions SET last_accessed_at = ?, expires_at = ? WHERE session_id = ?'),
    delete: db.prepare('DELETE FROM sessions WHERE session_id = ?'),
    setOrganization: db.prepare('UPDATE sessions SET organization_id = ? WHERE session_id = ?'),
    markRevoked: db.prepare('INSERT OR IGNORE INTO revoked_sessions (session_id, expires_at) SELECT session_id, expires_at FROM sessions WHERE session_id = ?'),
    keepRevokedTokens: db.prepare('INSERT OR IGNORE INTO revoked_session_tokens (token_hash, session_id) SELECT token_hash, session_id FROM session_tokens WHERE session_id = ?'),
    revokedSession: db.prepare<[string, number], { n: number }>('SELECT 1 AS n FROM revoked_sessions WHERE session_id = ? AND expires_at > ?'),
    revokedToken: db.prepare<[string, number], { n: number }>(
      'SELECT 1 AS n FROM revoked_session_tokens t JOIN revoked_sessions r ON r.session_id = t.session_id WHERE t.token_hash = ? AND r.expires_at > ?'),
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  const capped = (startedAt: number, expiresAt: number) => Math.min(expiresAt, startedAt + MAX_SESSION_MINUTES * 60_000);
  const toRecord = (row: SessionRow): SessionRecord => ({
    session_id: row.session_id,
    user_id: row.user_id,
    started_at: iso(row.started_at),
    last_accessed_at: iso(row.last_accessed_at),
    expires_at: iso(row.expires_at),
    authentication_factors: JSON.parse(row.factors) as Factor[],
    organization_id: row.organization_id ?? null,
  });

  /** A row that is still live, or null (expired rows are removed on sight). */
  function live(row: SessionRow | undefined): SessionRow | null {
    if (!row) return null;
    if (row.expires_at <= ctx.now().getTime()) {
      q.delete.run(row.session_id);
      return null;
    }
    return row;
  }

  async function jwtFor(session: SessionRecord): Promise<string> {
    return ctx.keys.sign(
      {
        sub: session.user_id,
        aud: ctx.config.project_id,
        [SESSION_CLAIM]: {
          id: session.session_id,
          started_at: session.started_at,
          last_accessed_at: session.last_accessed_at,
          expires_at: session.expires_at,
          authentication_factors: session.authentication_factors,
          ...(session.organization_id ? { organization_id: session.organization_id } : {}),
        },
      },
      // Never outlive the session itself.
      { expiresInSeconds: Math.max(1, Math.min(SESSION_JWT_SECONDS, Math.floor((Date.parse(session.expires_at) - ctx.now().getTime()) / 1000))) },
    );
  }

  async function answer(row: SessionRow, token: string) {
    const session = toRecord(row);
    return {
      user_id: row.user_id,
      user: ctx.users.toJSON(row.user_id),
      session,
      session_token: token,
      session_jwt: await jwtFor(session),
    };
  }

  /** The caller's opaque token if it belongs to the session; otherwise a new one (e.g. the caller used a JWT). */
  function tokenFor(sessionId: string, given?: string): string {
    if (given && q.hasToken.get(sha256(given), sessionId)) return given;
    const token = randomToken(32);
    q.addToken.run(sha256(token), sessionId);
    return token;
  }

  const notFound = () => new ApiError(401, 'session_not_found');
  // A token that is not one of ours at all, or one of a session signed out, is invalid;
  // a well-formed one the emulator does not know (or no longer: expired, ended) is not found.
  const invalid = () => new ApiError(401, 'invalid_session_token');

  async function authenticate(bearer: string): Promise<AuthenticatedSession> {
    let row: SessionRow | null;
    let via: AuthenticatedSession['via'];
    const nowMs = ctx.now().getTime();
    if (bearer.split('.').length === 3) {
      via = 'session_jwt';
      let claims: Record<string, unknown>;
      try {
        claims = await ctx.keys.verify(bearer, { audience: ctx.config.project_id });
      } catch (err) {
        // Ours but past its 5 minutes: the session may be gone too, nothing is wrong with the token.
        throw (err as { code?: unknown }).code === 'ERR_JWT_EXPIRED' ? notFound() : invalid();
      }
      const claim = claims[SESSION_CLAIM] as { id?: unknown } | undefined;
      if (typeof claim?.id !== 'string') throw invalid();
      if (q.revokedSession.get(claim.id, nowMs)) throw invalid();
      row = live(q.get.get(claim.id));
    } else {
      via = 'session_token';
      if (!SESSION_TOKEN_SHAPE.test(bearer)) throw invalid();
      const hash = sha256(bearer);
      if (q.revokedToken.get(hash, nowMs)) throw invalid();
      row = live(q.byToken.get(hash));
    }
    if (!row) throw notFound();
    const user = ctx.users.get(row.user_id);
    if (!user) throw notFound();
    q.touch.run(nowMs, row.session_id);
    return { session: toRecord({ ...row, last_accessed_at: nowMs }), user, token: bearer, via };
  }

  return {
    async issue(userId, factor, durationMinutes = DEFAULT_SESSION_MINUTES, existing) {
      const nowMs = ctx.now().getTime();
      const expiresAt = nowMs + durationMinutes * 60_000;
      const stamped: Factor = { ...factor, last_authenticated_at: iso(nowMs) };
      const current = existing ? live(q.get.get(existing.sessionId)) : null;
      if (current && current.user_id === userId) {
        // Same factor again replaces its timestamp; a new factor is added (multi-factor session).
        const factors = (JSON.parse(current.factors) as Factor[])
          .filter((f) => f.type !== factor.type || f.delivery_method !== factor.delivery_method);
        factors.push(stamped);
        q.update.run(nowMs, capped(current.started_at, expiresAt), JSON.stringify(factors), current.session_id);
        return answer(q.get.get(current.session_id)!, tokenFor(current.session_id, existing?.sessionToken));
      }
      const sessionId = ctx.id('session');
      const token = randomToken(32);
      db.transaction(() => {
        q.insert.run(sessionId, userId, nowMs, nowMs, expiresAt, JSON.stringify([stamped]));
        q.addToken.run(sha256(token), sessionId);
      })();
      return answer(q.get.get(sessionId)!, token);
    },

    async require(c: Context) {
      const header = c.req.header('Authorization') ?? '';
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match) throw new ApiError(401, 'user_unauthenticated');
      return authenticate(match[1]!);
    },

    async refresh(auth, durationMinutes) {
      // A short-lived JWT (a copy of which is easier to come by) may not make its session longer (L3).
      if (durationMinutes !== undefined && auth.via === 'session_jwt') {
        throw new ApiError(400, 'invalid_request', 'A session_jwt cannot extend its session; refresh with the session_token.');
      }
      const row = live(q.get.get(auth.session.session_id));
      if (!row) throw notFound();
      const nowMs = ctx.now().getTime();
      const expiresAt = durationMinutes === undefined ? row.expires_at : capped(row.started_at, nowMs + durationMinutes * 60_000);
      q.setExpiry.run(nowMs, expiresAt, row.session_id);
      return answer(q.get.get(row.session_id)!, tokenFor(row.session_id, auth.via === 'session_token' ? auth.token : undefined));
    },

    authenticate,
    setOrganization: (sessionId, organizationId) => void q.setOrganization.run(organizationId, sessionId),
    // Remembered until it would have expired, so its tokens answer invalid_session_token.
    revoke: db.transaction((sessionId: string) => {
      q.markRevoked.run(sessionId);
      q.keepRevokedTokens.run(sessionId);
      q.delete.run(sessionId);
    }),
  };
}
