/** Password rows: at most one scrypt hash per user (passwords/hash.ts makes and checks them). */
import type { EmulatorContext } from '../context';
import { endAccess } from '../core/access';
import { consumeEmailToken } from '../core/emailTokens';
import { createLockouts } from '../core/lockouts';
import { sha256 } from '../core/random';

type Ctx = Pick<EmulatorContext, 'db' | 'id' | 'now'>;

/** On the config's breached-password list, or reported breached since (POST /emulator/breached_passwords). */
export function isBreached(ctx: Pick<EmulatorContext, 'db' | 'config'>, password: string): boolean {
  if (ctx.config.breached_passwords.has(password)) return true;
  return !!ctx.db.prepare('SELECT 1 FROM breached_passwords_added WHERE password_hash = ?').get(sha256(password));
}

/** A breach reported after users chose their passwords, as breach corpora grow. */
export function reportBreach(ctx: Pick<EmulatorContext, 'db' | 'now'>, password: string): void {
  ctx.db.prepare('INSERT OR IGNORE INTO breached_passwords_added (password_hash, added_at) VALUES (?, ?)').run(sha256(password), ctx.now().getTime());
}

/**
 * Why a user has no password to log in with: it was ended by the first proof of the inbox (issue
 * 12, H2), so it must be reset (reset_password); or there never was one (no_user_password).
 */
export function mustResetPassword(ctx: Pick<EmulatorContext, 'db'>, userId: string): boolean {
  return !!ctx.db.prepare('SELECT 1 FROM password_reset_required WHERE user_id = ?').get(userId);
}

/**
 * The lockout counter of a user's password from one address (core/lockouts.ts). Per address, so
 * a stranger's wrong guesses lock the stranger out, not the owner.
 */
export const passwordLockKey = (userId: string, source: string | null) => `password:${userId}:${source ?? 'in-process'}`;
const passwordLockPrefix = (userId: string) => `password:${userId}:`;

/** The user's stored hash, or null for a passwordless user. */
export function passwordHashOf(ctx: Ctx, userId: string): string | null {
  return ctx.db.prepare<[string], { hash: string }>('SELECT hash FROM passwords WHERE user_id = ?').get(userId)?.hash ?? null;
}

export function hasPassword(ctx: Ctx, userId: string): boolean {
  return passwordHashOf(ctx, userId) !== null;
}

export function insertPassword(ctx: Ctx, userId: string, hash: string): void {
  ctx.db.prepare('INSERT INTO passwords (password_id, user_id, hash, created_at) VALUES (?, ?, ?, ?)')
    .run(ctx.id('password'), userId, hash, ctx.now().getTime());
}

/** Sets the password, replacing any earlier one (a reset). */
export function setPassword(ctx: Ctx, userId: string, hash: string): void {
  ctx.db.prepare('DELETE FROM password_reset_required WHERE user_id = ?').run(userId);
  ctx.db.prepare(
    `INSERT INTO passwords (password_id, user_id, hash, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET hash = excluded.hash, created_at = excluded.created_at`)
    .run(ctx.id('password'), userId, hash, ctx.now().getTime());
}

/**
 * A password reset, in one IMMEDIATE transaction: spends the token, proves the
 * inbox, sets the password and ends every way in (sessions, OAuth grants and tokens, M4). False,
 * and nothing changed, when the token is no longer good; a failing write undoes all of it.
 */
export function completeReset(ctx: EmulatorContext, token: string, hash: string): boolean {
  return ctx.db.transaction(() => {
    const owner = consumeEmailToken(ctx, 'password_resets', token);
    if (!owner) return false;
    // The link proves the inbox; proving it first ends any password set without it (H2), not this one.
    ctx.users.verifyEmail(owner.user_id, owner.email);
    setPassword(ctx, owner.user_id, hash);
    // Chosen on the link alone: it proves the inbox until a sign-in passes another factor with it (core/second-factor.ts).
    ctx.db.prepare('INSERT OR REPLACE INTO password_origins (user_id, proves, since) VALUES (?, ?, ?)').run(owner.user_id, 'inbox', ctx.now().getTime());
    ctx.users.activate(owner.user_id);
    createLockouts(ctx).resetAll(passwordLockPrefix(owner.user_id));
    // Whoever knew the old password loses every way in.
    endAccess(ctx.db, owner.user_id, ctx.now().getTime());
    return true;
  }).immediate();
}
