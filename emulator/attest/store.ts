/**
 * Attest secrets: one random HS256 secret per trusted auth-token profile without a jwks_url,
 * generated on first run and kept in the database, so no two installs share one.
 */
import type { EmulatorContext } from '../context';
import { randomToken } from '../core/random';

type Profile = EmulatorContext['config']['trusted_auth_token_profiles'][number];

const signedWithSecret = (ctx: EmulatorContext, profileId: string): Profile | undefined =>
  ctx.config.trusted_auth_token_profiles.find((p) => p.profile_id === profileId && !p.jwks_url);

/** Generates the secret of every profile that signs with one and has none yet. */
export function generateSecrets(ctx: EmulatorContext): void {
  const insert = ctx.db.prepare('INSERT OR IGNORE INTO trusted_auth_token_secrets (profile_id, secret, created_at) VALUES (?, ?, ?)');
  const ids = ctx.config.trusted_auth_token_profiles.filter((p) => !p.jwks_url).map((p) => p.profile_id);
  // OR IGNORE: a restart (or a second emulator on the file) keeps the secret hosts already use.
  ctx.db.transaction(() => ids.forEach((id) => insert.run(id, randomToken(32), ctx.now().getTime()))).immediate();
}

/** The HS256 secret generated for a profile without a jwks_url; null for other profiles. */
export function secretOf(ctx: EmulatorContext, profileId: string): string | null {
  if (!signedWithSecret(ctx, profileId)) return null;
  const read = () => ctx.db.prepare<[string], { secret: string }>('SELECT secret FROM trusted_auth_token_secrets WHERE profile_id = ?').get(profileId)?.secret;
  const found = read();
  if (found) return found;
  generateSecrets(ctx);
  return read() ?? null;
}
