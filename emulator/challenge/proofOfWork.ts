/**
 * Proof-of-work challenges with ALTCHA (altcha-lib, v2 protocol, PBKDF2/SHA-256 in deterministic
 * mode): the emulator signs a challenge whose answer is a counter it picked, so the work a solver
 * does is that counter's size, and checking a solution is one HMAC whatever the level.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MAX_LEVEL } from './policy';

/** PBKDF2 iterations per try: one try costs a browser about a third of a millisecond. */
const COST = 1_000;
/** Level 1's highest counter: about 0.2 s of one core on a laptop, doubled at each level. */
const FIRST_LEVEL_MAX = 800;
/** A challenge is solved while the person types; ten minutes covers a slow form. */
export const CHALLENGE_SECONDS = 600;

export interface ProofOfWork {
  issue(level: number, nowMs: number): Promise<Challenge>;
  /** The signed level of a valid, unexpired solution, or why it is refused. */
  verify(header: string): Promise<{ ok: true; level: number; id: string; expiresAtMs: number } | { ok: false; reason: 'malformed' | 'expired' | 'forged' }>;
}

/** `secrets`: fixed in a test; by default new random ones, so nothing survives a restart. */
export function proofOfWork(secrets = { challenge: randomBytes(32).toString('hex'), key: randomBytes(32).toString('hex') }): ProofOfWork {
  return {
    issue(level, nowMs) {
      const top = FIRST_LEVEL_MAX * 2 ** (Math.min(Math.max(1, level), MAX_LEVEL) - 1);
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: COST,
        counter: randomInt(top, Math.floor(top / 4)),
        deriveKey,
        data: { level },
        expiresAt: Math.floor(nowMs / 1000) + CHALLENGE_SECONDS,
        hmacSignatureSecret: secrets.challenge,
        hmacKeySignatureSecret: secrets.key,
      });
    },
    async verify(header) {
      const payload = parsePayload(header);
      if (!payload) return { ok: false, reason: 'malformed' };
      let result;
      try {
        result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: secrets.challenge, hmacKeySignatureSecret: secrets.key });
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'forged' };
      const { data, nonce, expiresAt } = payload.challenge.parameters;
      return { ok: true, level: Number(data?.level) || 1, id: nonce, expiresAtMs: (expiresAt ?? 0) * 1000 };
    },
  };
}

/** ALTCHA's payload: base64 of `{ challenge, solution }` (what its widget sends too). */
function parsePayload(header: string): Payload | null {
  if (header.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
    const ok = typeof value?.challenge?.parameters === 'object' && value.challenge.parameters !== null && typeof value.solution === 'object' && value.solution !== null;
    return ok ? value : null;
  } catch {
    return null;
  }
}
