/** Wallet challenges and wallet-owned users in the database. */
import type { EmulatorContext } from '../context';
import type { WalletType } from './verify';

/** A challenge lives 5 minutes (protocol: cryptoWallets.authenticateStart). */
export const CHALLENGE_MINUTES = 5;

/** Live challenges a wallet may have over all pages (the oldest beyond are spent). */
export const LIVE_PER_WALLET = 10;

/**
 * Stores the wallet's challenge for the page `origin`. That page's older live one is spent, so a
 * page holds exactly one and a signature is checked against that one alone; other
 * pages' challenges stay (a stranger's start must not cancel the owner's).
 */
export function saveChallenge(ctx: EmulatorContext, type: WalletType, address: string, origin: string, message: string, expiresAt: number): void {
  const nowMs = ctx.now().getTime();
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE crypto_wallet_challenges SET used_at = ? WHERE crypto_wallet_type = ? AND crypto_wallet_address = ? AND origin = ? AND used_at IS NULL')
      .run(nowMs, type, address, origin);
    ctx.db
      .prepare('INSERT INTO crypto_wallet_challenges (challenge_id, crypto_wallet_type, crypto_wallet_address, origin, message, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(ctx.id('crypto-wallet-challenge'), type, address, origin, message, expiresAt);
    ctx.db
      .prepare(`UPDATE crypto_wallet_challenges SET used_at = ? WHERE rowid IN (SELECT rowid FROM crypto_wallet_challenges
                WHERE crypto_wallet_type = ? AND crypto_wallet_address = ? AND used_at IS NULL ORDER BY rowid DESC LIMIT -1 OFFSET ?)`)
      .run(nowMs, type, address, LIVE_PER_WALLET);
  }).immediate();
}

/** The wallet's live challenge for the calling page (the origin its message names), if any. */
export function pendingChallenge(ctx: EmulatorContext, type: WalletType, address: string, origin: string): { challenge_id: string; message: string } | null {
  return ctx.db
    .prepare<[string, string, string, number], { challenge_id: string; message: string }>(
      `SELECT challenge_id, message FROM crypto_wallet_challenges
       WHERE crypto_wallet_type = ? AND crypto_wallet_address = ? AND origin = ? AND used_at IS NULL AND expires_at > ?
       ORDER BY rowid DESC LIMIT 1`)
    .get(type, address, origin, ctx.now().getTime()) ?? null;
}

/** Spends a challenge; false if a concurrent request spent it first. */
export function spendChallenge(ctx: EmulatorContext, challengeId: string): boolean {
  const nowMs = ctx.now().getTime();
  return ctx.db
    .prepare('UPDATE crypto_wallet_challenges SET used_at = ? WHERE challenge_id = ? AND used_at IS NULL AND expires_at > ?')
    .run(nowMs, challengeId, nowMs).changes === 1;
}

/** The wallet's user, created (with the wallet) on first sign-in; one transaction, so it is atomic. */
export function findOrCreateWalletUser(ctx: EmulatorContext, type: WalletType, address: string): { userId: string; created: boolean } {
  const find = ctx.db.prepare<[string, string], { user_id: string }>(
    'SELECT user_id FROM crypto_wallets WHERE crypto_wallet_type = ? AND crypto_wallet_address = ?');
  const run = ctx.db.transaction(() => {
    const found = find.get(type, address);
    if (found) return { userId: found.user_id, created: false };
    const user = ctx.users.create();
    ctx.db
      .prepare('INSERT INTO crypto_wallets (crypto_wallet_id, user_id, crypto_wallet_address, crypto_wallet_type, verified, created_at) VALUES (?, ?, ?, ?, 1, ?)')
      .run(ctx.id('crypto-wallet'), user.user_id, address, type, ctx.now().getTime());
    return { userId: user.user_id, created: true };
  });
  // IMMEDIATE: take the write lock before reading, so two first sign-ins cannot both create.
  return run.immediate();
}
