/**
 * Social sign-in state (SPEC §7 oauth calls): the flow between start and the provider page (keyed
 * by `state`), linking a provider subject to a Portico user, the single-use oauth token the
 * redirect carries, and One Tap's nonces and spent credentials.
 */
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

/** A nonce for Google's library, handed out by the client check; a credential must carry one. */
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
