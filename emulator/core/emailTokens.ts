/**
 * Single-use tokens delivered by email (magic links, password resets): random, stored as sha256,
 * consumed atomically so a token works once even under concurrent requests.
 */
import type { EmulatorContext } from '../context';

export type EmailTokenKind = 'magic_links' | 'password_resets';

export function issueEmailToken(
  ctx: EmulatorContext,
  kind: EmailTokenKind,
  userId: string,
  emailId: string,
  minutes: number,
  codeChallenge: string | null = null,
): string {
  const token = ctx.token(32);
  const nowMs = ctx.now().getTime();
  ctx.db
    .prepare(`INSERT INTO ${kind} (token_hash, user_id, email_id, expires_at, created_at, code_challenge) VALUES (?, ?, ?, ?, ?, ?)`)
    .run(ctx.hash(token), userId, emailId, nowMs + minutes * 60_000, nowMs, codeChallenge);
  return token;
}

/** The PKCE challenge a live token was started with (null: none); undefined when no such live token. */
export function emailTokenChallenge(ctx: EmulatorContext, kind: EmailTokenKind, token: string): string | null | undefined {
  const row = ctx.db
    .prepare<[string, number], { code_challenge: string | null }>(
      `SELECT code_challenge FROM ${kind} WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`)
    .get(ctx.hash(token), ctx.now().getTime());
  return row ? row.code_challenge : undefined;
}

/** Marks the token used and returns its owner; null when unknown, used or expired. */
export function consumeEmailToken(
  ctx: EmulatorContext,
  kind: EmailTokenKind,
  token: string,
): { user_id: string; email: string } | null {
  const nowMs = ctx.now().getTime();
  const hash = ctx.hash(token);
  // One UPDATE both checks and spends the token: no window between the check and the write.
  const spent = ctx.db
    .prepare(`UPDATE ${kind} SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`)
    .run(nowMs, hash, nowMs);
  if (spent.changes !== 1) return null;
  return ctx.db
    .prepare<[string], { user_id: string; email: string }>(
      `SELECT t.user_id, e.email FROM ${kind} t JOIN emails e ON e.email_id = t.email_id WHERE t.token_hash = ?`)
    .get(hash) ?? null;
}

/** Only looks (used before a new password is validated, so a weak one does not spend the token). */
export function peekEmailToken(ctx: EmulatorContext, kind: EmailTokenKind, token: string): { user_id: string; email: string } | null {
  return ctx.db
    .prepare<[string, number], { user_id: string; email: string }>(
      `SELECT t.user_id, e.email FROM ${kind} t JOIN emails e ON e.email_id = t.email_id
       WHERE t.token_hash = ? AND t.used_at IS NULL AND t.expires_at > ?`)
    .get(ctx.hash(token), ctx.now().getTime()) ?? null;
}

export function emailIdOf(ctx: EmulatorContext, email: string): string {
  const row = ctx.db.prepare<[string], { email_id: string }>('SELECT email_id FROM emails WHERE email = ?').get(email);
  if (!row) throw new Error(`no email row for ${email}`);
  return row.email_id;
}
