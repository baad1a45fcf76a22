/**
 * The emulator's database: better-sqlite3, a file at .portico/emulator.db by default (so users
 * and sessions survive restarts) or ':memory:' for tests.
 *
 * MIGRATIONS: a numbered, append-only list. The database's `PRAGMA user_version` is the number of
 * the last one applied; at start every newer one runs, each in its own transaction. To add
 * tables, APPEND a migration with the next version (never edit or reorder a shipped one):
 *
 *   { version: 3, name: 'webauthn challenges', up: `CREATE TABLE webauthn_challenges (...);` },
 *
 * Times are stored as INTEGER milliseconds since the epoch (ctx.now().getTime()), ids as TEXT.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { challengesSql, idpSql, socialSql } from './feature-migrations';

export interface Migration {
  version: number;
  name: string;
  /** SQL (may hold several statements) or a function for data changes. */
  up: string | ((db: Database.Database) => void);
}

export const DEFAULT_DB_PATH = fileURLToPath(new URL('../.portico/emulator.db', import.meta.url));

const core = `
CREATE TABLE users (
  user_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('active', 'pending')),
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE TABLE emails (
  email_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  email TEXT NOT NULL UNIQUE,            -- normalised: trimmed, lower case
  verified INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX emails_user ON emails(user_id);
CREATE TABLE phones (
  phone_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  phone_number TEXT NOT NULL UNIQUE,     -- E.164
  verified INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX phones_user ON phones(user_id);
CREATE TABLE passwords (
  password_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users(user_id) ON DELETE CASCADE,
  hash TEXT NOT NULL,                    -- scrypt$N$r$p$salt$hash (emulator/passwords-hash.ts)
  created_at INTEGER NOT NULL
);
CREATE TABLE sessions (
  session_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  started_at INTEGER NOT NULL,
  last_accessed_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  factors TEXT NOT NULL                  -- JSON array of authentication factors
);
CREATE INDEX sessions_user ON sessions(user_id);
-- Opaque session tokens, stored as sha256 hex; a session may hold several (one per refresh by JWT).
CREATE TABLE session_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(session_id) ON DELETE CASCADE
);
CREATE TABLE magic_links (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  email_id TEXT NOT NULL REFERENCES emails(email_id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  email_id TEXT NOT NULL REFERENCES emails(email_id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE otp_codes (
  method_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  destination TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,                       -- set on success, on lock-out and when a newer code replaces it
  created_at INTEGER NOT NULL
);
CREATE INDEX otp_codes_dest ON otp_codes(user_id, channel, destination);
-- Failure counters (e.g. 'password:<user_id>'): failures in a row and the lock's end.
CREATE TABLE lockouts (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER
);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  channel TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  links TEXT NOT NULL,                   -- JSON array of URLs
  code TEXT,
  sent_at INTEGER NOT NULL
);
CREATE TABLE event_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  details TEXT NOT NULL,                 -- JSON
  request_id TEXT NOT NULL,
  logged_at INTEGER NOT NULL
);
CREATE TABLE signing_keys (
  kid TEXT PRIMARY KEY,
  alg TEXT NOT NULL,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/**
 * The parts of a user that users.toJSON shows for the other factors (passkeys, wallets, social
 * sign-in). Their routes (emulator/routes/{webauthn,crypto,oauth}.ts) write these rows.
 */
const userFactors = `
CREATE TABLE webauthn_registrations (
  webauthn_registration_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,    -- base64url
  public_key TEXT NOT NULL,              -- base64url COSE key
  sign_count INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]', -- JSON array
  name TEXT NOT NULL DEFAULT '',
  domain TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  authenticator_type TEXT NOT NULL DEFAULT '',
  verified INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE INDEX webauthn_user ON webauthn_registrations(user_id);
CREATE TABLE crypto_wallets (
  crypto_wallet_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  crypto_wallet_address TEXT NOT NULL,   -- ethereum: lower-case 0x...; solana: base58 as given
  crypto_wallet_type TEXT NOT NULL CHECK (crypto_wallet_type IN ('ethereum', 'solana')),
  verified INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  UNIQUE (crypto_wallet_type, crypto_wallet_address)
);
CREATE INDEX crypto_wallets_user ON crypto_wallets(user_id);
CREATE TABLE user_providers (
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  provider_type TEXT NOT NULL,
  provider_subject TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider_type, provider_subject)
);
CREATE INDEX user_providers_user ON user_providers(user_id);
`;

/** Append new migrations at the end, with the next version number. */
export const migrations: Migration[] = [
  { version: 1, name: 'core: users, sessions, tokens, outbox, events, keys', up: core },
  { version: 2, name: 'user factors: webauthn registrations, crypto wallets, providers', up: userFactors },
  { version: 3, name: 'passkey and wallet challenges', up: challengesSql },
  { version: 4, name: 'social sign-in: flows, emulated accounts, tokens', up: socialSql },
  { version: 5, name: 'identity provider: grants, codes, tokens', up: idpSql },
];

export function migrate(db: Database.Database, list: Migration[] = migrations): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const sorted = [...list].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration versions must be 1..n without gaps (found ${m.version} at ${i + 1})`);
  });
  for (const m of sorted) {
    if (m.version <= current) continue;
    db.transaction(() => {
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      // PRAGMA takes no bound parameters; the version is an integer we control.
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}

export function openDatabase(opts: { path?: string; inMemory?: boolean } = {}): Database.Database {
  const file = opts.inMemory ? ':memory:' : path.resolve(opts.path ?? DEFAULT_DB_PATH);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Another process (a test, a second emulator) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
