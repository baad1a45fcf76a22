/** Password rows: at most one scrypt hash per user (passwords/hash.ts makes and checks them). */
import type { EmulatorContext } from '../context';

type Ctx = Pick<EmulatorContext, 'db' | 'id' | 'now'>;

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
  ctx.db.prepare(
    `INSERT INTO passwords (password_id, user_id, hash, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET hash = excluded.hash, created_at = excluded.created_at`)
    .run(ctx.id('password'), userId, hash, ctx.now().getTime());
}
