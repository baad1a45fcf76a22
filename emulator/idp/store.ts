/** The identity provider's records: consent grants, authorization codes, access and refresh tokens. */
import type { EmulatorContext } from '../context';

/** RFC 6749 §4.1.2 recommends at most 10 minutes; 5 leaves time for a slow relying party. */
export const CODE_SECONDS = 5 * 60;
export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface CodeRow {
  code_hash: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  code_challenge: string | null;
  nonce: string | null;
  scopes: string;
  auth_time: number;
  expires_at: number;
  used_at: number | null;
}

export interface TokenRow {
  token_hash: string;
  kind: 'access' | 'refresh';
  client_id: string;
  user_id: string;
  scopes: string;
  /** The code that began the family: every token rotated from it carries the same one. */
  code_hash: string | null;
  auth_time: number;
  expires_at: number;
  revoked_at: number | null;
}

export function grantedScopes(ctx: EmulatorContext, userId: string, clientId: string): Set<string> {
  const rows = ctx.db
    .prepare<[string, string], { scope: string }>('SELECT scope FROM idp_grants WHERE user_id = ? AND client_id = ?')
    .all(userId, clientId);
  return new Set(rows.map((r) => r.scope));
}

export function saveGrants(ctx: EmulatorContext, userId: string, clientId: string, scopes: string[]): void {
  const insert = ctx.db.prepare('INSERT OR IGNORE INTO idp_grants (user_id, client_id, scope, granted_at) VALUES (?, ?, ?, ?)');
  const nowMs = ctx.now().getTime();
  ctx.db.transaction(() => scopes.forEach((s) => insert.run(userId, clientId, s, nowMs)))();
}

export function issueCode(ctx: EmulatorContext, row: Omit<CodeRow, 'code_hash' | 'expires_at' | 'used_at'>): string {
  const code = ctx.token(32);
  ctx.db
    .prepare(`INSERT INTO idp_codes (code_hash, client_id, user_id, redirect_uri, code_challenge, nonce, scopes, auth_time, expires_at)
              VALUES (@code_hash, @client_id, @user_id, @redirect_uri, @code_challenge, @nonce, @scopes, @auth_time, @expires_at)`)
    .run({ ...row, code_hash: ctx.hash(code), expires_at: ctx.now().getTime() + CODE_SECONDS * 1000 });
  return code;
}

export function findCode(ctx: EmulatorContext, code: string): CodeRow | null {
  return ctx.db.prepare<[string], CodeRow>('SELECT * FROM idp_codes WHERE code_hash = ?').get(ctx.hash(code)) ?? null;
}

/** Spends the code; false when it was used (or expired) meanwhile. */
export function spendCode(ctx: EmulatorContext, codeHash: string): boolean {
  const nowMs = ctx.now().getTime();
  return ctx.db
    .prepare('UPDATE idp_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?')
    .run(nowMs, codeHash, nowMs).changes === 1;
}

/** RFC 6749 §4.1.2: a code used twice revokes the tokens it gave; a reused refresh token revokes its family too. */
export function revokeTokensFromCode(ctx: EmulatorContext, codeHash: string): void {
  ctx.db.prepare('UPDATE idp_tokens SET revoked_at = ? WHERE code_hash = ? AND revoked_at IS NULL').run(ctx.now().getTime(), codeHash);
}

export function issueToken(
  ctx: EmulatorContext,
  kind: TokenRow['kind'],
  grant: { client_id: string; user_id: string; scopes: string; auth_time: number; code_hash: string | null },
): string {
  const token = ctx.token(32);
  const nowMs = ctx.now().getTime();
  const seconds = kind === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS;
  ctx.db
    .prepare(`INSERT INTO idp_tokens (token_hash, kind, client_id, user_id, scopes, code_hash, auth_time, expires_at, created_at)
              VALUES (@token_hash, @kind, @client_id, @user_id, @scopes, @code_hash, @auth_time, @expires_at, @created_at)`)
    .run({ ...grant, token_hash: ctx.hash(token), kind, expires_at: nowMs + seconds * 1000, created_at: nowMs });
  return token;
}

/** A live (unexpired, unrevoked) token of this kind. */
export function findToken(ctx: EmulatorContext, token: string, kind: TokenRow['kind']): TokenRow | null {
  return ctx.db
    .prepare<[string, string, number], TokenRow>(
      'SELECT * FROM idp_tokens WHERE token_hash = ? AND kind = ? AND revoked_at IS NULL AND expires_at > ?')
    .get(ctx.hash(token), kind, ctx.now().getTime()) ?? null;
}

/** The refresh token as stored, revoked or expired too (so a reuse can be told from a forgery). */
export function findRefreshToken(ctx: EmulatorContext, token: string): TokenRow | null {
  return ctx.db
    .prepare<[string], TokenRow>("SELECT * FROM idp_tokens WHERE token_hash = ? AND kind = 'refresh'")
    .get(ctx.hash(token)) ?? null;
}

/** Revokes a refresh token as it is rotated; false if a concurrent request rotated it first. */
export function revokeToken(ctx: EmulatorContext, tokenHash: string): boolean {
  return ctx.db
    .prepare('UPDATE idp_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
    .run(ctx.now().getTime(), tokenHash).changes === 1;
}
