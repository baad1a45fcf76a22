/** One-time passcodes: stored as sha256 of `method_id:code`, single use, a few tries each. */
import type { EmulatorContext, OutboxMessage } from '../context';
import { safeEqual } from '../core/random';

export type Channel = OutboxMessage['channel'];

export interface CodeRow {
  method_id: string;
  user_id: string;
  channel: Channel;
  destination: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

const codeHash = (ctx: Pick<EmulatorContext, 'hash'>, methodId: string, code: string) => ctx.hash(`${methodId}:${code}`);

/** Stores a new code for the destination; older unused ones stop working (protocol: "replaced by a newer code"). */
export function saveCode(ctx: EmulatorContext, row: { methodId: string; userId: string; channel: Channel; destination: string; code: string; minutes: number }): void {
  const nowMs = ctx.now().getTime();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE otp_codes SET used_at = ? WHERE user_id = ? AND channel = ? AND destination = ? AND used_at IS NULL')
      .run(nowMs, row.userId, row.channel, row.destination);
    ctx.db.prepare(`INSERT INTO otp_codes (method_id, user_id, channel, destination, code_hash, expires_at, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(row.methodId, row.userId, row.channel, row.destination, codeHash(ctx, row.methodId, row.code), nowMs + row.minutes * 60_000, nowMs);
  })();
}

export function findCode(ctx: EmulatorContext, methodId: string): CodeRow | null {
  return ctx.db.prepare<[string], CodeRow>('SELECT * FROM otp_codes WHERE method_id = ?').get(methodId) ?? null;
}

export function codeMatches(ctx: EmulatorContext, row: CodeRow, code: string): boolean {
  return safeEqual(codeHash(ctx, row.method_id, code), row.code_hash);
}

/** Counts a wrong try on the method; returns the tries so far. */
export function countWrongTry(ctx: EmulatorContext, methodId: string): number {
  return ctx.db.prepare<[string], { attempts: number }>('UPDATE otp_codes SET attempts = attempts + 1 WHERE method_id = ? RETURNING attempts')
    .get(methodId)!.attempts;
}

/** Spends the code; false if a concurrent request spent it first. */
export function spendCode(ctx: EmulatorContext, methodId: string): boolean {
  return ctx.db.prepare('UPDATE otp_codes SET used_at = ? WHERE method_id = ? AND used_at IS NULL').run(ctx.now().getTime(), methodId).changes === 1;
}

/** Ends every live code for the destination (its guesses are spent). */
export function killCodes(ctx: EmulatorContext, destination: string): void {
  ctx.db.prepare('UPDATE otp_codes SET used_at = ? WHERE destination = ? AND used_at IS NULL').run(ctx.now().getTime(), destination);
}
