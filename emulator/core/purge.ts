/**
 * Expired rows are deleted on a timer, so a busy emulator's file does not grow
 * without end. Spent-but-unexpired rows stay until they expire: a replayed link, code or rotated
 * refresh token must still be recognised as used.
 */
import type Database from 'better-sqlite3';

/** The outbox and the event log keep a day: they are for reading now, not an archive. */
export const KEEP_MESSAGES_MS = 24 * 60 * 60_000;
/** A code replayed up to a day after it expired still revokes what it gave (RFC 6749 §4.1.2). */
const KEEP_IDP_CODES_MS = 24 * 60 * 60_000;

const EXPIRING = [
  'sessions', 'magic_links', 'password_resets', 'otp_codes', 'webauthn_challenges', 'crypto_wallet_challenges',
  'oauth_flows', 'oauth_tokens', 'oauth_onetap_credentials', 'oauth_onetap_nonces', 'idp_tokens', 'revoked_sessions', 'intermediate_sessions',
] as const;

/** Deletes what has expired as of `nowMs`, in one transaction; answers how many rows went. */
export function purgeExpired(db: Database.Database, nowMs: number): number {
  return db.transaction(() => {
    let deleted = 0;
    const run = (sql: string, ...params: number[]) => (deleted += db.prepare(sql).run(...params).changes);
    // Deleting a session deletes its tokens (ON DELETE CASCADE).
    for (const table of EXPIRING) run(`DELETE FROM ${table} WHERE expires_at <= ?`, nowMs);
    run('DELETE FROM idp_codes WHERE expires_at <= ?', nowMs - KEEP_IDP_CODES_MS);
    run('DELETE FROM rate_limits WHERE window_ends_at <= ?', nowMs);
    run('DELETE FROM lockouts WHERE locked_until IS NOT NULL AND locked_until <= ?', nowMs);
    run('DELETE FROM outbox WHERE sent_at <= ?', nowMs - KEEP_MESSAGES_MS);
    run('DELETE FROM event_log WHERE logged_at <= ?', nowMs - KEEP_MESSAGES_MS);
    return deleted;
  }).immediate();
}

/** Runs purgeExpired now and every `intervalMs`; the timer never keeps the process alive. Returns stop(). */
export function startPurging(db: Database.Database, now: () => Date, intervalMs: number): () => void {
  const tick = () => {
    try {
      purgeExpired(db, now().getTime());
    } catch (err) {
      // Another process may hold the write lock past busy_timeout; the next tick tries again.
      console.error('[portico-emulator] purging expired rows failed:', err);
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
