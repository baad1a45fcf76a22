/** RFC 7636 PKCE (S256 only) and the RFC 6749 §3.1.2 exact redirect-URI rule. */
import { createHash, timingSafeEqual } from 'node:crypto';

/** BASE64URL(SHA256(verifier)) === challenge, compared in constant time. */
export function verifyS256(verifier: string, challenge: string): boolean {
  // RFC 7636 §4.1: 43-128 characters from the unreserved set.
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** Byte-for-byte match against a registered URI: no normalisation, no trailing-slash or query leniency. */
export function isRegisteredUri(uri: string, registered: readonly string[]): boolean {
  return registered.some((r) => r === uri);
}
