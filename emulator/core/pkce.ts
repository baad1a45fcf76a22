/**
 * PKCE for redirect-based sign-ins (magic links, reset links, social, One Tap), as Stytch
 * does. The browser that starts one keeps a verifier and sends its S256 challenge; the token the
 * redirect brings back is authenticated only with that verifier, so a token carried to another
 * browser (login CSRF) signs nobody in there.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from './errors';
import { sessionDurationMinutes } from './schemas';

/** BASE64URL(SHA256(verifier)): 43 characters. */
export const codeChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge must be the base64url SHA-256 of a verifier (S256)').optional();
/** RFC 7636 §4.1. */
export const codeVerifier = z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'code_verifier must be 43-128 unreserved characters').optional();
export const challengeMethod = z.literal('S256').optional();

/** BASE64URL(SHA256(verifier)) === challenge, compared in constant time (RFC 7636 §4.6). */
export function verifyS256(verifier: string, challenge: string): boolean {
  // RFC 7636 §4.1: 43-128 characters from the unreserved set.
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** The body that exchanges a token a redirect brought back (a magic link's, a social sign-in's) for a session. */
export const redirectTokenBody = z.object({
  token: z.string().min(1).max(512),
  session_duration_minutes: sessionDurationMinutes,
  code_verifier: codeVerifier,
});

/**
 * A token started with a challenge needs its verifier; one started without needs none, and a
 * verifier sent with it is refused too (it belongs to another flow: this browser did not start it).
 */
export function assertVerifier(challenge: string | null, verifier: string | undefined): void {
  if (challenge === null && verifier === undefined) return;
  if (challenge === null || verifier === undefined || !verifyS256(verifier, challenge)) throw new ApiError(400, 'pkce_mismatch');
}
