/** Randomness and hashing for tokens: secrets are random, and only their sha256 is stored. */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token (base64url) of `bytes` random bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Provider-style ids: `user-test-<uuid>`, `session-live-<uuid>`. */
export function makeId(kind: string, env: 'test' | 'live'): string {
  return `${kind}-${env}-${randomUUID()}`;
}
