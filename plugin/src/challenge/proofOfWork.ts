/**
 * ALTCHA's proof of work (altcha-lib, v2, PBKDF2/SHA-256, deterministic): the server picks the
 * counter, so the work is that counter's size, and a solution is checked with one HMAC whatever
 * the level. The signing keys derive from Better Auth's secret (ALTCHA's own derivation).
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import { MAX_LEVEL } from './policy';

const COST = 1_000;
const FIRST_LEVEL_MAX = 800;
export const CHALLENGE_SECONDS = 600;

const secretsOf = new Map<string, Promise<{ challenge: string; key: string }>>();
function secrets(secret: string) {
  let found = secretsOf.get(secret);
  if (!found) {
    found = deriveHmacKeySecret(`portico-challenge:${secret}`).then(async (challenge) => ({ challenge, key: await deriveHmacKeySecret(challenge) }));
    secretsOf.set(secret, found);
  }
  return found;
}

export async function issueChallenge(secret: string, level: number): Promise<Challenge> {
  const { challenge, key } = await secrets(secret);
  const top = FIRST_LEVEL_MAX * 2 ** (Math.min(Math.max(1, level), MAX_LEVEL) - 1);
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: COST,
    counter: randomInt(top, Math.floor(top / 4)),
    deriveKey,
    data: { level },
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  });
}

export type Checked = { ok: true; level: number; id: string } | { ok: false; reason: 'malformed' | 'expired' | 'forged' };

export async function checkSolution(secret: string, header: string): Promise<Checked> {
  const payload = parsePayload(header);
  if (!payload) return { ok: false, reason: 'malformed' };
  const { challenge, key } = await secrets(secret);
  let result;
  try {
    result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: challenge, hmacKeySignatureSecret: key });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'forged' };
  return { ok: true, level: Number(payload.challenge.parameters.data?.level) || 1, id: payload.challenge.parameters.nonce };
}

function parsePayload(header: string): Payload | null {
  if (header.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
    return typeof value?.challenge?.parameters === 'object' && value.challenge.parameters !== null && typeof value.solution === 'object' && value.solution !== null ? value : null;
  } catch {
    return null;
  }
}
