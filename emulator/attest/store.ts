/**
 * Attest secrets: one random HS256 secret per trusted auth-token profile without a jwks_url,
 * generated on first run and kept in the database (issue 12, M5), so no two installs share one.
 */
import type Database from 'better-sqlite3';
import type { ProjectConfig } from '../config';
import type { EmulatorContext } from '../context';
import { randomToken } from '../core/random';

export function createTrustedAuthTokens(db: Database.Database, config: ProjectConfig, now: () => Date): EmulatorContext['trustedAuthTokens'] {
  const insert = db.prepare('INSERT OR IGNORE INTO trusted_auth_token_secrets (profile_id, secret, created_at) VALUES (?, ?, ?)');
  const get = db.prepare<[string], { secret: string }>('SELECT secret FROM trusted_auth_token_secrets WHERE profile_id = ?');
  const hs256 = config.trusted_auth_token_profiles.filter((p) => !p.jwks_url).map((p) => p.profile_id);
  // OR IGNORE: a restart (or a second emulator on the file) keeps the secret hosts already use.
  db.transaction(() => hs256.forEach((id) => insert.run(id, randomToken(32), now().getTime()))).immediate();
  return {
    secret: (profileId) => (hs256.includes(profileId) ? (get.get(profileId)?.secret ?? null) : null),
  };
}
