/**
 * The emulator's RS256 signing key: generated once and kept in the database, so JWTs issued
 * before a restart still verify after it.
 */
import type Database from 'better-sqlite3';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { randomToken } from './random';
import type { EmulatorContext } from '../context';

const ALG = 'RS256';

async function loadOrCreate(db: Database.Database, now: () => Date) {
  const row = db.prepare<[], { kid: string; private_jwk: string; public_jwk: string }>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1').get();
  if (row) return { kid: row.kid, privateJwk: JSON.parse(row.private_jwk) as JWK, publicJwk: JSON.parse(row.public_jwk) as JWK };
  const { privateKey, publicKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
  const kid = `jwk-${randomToken(12)}`;
  const privateJwk = await exportJWK(privateKey);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  // Two emulators starting on one new file may race here: the first insert wins, the other re-reads.
  db.prepare('INSERT OR IGNORE INTO signing_keys (kid, alg, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(kid, ALG, JSON.stringify(privateJwk), JSON.stringify(publicJwk), now().getTime());
  return { kid, privateJwk, publicJwk };
}

export async function createKeys(db: Database.Database, origin: string, now: () => Date): Promise<EmulatorContext['keys']> {
  const { kid, privateJwk, publicJwk } = await loadOrCreate(db, now);
  const privateKey = await importJWK(privateJwk, ALG);
  const publicKey = await importJWK(publicJwk, ALG);
  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    async sign(claims, opts) {
      const iat = seconds();
      return new SignJWT({ iss: origin, ...claims })
        .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(iat + opts.expiresInSeconds)
        .sign(privateKey);
    },
    jwks: () => ({ keys: [{ ...publicJwk }] }),
    async verify(jwt, opts) {
      const { payload } = await jwtVerify(jwt, publicKey, {
        algorithms: [ALG],
        issuer: origin,
        ...(opts?.audience ? { audience: opts.audience } : {}),
        currentDate: now(),
      });
      return payload as Record<string, unknown>;
    },
  };
}
