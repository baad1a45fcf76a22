/**
 * The emulated identity providers' signing keys: one RSA key and self-signed certificate per
 * tenant and protocol, made on first use and kept in the database (as the emulator's own JWT key
 * is), so metadata copied into a connection keeps verifying after a restart. A second, "rogue"
 * key signs the bad-signature fault: a signature no connection's certificate matches.
 */
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import type { EmulatorContext } from '../../context';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export interface IdpKey {
  /** PKCS#8 PEM. */
  privatePem: string;
  /** X.509 PEM. */
  certificatePem: string;
}

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
// Per database: two emulators in one process never share a key being made.
const pendingByDb = new WeakMap<object, Map<string, Promise<IdpKey>>>();

async function generate(subject: string, nowMs: number): Promise<IdpKey> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: Date.now().toString(16),
    name: `CN=${subject}`,
    notBefore: new Date(nowMs - 24 * 60 * 60_000),
    notAfter: new Date(nowMs + 10 * 365 * 24 * 60 * 60_000),
    signingAlgorithm: ALGORITHM,
    keys: keys as unknown as CryptoKeyPair,
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  const privatePem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`;
  return { privatePem, certificatePem: certificate.toString('pem') };
}

/** The key of `idp` ('saml:acme', 'oidc:acme', 'rogue'), made once per database. */
export function idpKey(ctx: Pick<EmulatorContext, 'db' | 'now'>, idp: string): Promise<IdpKey> {
  const row = ctx.db.prepare<[string], { private_pem: string; certificate_pem: string }>(
    'SELECT private_pem, certificate_pem FROM emulated_idp_keys WHERE idp = ?').get(idp);
  if (row) return Promise.resolve({ privatePem: row.private_pem, certificatePem: row.certificate_pem });
  let pending = pendingByDb.get(ctx.db);
  if (!pending) pendingByDb.set(ctx.db, (pending = new Map()));
  let made = pending.get(idp);
  if (!made) {
    made = generate(`Emulated identity provider ${idp}`, ctx.now().getTime()).then((key) => {
      ctx.db.prepare('INSERT OR IGNORE INTO emulated_idp_keys (idp, private_pem, certificate_pem, created_at) VALUES (?, ?, ?, ?)')
        .run(idp, key.privatePem, key.certificatePem, ctx.now().getTime());
      pending!.delete(idp);
      const kept = ctx.db.prepare<[string], { private_pem: string; certificate_pem: string }>(
        'SELECT private_pem, certificate_pem FROM emulated_idp_keys WHERE idp = ?').get(idp)!;
      return { privatePem: kept.private_pem, certificatePem: kept.certificate_pem };
    });
    pending.set(idp, made);
  }
  return made;
}

/** A PEM certificate's base64 body, as SAML metadata carries it. */
export const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
