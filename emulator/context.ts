/**
 * The seam between the emulator's core (database, sessions, users, outbox, config, keys) and its
 * features. core/createContext.ts implements it; each feature's `<feature>/routes.ts` exports
 * `register(app: Hono<EmulatorEnv>, ctx: EmulatorContext): void`.
 */
import type { IncomingMessage } from 'node:http';
import type Database from 'better-sqlite3';
import type { Hono, Context } from 'hono';
import type { ProjectConfig } from './config';

export interface UserRecord {
  user_id: string;
  email: string | null;
  /** True only when the email was proven (a delivered link or code, a provider's verified email, an attested token). */
  email_verified: boolean;
  phone_number: string | null;
  phone_number_verified: boolean;
  status: 'active' | 'pending';
  name: { first_name: string; last_name: string };
  created_at: string;
}

export interface SessionRecord {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: Array<{ type: string; delivery_method: string; last_authenticated_at: string }>;
  /** The session's active organization (docs/organizations.md); null when none is chosen. */
  organization_id: string | null;
}

/** What every successful authentication answers (docs/protocol.md "AuthResponse"). */
export interface AuthResponseBody {
  user_id: string;
  user: Record<string, unknown>;
  session: SessionRecord;
  session_token: string;
  session_jwt: string;
}

/** A primary sign-in of a user who needs a second factor answers this instead (SPEC §4, docs/protocol.md). */
export interface IntermediateResponseBody {
  intermediate_session_token: string;
  user_id: string;
}

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms' | 'whatsapp';
  subject: string;
  body: string;
  links: string[];
  code: string | null;
}

/** A resolved session: `token` is the bearer value as sent, `via` says which kind it was. */
export interface AuthenticatedSession {
  session: SessionRecord;
  user: UserRecord;
  token: string;
  via: 'session_token' | 'session_jwt';
}

export interface EmulatorContext {
  db: Database.Database;
  config: ProjectConfig;
  /** The emulator's own origin, e.g. http://localhost:8787 (issuer, WebAuthn origin, links). */
  origin: string;
  users: {
    get(userId: string): UserRecord | null;
    byEmail(email: string): UserRecord | null;
    byPhone(phone: string): UserRecord | null;
    /** Finds or creates atomically (safe under concurrent calls for the same email). */
    findOrCreateByEmail(email: string, opts?: { pending?: boolean }): { user: UserRecord; created: boolean };
    findOrCreateByPhone(phone: string): { user: UserRecord; created: boolean };
    /** Creates a user with no email or phone yet (wallet, passkey or social sign-up); add identifiers with SQL. */
    create(opts?: { pending?: boolean; name?: { first_name: string; last_name: string } }): UserRecord;
    activate(userId: string): void;
    /**
     * Marks the user's email as proven (a delivered link or code, a provider's verified email, an
     * attested token). The first proof ends what was set up without it: password, passkeys,
     * sessions, OAuth grants and tokens (docs/emulator.md "Verified email").
     */
    verifyEmail(userId: string, email: string): void;
    /** Marks the user's phone as proven by a delivered code. */
    verifyPhone(userId: string, phone: string): void;
    /** The user as the API shows it (with emails, phone_numbers, webauthn_registrations, crypto_wallets, providers). */
    toJSON(userId: string): Record<string, unknown>;
  };
  sessions: {
    /** Creates a session (or extends `existing`) and returns the AuthResponse body. */
    issue(
      userId: string,
      factor: { type: string; delivery_method: string },
      durationMinutes?: number,
      /** Extend this live session of the same user (adding the factor) instead of starting one; keeps `sessionToken`. */
      existing?: { sessionId: string; sessionToken?: string },
    ): Promise<AuthResponseBody>;
    /**
     * A sign-in by a primary factor (a link, a code, a password, a provider, a wallet): a session,
     * or for a user in the config's mfa_required_users only an intermediate session token (SPEC §4).
     * With `intermediateSessionToken` this factor is the second one: the session carries both.
     */
    signIn(
      userId: string,
      factor: { type: string; delivery_method: string },
      durationMinutes?: number,
      opts?: { intermediateSessionToken?: string | undefined },
    ): Promise<AuthResponseBody | IntermediateResponseBody>;
    /** Resolves the session from `Authorization: Bearer <session_token or session_jwt>`; throws ApiError otherwise. */
    require(c: Context): Promise<AuthenticatedSession>;
    /** Like require(), from the bearer value itself (a session_token or session_jwt); throws 401 session_not_found when unknown or expired. */
    authenticate(bearer: string): Promise<AuthenticatedSession>;
    /** Answers the session again: a new JWT, last_accessed_at now, expiry moved when `durationMinutes` is given (never past 30 days from its start; a JWT bearer may not move it). */
    refresh(auth: AuthenticatedSession, durationMinutes?: number): Promise<AuthResponseBody>;
    revoke(sessionId: string): void;
    /** Sets the session's active organization (its JWT carries it from the next answer on). */
    setOrganization(sessionId: string, organizationId: string | null): void;
  };
  outbox: {
    send(message: OutboxMessage): void;
    /** Newest first; `to` filters by recipient (case-insensitive); `limit` (none: all) messages with ids below `before`. */
    list(to?: string, page?: { limit?: number; before?: number }): Array<OutboxMessage & { id: number; sent_at: string }>;
    clear(): void;
  };
  /**
   * Signs JWTs (RS256) with the emulator's key; the public half is served at /.well-known/jwks.json.
   * sign() sets iat and exp from now(), `iss` (the origin) unless given, and the header kid.
   */
  keys: {
    sign(claims: Record<string, unknown>, opts: { expiresInSeconds: number }): Promise<string>;
    jwks(): { keys: Array<Record<string, unknown>> };
    /** Verifies a JWT this emulator signed (signature, exp against now(), iss = origin, and `audience` when given). */
    verify(jwt: string, opts?: { audience?: string }): Promise<Record<string, unknown>>;
  };
  /** Redirect URLs a call may send the browser to (config.redirect_urls). */
  redirects: {
    /** The requested URL if allowed (else throws 400 invalid_redirect_url), or the configured default. */
    resolve(kind: 'login' | 'signup' | 'reset_password', requested?: string): string;
    isAllowed(url: string): boolean;
  };
  /** Random, URL-safe token of `bytes` bytes. */
  token(bytes?: number): string;
  /** sha256 hex of a secret, for storing tokens and codes. */
  hash(value: string): string;
  /** A provider-style id, e.g. id('user') → 'user-test-<uuid>'. */
  id(kind: string): string;
  /** The emulator's clock; tests move it with startEmulator({ now }). */
  now(): Date;
}

/** `incoming` is the node:http request when served over a socket (absent in process, e.g. app.request()). */
export type EmulatorEnv = { Variables: { requestId: string }; Bindings: { incoming?: IncomingMessage } };
export type RouteModule = (app: Hono<EmulatorEnv>, ctx: EmulatorContext) => void;
