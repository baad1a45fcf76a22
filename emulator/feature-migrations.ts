/**
 * SQL for the passkey, wallet, social sign-in and identity-provider tables; db.ts lists them as
 * migrations 3-5. Times are INTEGER ms since the epoch; secrets are stored as sha256 hex.
 */

/** Server-side challenges: single use (used_at) and short-lived (expires_at). */
export const challengesSql = `
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
`;

/** Social sign-in: the flow between start and the emulated provider, its accounts, and the tokens it returns. */
export const socialSql = `
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
`;

/** The OIDC identity provider: consent given, authorization codes, access and refresh tokens. */
export const idpSql = `
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
`;
