/** OIDC claims for the id_token and userinfo (OIDC Core §2, §5.4): what each scope releases. */
import { createHash } from 'node:crypto';
import type { UserRecord } from '../context';

/** OIDC Core §3.1.3.6: left half of SHA-256 of the access token, base64url. */
export function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}

/** Claims a user's granted scopes release (email → email, profile → names, phone → phone). */
export function scopedClaims(user: UserRecord, scopes: readonly string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: user.user_id };
  if (scopes.includes('email') && user.email) {
    claims.email = user.email;
    // OIDC Core §5.1: true only for an address proven to be the user's (an RP may link accounts by it).
    claims.email_verified = user.email_verified;
  }
  if (scopes.includes('profile')) {
    const { first_name, last_name } = user.name;
    claims.given_name = first_name;
    claims.family_name = last_name;
    claims.name = `${first_name} ${last_name}`.trim();
    claims.updated_at = Math.floor(Date.parse(user.created_at) / 1000);
  }
  if (scopes.includes('phone') && user.phone_number) {
    claims.phone_number = user.phone_number;
    claims.phone_number_verified = user.phone_number_verified;
  }
  return claims;
}
