/**
 * Ending access to an account, across features: sessions, the identity provider's grants, codes
 * and tokens, and (for setup made before the inbox was proven) the password and passkeys.
 */
import type Database from 'better-sqlite3';

/** Ends every session and every OAuth grant, code, access and refresh token of the user. */
export function endAccess(db: Database.Database, userId: string, nowMs: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM idp_grants WHERE user_id = ?').run(userId);
  db.prepare('UPDATE idp_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(nowMs, userId);
  db.prepare('UPDATE idp_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(nowMs, userId);
}

/**
 * Whoever set up the account before its email was proven may not be its owner, so
 * the first proof ends what they set up: the password, the passkeys, and every way in.
 */
export function forgetUnprovenSetup(db: Database.Database, userId: string, nowMs: number): void {
  // A password login afterwards answers reset_password (PasswordDedupe), not no_user_password.
  db.prepare('INSERT OR IGNORE INTO password_reset_required (user_id, since) SELECT user_id, ? FROM passwords WHERE user_id = ?').run(nowMs, userId);
  db.prepare('DELETE FROM passwords WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM webauthn_registrations WHERE user_id = ?').run(userId);
  endAccess(db, userId, nowMs);
}
