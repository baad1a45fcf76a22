/**
 * A signed-in user's own phone number: a code texted to a new number, and the number it proves,
 * kept as the account's one number and its text-message second factor. SQL and the checks on it.
 */
import { randomInt } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { ApiError } from '../core/errors';
import { safeEqual } from '../core/random';

type Ctx = Pick<EmulatorContext, 'db' | 'now' | 'hash' | 'id'>;

export interface VerificationRow {
  method_id: string;
  user_id: string;
  phone_number: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

const codeHash = (ctx: Ctx, methodId: string, code: string) => ctx.hash(`${methodId}:${code}`);

/** A new 6-digit code for this user and number; earlier unused ones of the user stop working. */
export function startVerification(ctx: Ctx, userId: string, phoneNumber: string, minutes: number): { methodId: string; code: string } {
  const methodId = ctx.id('phone-verification');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const nowMs = ctx.now().getTime();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE phone_verifications SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(nowMs, userId);
    ctx.db.prepare('INSERT INTO phone_verifications (method_id, user_id, phone_number, code_hash, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(methodId, userId, phoneNumber, codeHash(ctx, methodId, code), nowMs + minutes * 60_000);
  })();
  return { methodId, code };
}

/** The user's verification of this method id, or null (another user's is null too). */
export function findVerification(ctx: Ctx, userId: string, methodId: string): VerificationRow | null {
  return ctx.db.prepare<[string, string], VerificationRow>('SELECT * FROM phone_verifications WHERE method_id = ? AND user_id = ?').get(methodId, userId) ?? null;
}

export function codeMatches(ctx: Ctx, row: VerificationRow, code: string): boolean {
  return safeEqual(codeHash(ctx, row.method_id, code), row.code_hash);
}

/** Counts a wrong try; answers the tries so far. */
export function countWrongTry(ctx: Ctx, methodId: string): number {
  return ctx.db.prepare<[string], { attempts: number }>('UPDATE phone_verifications SET attempts = attempts + 1 WHERE method_id = ? RETURNING attempts').get(methodId)!.attempts;
}

/**
 * Spends the code and makes its number the user's one number, verified, and their text-message
 * second factor, in one transaction. A number another account holds → 409 (after the code: only
 * whoever holds the number learns it is taken).
 */
export function acceptNumber(ctx: Ctx, row: VerificationRow): void {
  ctx.db.transaction(() => {
    const nowMs = ctx.now().getTime();
    if (ctx.db.prepare('UPDATE phone_verifications SET used_at = ? WHERE method_id = ? AND used_at IS NULL').run(nowMs, row.method_id).changes !== 1) {
      throw new ApiError(404, 'otp_code_not_found'); // a concurrent request spent it first
    }
    const holder = ctx.db.prepare<[string], { user_id: string }>('SELECT user_id FROM phones WHERE phone_number = ?').get(row.phone_number);
    if (holder && holder.user_id !== row.user_id) throw new ApiError(409, 'duplicate_member_phone_number');
    ctx.db.prepare('DELETE FROM phones WHERE user_id = ? AND phone_number <> ?').run(row.user_id, row.phone_number);
    if (holder) ctx.db.prepare('UPDATE phones SET verified = 1 WHERE phone_number = ?').run(row.phone_number);
    else ctx.db.prepare('INSERT INTO phones (phone_id, user_id, phone_number, verified) VALUES (?, ?, ?, 1)').run(ctx.id('phone-number'), row.user_id, row.phone_number);
    ctx.db.prepare('INSERT OR IGNORE INTO sms_second_factors (user_id, created_at) VALUES (?, ?)').run(row.user_id, nowMs);
  }).immediate();
}

/** True when the user added their number here: sign-ins then ask for a second factor. */
export function hasSmsFactor(ctx: Pick<EmulatorContext, 'db'>, userId: string): boolean {
  return ctx.db.prepare('SELECT 1 FROM sms_second_factors WHERE user_id = ?').get(userId) !== undefined;
}

/** Removes the user's number(s) and the text-message second factor. */
export function removeNumber(ctx: Ctx, userId: string): void {
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM phones WHERE user_id = ?').run(userId);
    ctx.db.prepare('DELETE FROM sms_second_factors WHERE user_id = ?').run(userId);
    ctx.db.prepare('UPDATE phone_verifications SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(ctx.now().getTime(), userId);
  })();
}
