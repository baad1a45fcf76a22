/**
 * The emulated providers' accounts: the people each provider knows (made on their page, or by the
 * One Tap mint), and the emulator's own users the One Tap chooser offers.
 */
import { randomInt } from 'node:crypto';
import type { EmulatorContext } from '../context';
import type { EmulatedAccount } from './page';

export function emulatedAccounts(ctx: EmulatorContext, provider: string): EmulatedAccount[] {
  return ctx.db
    .prepare<[string], EmulatedAccount>(
      'SELECT provider_subject AS subject, email, first_name, last_name FROM oauth_emulated_accounts WHERE provider_type = ? ORDER BY created_at, rowid')
    .all(provider);
}

export function emulatedAccount(ctx: EmulatorContext, provider: string, subject: string): EmulatedAccount | null {
  return emulatedAccounts(ctx, provider).find((a) => a.subject === subject) ?? null;
}

/** The provider's account for this email, created on first use (its subject is stable from then on). */
export function upsertEmulatedAccount(ctx: EmulatorContext, provider: string, email: string, name: { first_name: string; last_name: string }): EmulatedAccount {
  const existing = emulatedAccounts(ctx, provider).find((a) => a.email === email);
  if (existing) return existing;
  // Providers use opaque numeric-looking subjects; 21 digits like Google's.
  const subject = `${randomInt(1, 10)}${Array.from({ length: 20 }, () => randomInt(0, 10)).join('')}`;
  ctx.db
    .prepare('INSERT INTO oauth_emulated_accounts (provider_type, provider_subject, email, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(provider, subject, email, name.first_name, name.last_name, ctx.now().getTime());
  return { subject, email, ...name };
}

export interface OneTapAccountRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
}

const ONE_TAP_ACCOUNTS = `SELECT u.user_id, e.email, u.first_name, u.last_name FROM users u
  JOIN emails e ON e.rowid = (SELECT MIN(rowid) FROM emails WHERE user_id = u.user_id)`;

/** The emulator's users the One Tap chooser offers (each by its first email), newest first. */
export function oneTapAccounts(ctx: EmulatorContext, limit = 20): OneTapAccountRow[] {
  return ctx.db
    .prepare<[number], OneTapAccountRow>(`${ONE_TAP_ACCOUNTS} ORDER BY u.created_at DESC, u.rowid DESC LIMIT ?`)
    .all(limit);
}

export function oneTapAccount(ctx: EmulatorContext, userId: string): OneTapAccountRow | null {
  return ctx.db.prepare<[string], OneTapAccountRow>(`${ONE_TAP_ACCOUNTS} WHERE u.user_id = ?`).get(userId) ?? null;
}
