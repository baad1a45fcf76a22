/**
 * Social sign-in state: the flow between start and the provider page (keyed by `state`), the
 * emulated provider's accounts, linking a provider subject to a Portico user, and the single-use
 * oauth token the redirect carries.
 */
import { randomInt } from 'node:crypto';
import type { EmulatorContext } from '../context';
import type { EmulatedAccount } from '../providers/page';

/** A person has 10 minutes on the provider page; the returned token is spent within 10 minutes too. */
export const FLOW_MINUTES = 10;
export const TOKEN_MINUTES = 10;

export interface FlowRow {
  provider_type: string;
  login_redirect_url: string;
  signup_redirect_url: string;
  custom_scopes: string;
  provider_params: string;
  /** PKCE: the challenge the start carried, passed on to the token (null: none). */
  code_challenge: string | null;
  /** sha256 of the starting browser's cookie (providers/browser.ts). */
  browser_hash: string;
}

export function saveFlow(ctx: EmulatorContext, state: string, flow: FlowRow): void {
  ctx.db
    .prepare(`INSERT INTO oauth_flows (state_hash, provider_type, login_redirect_url, signup_redirect_url, custom_scopes, provider_params, code_challenge, browser_hash, expires_at)
              VALUES (@state_hash, @provider_type, @login_redirect_url, @signup_redirect_url, @custom_scopes, @provider_params, @code_challenge, @browser_hash, @expires_at)`)
    .run({ ...flow, state_hash: ctx.hash(state), expires_at: ctx.now().getTime() + FLOW_MINUTES * 60_000 });
}

/** A live flow for this provider (the page reads it, the callback spends it). */
export function findFlow(ctx: EmulatorContext, state: string, provider: string): FlowRow | null {
  return ctx.db
    .prepare<[string, string, number], FlowRow>(
      'SELECT * FROM oauth_flows WHERE state_hash = ? AND provider_type = ? AND used_at IS NULL AND expires_at > ?')
    .get(ctx.hash(state), provider, ctx.now().getTime()) ?? null;
}

export function spendFlow(ctx: EmulatorContext, state: string): boolean {
  const nowMs = ctx.now().getTime();
  return ctx.db
    .prepare('UPDATE oauth_flows SET used_at = ? WHERE state_hash = ? AND used_at IS NULL AND expires_at > ?')
    .run(nowMs, ctx.hash(state), nowMs).changes === 1;
}

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

/**
 * The Portico user for a provider account: the linked one, else the user with that email (now
 * linked), else a new user. `created` decides login vs signup redirect.
 */
export function linkUser(ctx: EmulatorContext, provider: string, account: EmulatedAccount): { userId: string; created: boolean } {
  const run = ctx.db.transaction(() => {
    const linked = ctx.db
      .prepare<[string, string], { user_id: string }>('SELECT user_id FROM user_providers WHERE provider_type = ? AND provider_subject = ?')
      .get(provider, account.subject);
    if (linked) return { userId: linked.user_id, created: false };
    const { user, created } = ctx.users.findOrCreateByEmail(account.email);
    ctx.db
      .prepare('INSERT INTO user_providers (user_id, provider_type, provider_subject, created_at) VALUES (?, ?, ?, ?)')
      .run(user.user_id, provider, account.subject, ctx.now().getTime());
    // Only fill a name the user does not have yet; never overwrite one they chose.
    ctx.db
      .prepare("UPDATE users SET first_name = ?, last_name = ? WHERE user_id = ? AND first_name = '' AND last_name = ''")
      .run(account.first_name, account.last_name, user.user_id);
    return { userId: user.user_id, created };
  });
  const result = run.immediate();
  // The provider vouches for the address, as a verified-email claim would.
  ctx.users.activate(result.userId);
  ctx.users.verifyEmail(result.userId, account.email);
  return result;
}

export function issueOAuthToken(ctx: EmulatorContext, userId: string, provider: string, subject: string, codeChallenge: string | null): string {
  const token = ctx.token(32);
  const nowMs = ctx.now().getTime();
  ctx.db
    .prepare('INSERT INTO oauth_tokens (token_hash, user_id, provider_type, provider_subject, expires_at, created_at, code_challenge) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(ctx.hash(token), userId, provider, subject, nowMs + TOKEN_MINUTES * 60_000, nowMs, codeChallenge);
  return token;
}

/** The PKCE challenge of a live token (null: none); undefined when there is no such live token. */
export function oauthTokenChallenge(ctx: EmulatorContext, token: string): string | null | undefined {
  const row = ctx.db
    .prepare<[string, number], { code_challenge: string | null }>('SELECT code_challenge FROM oauth_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(ctx.hash(token), ctx.now().getTime());
  return row ? row.code_challenge : undefined;
}

/** Spends the token; null when unknown, used or expired. */
export function consumeOAuthToken(ctx: EmulatorContext, token: string): { user_id: string; provider_type: string; provider_subject: string } | null {
  const nowMs = ctx.now().getTime();
  const hash = ctx.hash(token);
  const spent = ctx.db
    .prepare('UPDATE oauth_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .run(nowMs, hash, nowMs);
  if (spent.changes !== 1) return null;
  return ctx.db
    .prepare<[string], { user_id: string; provider_type: string; provider_subject: string }>(
      'SELECT user_id, provider_type, provider_subject FROM oauth_tokens WHERE token_hash = ?')
    .get(hash) ?? null;
}

/**
 * Spends a One Tap credential (an id_token): true the first time, false on any replay. The row
 * lives as long as the id_token could still be verified, so a replay is recognised until then.
 */
export function spendOneTapCredential(ctx: EmulatorContext, idToken: string, expiresAtMs: number): boolean {
  return ctx.db
    .prepare('INSERT OR IGNORE INTO oauth_onetap_credentials (credential_hash, expires_at) VALUES (?, ?)')
    .run(ctx.hash(idToken), expiresAtMs).changes === 1;
}

/** Issue 22: a nonce for Google's library, handed out by the client check; a credential must carry one. */
export const ONE_TAP_NONCE_MINUTES = 10;

export function issueOneTapNonce(ctx: EmulatorContext): string {
  const nonce = ctx.token(32);
  ctx.db
    .prepare('INSERT INTO oauth_onetap_nonces (nonce_hash, expires_at) VALUES (?, ?)')
    .run(ctx.hash(nonce), ctx.now().getTime() + ONE_TAP_NONCE_MINUTES * 60_000);
  return nonce;
}

/** Spends a nonce this emulator issued: true once, while it lives. */
export function spendOneTapNonce(ctx: EmulatorContext, nonce: string): boolean {
  const nowMs = ctx.now().getTime();
  return ctx.db
    .prepare('UPDATE oauth_onetap_nonces SET used_at = ? WHERE nonce_hash = ? AND used_at IS NULL AND expires_at > ?')
    .run(nowMs, ctx.hash(nonce), nowMs).changes === 1;
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
