/**
 * The seam between the emulator's core (database, sessions, users, outbox, config, errors) and
 * its route modules. Core implements these; each route module in emulator/routes/ exports
 * `register(app: Hono<EmulatorEnv>, ctx: EmulatorContext): void`.
 */
import type Database from 'better-sqlite3';
import type { Hono, Context } from 'hono';
import type { ProjectConfig } from './config';

export interface UserRecord {
  user_id: string;
  email: string | null;
  phone_number: string | null;
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
}

/** What every successful authentication answers (docs/protocol.md "AuthResponse"). */
export interface AuthResponseBody {
  user_id: string;
  user: Record<string, unknown>;
  session: SessionRecord;
  session_token: string;
  session_jwt: string;
}

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms' | 'whatsapp';
  subject: string;
  body: string;
  links: string[];
  code: string | null;
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
    activate(userId: string): void;
    /** The user as the API shows it (with emails, phone_numbers, webauthn_registrations, crypto_wallets, providers). */
    toJSON(userId: string): Record<string, unknown>;
  };
  sessions: {
    /** Creates a session (or extends `existingToken`'s) and returns the AuthResponse body. */
    issue(
      userId: string,
      factor: { type: string; delivery_method: string },
      durationMinutes?: number,
    ): Promise<AuthResponseBody>;
    /** Resolves the session from `Authorization: Bearer <session_token or session_jwt>`; throws ApiError otherwise. */
    require(c: Context): Promise<{ session: SessionRecord; user: UserRecord; token: string }>;
    revoke(sessionId: string): void;
  };
  outbox: { send(message: OutboxMessage): void };
  /** Signs JWTs (RS256) with the emulator's key; the public half is served at /.well-known/jwks.json. */
  keys: { sign(claims: Record<string, unknown>, opts: { expiresInSeconds: number }): Promise<string>; jwks(): unknown };
  /** Random, URL-safe token of `bytes` bytes. */
  token(bytes?: number): string;
  now(): Date;
}

export type EmulatorEnv = { Variables: { requestId: string } };
export type RouteModule = (app: Hono<EmulatorEnv>, ctx: EmulatorContext) => void;
