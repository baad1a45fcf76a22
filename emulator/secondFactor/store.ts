/** Authenticator apps (RFC 6238, via otpauth) and backup codes: SQL and the checks on them. */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { EmulatorContext } from '../context';

type Ctx = Pick<EmulatorContext, 'db' | 'now' | 'hash' | 'config'>;

interface TotpRow {
  user_id: string;
  secret: string;
  verified: number;
  last_step: number;
}

export const BACKUP_CODE_COUNT = 10;
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpOf = (ctx: Ctx, secret: string, label: string) =>
  new TOTP({ issuer: ctx.config.project_name, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

export function findTotp(ctx: Ctx, userId: string): TotpRow | null {
  return ctx.db.prepare<[string], TotpRow>('SELECT user_id, secret, verified, last_step FROM totp_factors WHERE user_id = ?').get(userId) ?? null;
}

export function hasVerifiedTotp(ctx: Ctx, userId: string): boolean {
  return findTotp(ctx, userId)?.verified === 1;
}

/** A new unconfirmed secret (any earlier unconfirmed one is replaced); its otpauth:// URI names the account. */
export function startTotp(ctx: Ctx, userId: string, label: string): { secret: string; otpauth_url: string } {
  const secret = new Secret({ size: 20 }).base32;
  ctx.db.prepare(`INSERT INTO totp_factors (user_id, secret, verified, last_step, created_at) VALUES (?, ?, 0, -1, ?)
                  ON CONFLICT(user_id) DO UPDATE SET secret = excluded.secret, verified = 0, last_step = -1, created_at = excluded.created_at`)
    .run(userId, secret, ctx.now().getTime());
  return { secret, otpauth_url: totpOf(ctx, secret, label).toString() };
}

/**
 * True when `code` is the app's code for now, the step before or the step after (clock skew), and
 * no code of that step or a later one was accepted before: each code works once.
 */
export function acceptTotp(ctx: Ctx, row: TotpRow, code: string): boolean {
  const totp = totpOf(ctx, row.secret, row.user_id);
  const timestamp = ctx.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  if (delta === null) return false;
  const step = totp.counter({ timestamp }) + delta;
  // Only a step newer than the last accepted one, set in one statement so two requests cannot both pass.
  return ctx.db.prepare('UPDATE totp_factors SET last_step = ?, verified = 1 WHERE user_id = ? AND last_step < ?').run(step, row.user_id, step).changes === 1;
}

export function removeTotp(ctx: Ctx, userId: string): boolean {
  const removed = ctx.db.prepare('DELETE FROM totp_factors WHERE user_id = ?').run(userId).changes > 0;
  ctx.db.prepare('DELETE FROM backup_codes WHERE user_id = ?').run(userId);
  return removed;
}

const backupHash = (ctx: Ctx, userId: string, code: string) => ctx.hash(`${userId}:${code.trim().toLowerCase()}`);

/** Replaces the user's backup codes with new ones, answered once: only their hashes are kept. */
export function regenerateBackupCodes(ctx: Ctx, userId: string): string[] {
  const pick = () => Array.from({ length: 5 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join('');
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => `${pick()}-${pick()}`);
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM backup_codes WHERE user_id = ?').run(userId);
    const insert = ctx.db.prepare('INSERT INTO backup_codes (code_hash, user_id) VALUES (?, ?)');
    for (const code of codes) insert.run(backupHash(ctx, userId, code), userId);
  })();
  return codes;
}

/** Spends a backup code: true once, false for a wrong or used one. */
export function spendBackupCode(ctx: Ctx, userId: string, code: string): boolean {
  return ctx.db.prepare('UPDATE backup_codes SET used_at = ? WHERE code_hash = ? AND user_id = ? AND used_at IS NULL')
    .run(ctx.now().getTime(), backupHash(ctx, userId, code), userId).changes === 1;
}

export function backupCodesLeft(ctx: Ctx, userId: string): number {
  return ctx.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM backup_codes WHERE user_id = ? AND used_at IS NULL').get(userId)!.n;
}

/** The user and proven factors of a live intermediate token, without spending it. */
export function peekIntermediate(ctx: Ctx, token: string): { userId: string; proven: Array<{ type: string; delivery_method: string }> } | null {
  const row = ctx.db.prepare<[string], { user_id: string; factors: string; expires_at: number; used_at: number | null }>(
    'SELECT user_id, factors, expires_at, used_at FROM intermediate_sessions WHERE token_hash = ?').get(ctx.hash(token));
  if (!row || row.used_at !== null || row.expires_at <= ctx.now().getTime()) return null;
  return { userId: row.user_id, proven: JSON.parse(row.factors) };
}
