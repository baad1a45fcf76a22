/**
 * SPEC §4's intermediate session token: a user listed in the config's `mfa_required_users` gets
 * only an intermediate session token from a primary sign-in; a one-time passcode for the same
 * user, sent with that token, completes the sign-in with both factors on one session.
 */
import type { EmulatorContext, IntermediateResponseBody } from '../context';
import { ApiError } from './errors';
import { randomToken, sha256 } from './random';
import { normalizeEmail } from './schemas';

/** SPEC §9: the intermediate session token (and its cookie) lives 10 minutes. */
export const INTERMEDIATE_SESSION_MINUTES = 10;

/** `proves`: a password chosen through a reset link stands for the inbox that link went to. */
type Factor = { type: string; delivery_method: string; proves?: string };

/**
 * What a factor proves possession of. Links and codes by email all prove the inbox, so
 * an email code cannot be the second factor after a magic link or a reset link, nor after a
 * password chosen through one until that password was used with another factor; text and WhatsApp
 * codes both prove the phone.
 */
export function authenticatorOf(factor: Factor): string {
  if (factor.proves) return factor.proves;
  if (factor.delivery_method === 'email') return 'inbox';
  if (factor.delivery_method === 'sms' || factor.delivery_method === 'whatsapp') return 'phone';
  switch (factor.type) {
    case 'password':
      return 'password';
    case 'webauthn':
      return 'passkey';
    case 'crypto_wallet':
      return 'wallet';
    case 'oauth':
      return 'social';
    default:
      return factor.type;
  }
}
type Stamped = Factor & { last_authenticated_at: string };
type Deps = Pick<EmulatorContext, 'db' | 'config' | 'users' | 'now'> & Pick<EmulatorContext['sessions'], 'issue'>;

export function createSignIn(ctx: Deps): EmulatorContext['sessions']['signIn'] {
  const q = {
    insert: ctx.db.prepare('INSERT INTO intermediate_sessions (token_hash, user_id, factors, expires_at) VALUES (?, ?, ?, ?)'),
    get: ctx.db.prepare<[string], { user_id: string; factors: string; expires_at: number; used_at: number | null }>(
      'SELECT user_id, factors, expires_at, used_at FROM intermediate_sessions WHERE token_hash = ?'),
    spend: ctx.db.prepare('UPDATE intermediate_sessions SET used_at = ? WHERE token_hash = ? AND used_at IS NULL'),
  };
  const hasApp = ctx.db.prepare<[string], { one: number }>('SELECT 1 AS one FROM totp_factors WHERE user_id = ? AND verified = 1');
  const hasText = ctx.db.prepare<[string], { one: number }>('SELECT 1 AS one FROM sms_second_factors WHERE user_id = ?');
  const passwordOrigin = ctx.db.prepare<[string], { proves: string }>('SELECT proves FROM password_origins WHERE user_id = ?');
  const ownPassword = ctx.db.prepare('DELETE FROM password_origins WHERE user_id = ?');
  const listed = new Set(ctx.config.mfa_required_users.map((entry) => (entry.includes('@') ? normalizeEmail(entry) : entry.trim())));

  const needsSecondFactor = (userId: string) => {
    const user = ctx.users.get(userId);
    if (!user) return false;
    // A user with an authenticator app set up has a second factor, listed or not.
    if (hasApp.get(userId)) return true;
    // A number the user added as their text-message second factor (secondFactor/phoneNumberRoutes.ts).
    if (hasText.get(userId)) return true;
    return (user.email !== null && listed.has(user.email)) || (user.phone_number !== null && listed.has(user.phone_number));
  };

  /** The factors an intermediate token proved, spending it; throws when it cannot complete this user's sign-in. */
  function spend(token: string, userId: string, factor: Factor): Factor[] {
    const hash = sha256(token);
    const row = q.get.get(hash);
    const nowMs = ctx.now().getTime();
    if (!row || row.used_at !== null || row.expires_at <= nowMs || row.user_id !== userId) {
      throw new ApiError(401, 'intermediate_session_not_found');
    }
    const proven = JSON.parse(row.factors) as Stamped[];
    const wanted = authenticatorOf(factor);
    if (proven.some((f) => authenticatorOf(f) === wanted)) {
      throw new ApiError(400, 'invalid_request', `The second factor must be a different authenticator from the first (both prove the ${wanted}).`);
    }
    // A concurrent request may have spent it between the read and here.
    if (q.spend.run(nowMs, hash).changes !== 1) throw new ApiError(401, 'intermediate_session_not_found');
    // A password from a reset link, now passed with another authenticator, is the person's own.
    if (proven.some((f) => f.type === 'password' && f.proves)) ownPassword.run(userId);
    return proven.map(({ type, delivery_method }) => ({ type, delivery_method }));
  }

  return async (userId, factor, durationMinutes, opts = {}) => {
    const token = opts.intermediateSessionToken;
    if (token !== undefined) {
      // One session, the proven factors first, then this one (sessions.issue adds a factor to a session).
      const [first, ...more] = [...spend(token, userId, factor), factor];
      let auth = await ctx.issue(userId, first!, durationMinutes);
      for (const next of more) {
        auth = await ctx.issue(userId, next, durationMinutes, { sessionId: auth.session.session_id, sessionToken: auth.session_token });
      }
      return auth;
    }
    if (!needsSecondFactor(userId)) return ctx.issue(userId, factor, durationMinutes);
    const nowMs = ctx.now().getTime();
    const intermediate = randomToken(32);
    const origin = factor.type === 'password' ? passwordOrigin.get(userId)?.proves : undefined;
    const stamped: Stamped = { ...factor, ...(origin && { proves: origin }), last_authenticated_at: new Date(nowMs).toISOString() };
    q.insert.run(sha256(intermediate), userId, JSON.stringify([stamped]), nowMs + INTERMEDIATE_SESSION_MINUTES * 60_000);
    return { intermediate_session_token: intermediate, user_id: userId } satisfies IntermediateResponseBody;
  };
}
