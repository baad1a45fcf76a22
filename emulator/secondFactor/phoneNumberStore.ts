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
  /** 'add': proves a number being added; 'current': proves the person holds the number on file. */
  purpose: 'add' | 'current';
}

/** How long an answered code for the number on file lets this session change or remove it. */
const PROOF_MINUTES = 10;

const codeHash = (ctx: Ctx, methodId: string, code: string) => ctx.hash(`${methodId}:${code}`);

/** A new 6-digit code for this user and number; earlier unused ones of the user stop working. */
export function startVerification(
  ctx: Ctx,
  userId: string,
  phoneNumber: string,
  minutes: number,
  purpose: VerificationRow['purpose'] = 'add',
): { methodId: string; code: string } {
  const methodId = ctx.id('phone-verification');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const nowMs = ctx.now().getTime();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE phone_verifications SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(nowMs, userId);
    ctx.db.prepare('INSERT INTO phone_verifications (method_id, user_id, phone_number, code_hash, expires_at, purpose) VALUES (?, ?, ?, ?, ?, ?)')
      .run(methodId, userId, phoneNumber, codeHash(ctx, methodId, code), nowMs + minutes * 60_000, purpose);
  })();
  return { methodId, code };
}

/** The user's verification of this method id for this purpose, or null (another user's, or another purpose's, is null too). */
export function findVerification(ctx: Ctx, userId: string, methodId: string, purpose: VerificationRow['purpose'] = 'add'): VerificationRow | null {
  return (
    ctx.db
      .prepare<[string, string, string], VerificationRow>('SELECT * FROM phone_verifications WHERE method_id = ? AND user_id = ? AND purpose = ?')
      .get(methodId, userId, purpose) ?? null
  );
}

/** The user's verified number on file (E.164), or null. */
export function numberOnFile(ctx: Pick<EmulatorContext, 'db'>, userId: string): string | null {
  const row = ctx.db.prepare<[string], { phone_number: string }>('SELECT phone_number FROM phones WHERE user_id = ? AND verified = 1 ORDER BY rowid LIMIT 1').get(userId);
  return row?.phone_number ?? null;
}

/** Spends the code for the number on file: for PROOF_MINUTES this session (only) may change or remove that number. */
export function acceptProof(ctx: Ctx, row: VerificationRow, sessionId: string): void {
  ctx.db.transaction(() => {
    const nowMs = ctx.now().getTime();
    if (ctx.db.prepare('UPDATE phone_verifications SET used_at = ? WHERE method_id = ? AND used_at IS NULL').run(nowMs, row.method_id).changes !== 1) {
      throw new ApiError(404, 'otp_code_not_found');
    }
    ctx.db.prepare('INSERT OR REPLACE INTO phone_proofs (session_id, user_id, phone_number, expires_at) VALUES (?, ?, ?, ?)')
      .run(sessionId, row.user_id, row.phone_number, nowMs + PROOF_MINUTES * 60_000);
  }).immediate();
}

/**
 * A change or removal of a number on file: spends this session's proof of that number, or refuses
 * (403 phone_number_confirmation_required). Called inside the change's transaction, so a refused
 * change keeps the proof and a proof serves one change.
 */
export function spendProof(ctx: Ctx, userId: string, sessionId: string): void {
  const current = numberOnFile(ctx, userId);
  if (current === null) return; // nothing on file: nothing to take over
  const spent = ctx.db
    .prepare('DELETE FROM phone_proofs WHERE session_id = ? AND user_id = ? AND phone_number = ? AND expires_at > ?')
    .run(sessionId, userId, current, ctx.now().getTime()).changes;
  if (spent !== 1) throw new ApiError(403, 'phone_number_confirmation_required');
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
export function acceptNumber(ctx: Ctx, row: VerificationRow, sessionId: string): void {
  ctx.db.transaction(() => {
    const nowMs = ctx.now().getTime();
    if (ctx.db.prepare('UPDATE phone_verifications SET used_at = ? WHERE method_id = ? AND used_at IS NULL').run(nowMs, row.method_id).changes !== 1) {
      throw new ApiError(404, 'otp_code_not_found'); // a concurrent request spent it first
    }
    const holder = ctx.db.prepare<[string], { user_id: string }>('SELECT user_id FROM phones WHERE phone_number = ?').get(row.phone_number);
    if (holder && holder.user_id !== row.user_id) throw new ApiError(409, 'duplicate_member_phone_number');
    // The same number proven again changes nothing; another one replaces the number on file.
    if (numberOnFile(ctx, row.user_id) !== row.phone_number) spendProof(ctx, row.user_id, sessionId);
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

/** Removes the user's number(s) and the text-message second factor, spending this session's proof of the number. */
export function removeNumber(ctx: Ctx, userId: string, sessionId: string): void {
  ctx.db.transaction(() => {
    spendProof(ctx, userId, sessionId);
    ctx.db.prepare('DELETE FROM phones WHERE user_id = ?').run(userId);
    ctx.db.prepare('DELETE FROM sms_second_factors WHERE user_id = ?').run(userId);
    ctx.db.prepare('UPDATE phone_verifications SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(ctx.now().getTime(), userId);
  }).immediate();
}
