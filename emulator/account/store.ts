/** The account center's SQL (migration 19): profiles and pictures, address changes, session devices, step-ups, link flows. */
import type { EmulatorContext } from '../context';
import { randomToken } from '../core/random';

type Ctx = Pick<EmulatorContext, 'db' | 'now' | 'hash' | 'id'>;

export function pictureUrlOf(ctx: Ctx, userId: string): string | null {
  return ctx.db.prepare<[string], { picture_url: string | null }>('SELECT picture_url FROM account_profiles WHERE user_id = ?').get(userId)?.picture_url ?? null;
}

export function setPictureUrl(ctx: Ctx, userId: string, url: string | null): void {
  ctx.db.prepare('INSERT INTO account_profiles (user_id, picture_url) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET picture_url = excluded.picture_url').run(userId, url);
  // A picture the account no longer shows is not kept.
  ctx.db.prepare("DELETE FROM account_pictures WHERE user_id = ? AND ? NOT LIKE '%/account/pictures/' || picture_id").run(userId, url ?? '');
}

export function savePicture(ctx: Ctx, userId: string, contentType: string, data: Buffer): string {
  const pictureId = ctx.id('picture');
  ctx.db.prepare('INSERT INTO account_pictures (picture_id, user_id, content_type, data, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(pictureId, userId, contentType, data, ctx.now().getTime());
  return pictureId;
}

export function findPicture(ctx: Ctx, pictureId: string): { content_type: string; data: Buffer } | null {
  return ctx.db.prepare<[string], { content_type: string; data: Buffer }>('SELECT content_type, data FROM account_pictures WHERE picture_id = ?').get(pictureId) ?? null;
}

export interface EmailRow {
  email_id: string;
  email: string;
  verified: number;
}

/** The user's addresses, the primary (the first) first. */
export function emailsOf(ctx: Ctx, userId: string): EmailRow[] {
  return ctx.db.prepare<[string], EmailRow>('SELECT email_id, email, verified FROM emails WHERE user_id = ? ORDER BY rowid').all(userId);
}

export type EmailChangeKind = 'primary' | 'secondary';

/** A link for `email`; an earlier pending change of the same kind stops working. */
export function startEmailChange(ctx: Ctx, userId: string, email: string, kind: EmailChangeKind, redirectUrl: string, minutes: number): string {
  const token = randomToken(32);
  const nowMs = ctx.now().getTime();
  ctx.db.transaction(() => {
    if (kind === 'primary') ctx.db.prepare("UPDATE account_email_changes SET used_at = ? WHERE user_id = ? AND kind = 'primary' AND used_at IS NULL").run(nowMs, userId);
    ctx.db.prepare('INSERT INTO account_email_changes (token_hash, user_id, email, kind, redirect_url, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(ctx.hash(token), userId, email, kind, redirectUrl, nowMs + minutes * 60_000);
  })();
  return token;
}

/** Spends a link; null when unknown, used or expired. */
export function spendEmailChange(ctx: Ctx, token: string): { user_id: string; email: string; kind: EmailChangeKind; redirect_url: string } | null {
  const nowMs = ctx.now().getTime();
  const hash = ctx.hash(token);
  const spent = ctx.db.prepare('UPDATE account_email_changes SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?').run(nowMs, hash, nowMs);
  if (spent.changes !== 1) return null;
  return ctx.db.prepare<[string], { user_id: string; email: string; kind: EmailChangeKind; redirect_url: string }>(
    'SELECT user_id, email, kind, redirect_url FROM account_email_changes WHERE token_hash = ?').get(hash) ?? null;
}

/** Where a session signed in; recorded once, when it starts. */
export function recordDevice(ctx: Ctx, sessionId: string, userAgent: string, place: string | null): void {
  ctx.db.prepare('INSERT OR IGNORE INTO session_devices (session_id, user_agent, place, created_at) SELECT session_id, ?, ?, ? FROM sessions WHERE session_id = ?')
    .run(userAgent.slice(0, 512), place, ctx.now().getTime(), sessionId);
}

export interface SessionListRow {
  session_id: string;
  started_at: number;
  last_accessed_at: number;
  user_agent: string | null;
  place: string | null;
}

export function liveSessionsOf(ctx: Ctx, userId: string): SessionListRow[] {
  return ctx.db.prepare<[string, number], SessionListRow>(
    `SELECT s.session_id, s.started_at, s.last_accessed_at, d.user_agent, d.place FROM sessions s
     LEFT JOIN session_devices d ON d.session_id = s.session_id
     WHERE s.user_id = ? AND s.expires_at > ? ORDER BY s.last_accessed_at DESC`).all(userId, ctx.now().getTime());
}

/** A step-up whose first factor is proven, waiting (10 minutes) for the second. */
export function startStepUp(ctx: Ctx, sessionId: string, factor: { type: string; delivery_method: string }): void {
  ctx.db.prepare('INSERT INTO account_step_ups (session_id, factor, expires_at) VALUES (?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET factor = excluded.factor, expires_at = excluded.expires_at')
    .run(sessionId, JSON.stringify(factor), ctx.now().getTime() + 10 * 60_000);
}

export function pendingStepUp(ctx: Ctx, sessionId: string): { type: string; delivery_method: string } | null {
  const row = ctx.db.prepare<[string, number], { factor: string }>('SELECT factor FROM account_step_ups WHERE session_id = ? AND expires_at > ?').get(sessionId, ctx.now().getTime());
  return row ? (JSON.parse(row.factor) as { type: string; delivery_method: string }) : null;
}

export function endStepUp(ctx: Ctx, sessionId: string): void {
  ctx.db.prepare('DELETE FROM account_step_ups WHERE session_id = ?').run(sessionId);
}
