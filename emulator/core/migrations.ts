/**
 * The one migrations list. The database's `PRAGMA user_version` is the number of the last one
 * applied; at start every newer one runs, each in its own transaction (core/db.ts). To add tables,
 * APPEND a migration with the next version; never edit or reorder a shipped one.
 *
 * Times are INTEGER milliseconds since the epoch (ctx.now().getTime()), ids TEXT, and secrets are
 * stored only as sha256 hex (ctx.hash) unless they must be read back (signing keys).
 */
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  /** SQL (may hold several statements) or a function for data changes. */
  up: string | ((db: Database.Database) => void);
}

/** Append new migrations at the end, with the next version number. */
export const migrations: Migration[] = [
  {
    version: 1,
    name: 'core: users, sessions, tokens, outbox, events, keys',
    up: `
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
  hash TEXT NOT NULL,                    -- scrypt$N$r$p$salt$hash (emulator/passwords/hash.ts)
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
`,
  },
  {
    version: 2,
    // The parts of a user that users.toJSON shows for the other factors (passkeys, wallets, social sign-in).
    name: 'user factors: webauthn registrations, crypto wallets, providers',
    up: `
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
`,
  },
  {
    version: 3,
    // Server-side challenges: single use (used_at) and short-lived (expires_at).
    name: 'passkey and wallet challenges',
    up: `
CREATE TABLE webauthn_challenges (
  challenge TEXT PRIMARY KEY,            -- base64url, as it comes back in clientDataJSON
  kind TEXT NOT NULL CHECK (kind IN ('register', 'authenticate')),
  user_id TEXT REFERENCES users(user_id) ON DELETE CASCADE,  -- the registering user; NULL for sign-in
  rp_id TEXT NOT NULL,
  origin TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  authenticator_type TEXT NOT NULL DEFAULT '',
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE crypto_wallet_challenges (
  challenge_id TEXT PRIMARY KEY,
  crypto_wallet_type TEXT NOT NULL,
  crypto_wallet_address TEXT NOT NULL,   -- as stored in crypto_wallets
  message TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX crypto_wallet_challenges_wallet ON crypto_wallet_challenges(crypto_wallet_type, crypto_wallet_address);
`,
  },
  {
    version: 4,
    // The flow between start and the emulated provider, its accounts, and the tokens it returns.
    name: 'social sign-in: flows, emulated accounts, tokens',
    up: `
CREATE TABLE oauth_flows (
  state_hash TEXT PRIMARY KEY,
  provider_type TEXT NOT NULL,
  login_redirect_url TEXT NOT NULL,
  signup_redirect_url TEXT NOT NULL,
  custom_scopes TEXT NOT NULL DEFAULT '[]',
  provider_params TEXT NOT NULL DEFAULT '{}',
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
-- The emulated provider's own user directory (what "Continue as ..." offers).
CREATE TABLE oauth_emulated_accounts (
  provider_type TEXT NOT NULL,
  provider_subject TEXT NOT NULL,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider_type, provider_subject),
  UNIQUE (provider_type, email)
);
CREATE TABLE oauth_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  provider_type TEXT NOT NULL,
  provider_subject TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
`,
  },
  {
    version: 5,
    // Consent given, authorization codes, access and refresh tokens.
    name: 'identity provider: grants, codes, tokens',
    up: `
CREATE TABLE idp_grants (
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, client_id, scope)
);
CREATE TABLE idp_codes (
  code_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT,                   -- S256 only
  nonce TEXT,
  scopes TEXT NOT NULL,                  -- space separated, only granted ones
  auth_time INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE idp_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  client_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  scopes TEXT NOT NULL,
  code_hash TEXT,                        -- the code it came from: a replayed code revokes its tokens
  auth_time INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX idp_tokens_code ON idp_tokens(code_hash);
`,
  },
  {
    version: 6,
    // Counters per key (e.g. an OTP destination) over a fixed window.
    name: 'rate limits',
    up: `
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,                  -- e.g. 'otp-send:<destination>'
  count INTEGER NOT NULL,
  window_ends_at INTEGER NOT NULL
);
`,
  },
  {
    version: 7,
    // HS256 attest secrets, generated on first run instead of committed in the config.
    name: 'trusted auth token secrets',
    up: `
CREATE TABLE trusted_auth_token_secrets (
  profile_id TEXT PRIMARY KEY,
  secret TEXT NOT NULL,                  -- read back to verify HS256 tokens
  created_at INTEGER NOT NULL
);
`,
  },
  {
    version: 8,
    // A One Tap credential signs in once; kept until the id_token itself expires.
    name: 'spent One Tap credentials',
    up: `
CREATE TABLE oauth_onetap_credentials (
  credential_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
`,
  },
  {
    version: 9,
    // Addresses that bounce (inactive_email) and numbers that replied STOP, per channel.
    name: 'inactive emails and unsubscribed phone numbers',
    up: `
CREATE TABLE inactive_emails (
  email TEXT PRIMARY KEY,                -- normalized (core/schemas.ts normalizeEmail)
  marked_at INTEGER NOT NULL
);
CREATE TABLE unsubscribed_phones (
  phone_number TEXT NOT NULL,            -- E.164
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  replied_at INTEGER NOT NULL,
  PRIMARY KEY (phone_number, channel)
);
`,
  },
  {
    version: 10,
    // A revoked session's tokens answer invalid_session_token (not session_not_found)
    // until the session would have expired; an intermediate session token awaits a second factor.
    name: 'revoked sessions and intermediate sessions',
    up: `
CREATE TABLE revoked_sessions (
  session_id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE TABLE revoked_session_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES revoked_sessions(session_id) ON DELETE CASCADE
);
CREATE TABLE intermediate_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  factors TEXT NOT NULL,                 -- JSON, the factors proven so far
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
`,
  },
  {
    version: 11,
    // A password ended by the first proof of the inbox must be reset (reset_password);
    // a user who never had one has none (no_user_password). Breaches reported after start.
    name: 'passwords to reset and breached passwords added at run time',
    up: `
CREATE TABLE password_reset_required (
  user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
  since INTEGER NOT NULL
);
CREATE TABLE breached_passwords_added (
  password_hash TEXT PRIMARY KEY,        -- sha256 of the password
  added_at INTEGER NOT NULL
);
`,
  },
  {
    version: 12,
    // Redirect-based sign-ins are bound to the browser that started them (PKCE), and a
    // provider callback to the browser that began its flow (a cookie).
    name: 'PKCE challenges of email and OAuth tokens; the browser of an OAuth flow',
    up: `
ALTER TABLE magic_links ADD COLUMN code_challenge TEXT;
ALTER TABLE password_resets ADD COLUMN code_challenge TEXT;
ALTER TABLE oauth_tokens ADD COLUMN code_challenge TEXT;
ALTER TABLE oauth_flows ADD COLUMN code_challenge TEXT;
ALTER TABLE oauth_flows ADD COLUMN browser_hash TEXT;
`,
  },
  {
    version: 13,
    // Pending sign-in challenges are capped per client (its address).
    name: 'the client of a passkey challenge',
    up: `
ALTER TABLE webauthn_challenges ADD COLUMN client TEXT NOT NULL DEFAULT '';
CREATE INDEX webauthn_challenges_pending ON webauthn_challenges (kind, client, used_at, expires_at);
`,
  },
  {
    version: 14,
    // A wallet challenge belongs to the page (origin) its message names.
    name: 'the origin of a wallet challenge',
    up: `ALTER TABLE crypto_wallet_challenges ADD COLUMN origin TEXT NOT NULL DEFAULT '';`,
  },
  {
    version: 15,
    // The nonces the One Tap client check hands out; a credential must carry one.
    name: 'One Tap nonces',
    up: `
CREATE TABLE oauth_onetap_nonces (
  nonce_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
`,
  },
  {
    version: 16,
    // A second factor a user sets up: an authenticator app (RFC 6238) and backup codes.
    name: 'authenticator apps and backup codes',
    up: `
CREATE TABLE totp_factors (
  user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
  secret TEXT NOT NULL,                  -- base32; the app's shared key cannot be hashed
  verified INTEGER NOT NULL DEFAULT 0,   -- 1 once confirmed by a code
  last_step INTEGER NOT NULL DEFAULT -1, -- the newest time step accepted: a code works once
  created_at INTEGER NOT NULL
);
CREATE TABLE backup_codes (
  code_hash TEXT PRIMARY KEY,            -- sha256 of user_id:code
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  used_at INTEGER
);
`,
  },
  {
    version: 17,
    // A signed-in user adds a phone number (proven by a texted code): it becomes their text-message second factor.
    name: 'phone numbers added as a second factor',
    up: `
CREATE TABLE phone_verifications (
  method_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  phone_number TEXT NOT NULL,            -- E.164, the number the code went to
  code_hash TEXT NOT NULL,               -- sha256 of method_id:code
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE TABLE sms_second_factors (
  user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
`,
  },
  {
    version: 18,
    // A number on file changes or goes only after a code texted to it, answered in the same session.
    name: 'proof of the current phone number',
    up: `
ALTER TABLE phone_verifications ADD COLUMN purpose TEXT NOT NULL DEFAULT 'add'; -- 'add' | 'current'
CREATE TABLE phone_proofs (
  session_id TEXT PRIMARY KEY,           -- the session that answered the code, and only it
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  phone_number TEXT NOT NULL,            -- the number it proved: a proof of an older number proves nothing
  expires_at INTEGER NOT NULL
);
`,
  },
  {
    version: 19,
    // Two factors are two authenticators: a password chosen through a reset link proves that inbox,
    // until a sign-in with it passes another factor.
    name: 'passwords that prove an inbox',
    up: `
CREATE TABLE password_origins (
  user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
  proves TEXT NOT NULL,                  -- 'inbox'
  since INTEGER NOT NULL
);
`,
  },
  {
    version: 20,
    // The account center (emulator/account): a picture, addresses waiting for their link, where a
    // session signed in, a step-up waiting for its second factor, a social account being linked.
    name: 'account center',
    up: `
CREATE TABLE account_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
  picture_url TEXT                       -- an https URL, or the emulator's own /account/pictures/<id>
);
CREATE TABLE account_pictures (
  picture_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE account_email_changes (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  email TEXT NOT NULL,                   -- normalised; it joins the account only when its link is followed
  kind TEXT NOT NULL CHECK (kind IN ('primary', 'secondary')),
  redirect_url TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE session_devices (
  session_id TEXT PRIMARY KEY REFERENCES sessions(session_id) ON DELETE CASCADE,
  user_agent TEXT NOT NULL DEFAULT '',
  place TEXT,                            -- from a trusted edge header, when the config names one
  created_at INTEGER NOT NULL
);
CREATE TABLE account_step_ups (
  session_id TEXT PRIMARY KEY REFERENCES sessions(session_id) ON DELETE CASCADE,
  factor TEXT NOT NULL,                  -- JSON, the first factor proven
  expires_at INTEGER NOT NULL
);
CREATE TABLE account_link_flows (
  state_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  provider_type TEXT NOT NULL,
  redirect_url TEXT NOT NULL,
  browser_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
`,
  },
  {
    version: 21,
    // Organizations, their members, roles, invitations and verified domains; enterprise sign-in (OIDC, SAML).
    name: 'organizations and enterprise sign-in',
    up: `
CREATE TABLE organizations (
  organization_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  sso_required INTEGER NOT NULL DEFAULT 0, -- 1: people on its verified domains sign in only by its SSO connection
  created_at INTEGER NOT NULL
);
CREATE TABLE organization_roles (          -- host-defined roles; owner, admin and member are built in
  organization_id TEXT NOT NULL REFERENCES organizations(organization_id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  permissions TEXT NOT NULL,               -- JSON array (organizations/roles.ts PERMISSIONS)
  PRIMARY KEY (organization_id, role)
);
CREATE TABLE organization_members (
  organization_id TEXT NOT NULL REFERENCES organizations(organization_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user ON organization_members(user_id);
CREATE TABLE organization_invitations (
  invitation_id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(organization_id) ON DELETE CASCADE,
  email TEXT NOT NULL,                     -- normalised; only this address may accept
  role TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  invited_by TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined', 'revoked')),
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX organization_invitations_org ON organization_invitations(organization_id, status);
CREATE TABLE organization_domains (
  organization_id TEXT NOT NULL REFERENCES organizations(organization_id) ON DELETE CASCADE,
  domain TEXT NOT NULL,                    -- lower case, no trailing dot
  verification_token TEXT NOT NULL,        -- the TXT record's value (public by design)
  verified_at INTEGER,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, domain)
);
-- A domain routes to one organization: only one may have it verified.
CREATE UNIQUE INDEX organization_domains_verified ON organization_domains(domain) WHERE verified_at IS NOT NULL;
CREATE TABLE sso_connections (
  connection_id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL UNIQUE REFERENCES organizations(organization_id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('oidc', 'saml')),
  oidc_issuer TEXT,
  oidc_client_id TEXT,
  oidc_client_secret TEXT,                 -- read back to call the token endpoint
  saml_idp_entity_id TEXT,
  saml_idp_sso_url TEXT,
  saml_idp_certificate TEXT,               -- PEM body, from the IdP's metadata
  saml_metadata_url TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE sso_flows (                   -- a sign-in sent to an identity provider, awaiting its answer
  state TEXT PRIMARY KEY,
  connection_id TEXT NOT NULL REFERENCES sso_connections(connection_id) ON DELETE CASCADE,
  saml_request_id TEXT UNIQUE,             -- the AuthnRequest's ID: the response's InResponseTo
  oidc_nonce TEXT,
  oidc_code_verifier TEXT,
  login_redirect_url TEXT NOT NULL,
  signup_redirect_url TEXT NOT NULL,
  code_challenge TEXT,                     -- the widget's PKCE: the token is redeemed only by the starting browser
  expires_at INTEGER NOT NULL
);
CREATE TABLE sso_tokens (                  -- single use, handed to the host's redirect page
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL REFERENCES organizations(organization_id) ON DELETE CASCADE,
  connection_type TEXT NOT NULL,
  code_challenge TEXT,
  expires_at INTEGER NOT NULL
);
CREATE TABLE saml_assertion_ids (          -- SAML replay: an assertion is accepted once
  assertion_id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE TABLE emulated_idp_keys (           -- the emulated identity providers' keys, one per tenant and protocol
  idp TEXT PRIMARY KEY,                    -- 'saml:acme', 'oidc:acme'
  private_pem TEXT NOT NULL,
  certificate_pem TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE emulated_dns_records (        -- TXT records the emulated DNS on loopback answers
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (name, value)
);
ALTER TABLE sessions ADD COLUMN organization_id TEXT; -- the session's active organization
`,
  },
];
