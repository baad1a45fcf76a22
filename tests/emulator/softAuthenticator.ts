/**
 * A software passkey authenticator for Node tests: builds real attestation ("none") and
 * assertion responses with an ES256 key, so the emulator's verifier sees what a browser sends.
 * The Chromium test covers the browser; this one reaches cases a browser refuses to produce
 * (a second registration of one credential, a response for another origin, replays).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.concat(parts));
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

export interface SoftAuthenticator {
  credentialId: string;
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string): Record<string, any>;
  /** `userVerified: false` answers as an authenticator that only checked presence (no PIN, no biometrics). */
  authenticate(options: { challenge: string; rpId?: string }, origin: string, flags?: { userVerified?: boolean }): Record<string, any>;
}

/** `aaguid`: the authenticator model it claims to be (a UUID); all zeros, "unknown", by default. */
export function createSoftAuthenticator({ aaguid }: { aaguid?: string } = {}): SoftAuthenticator {
  const aaguidBytes = aaguid ? new Uint8Array(Buffer.from(aaguid.replace(/-/g, ''), 'hex')) : new Uint8Array(16);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // COSE_Key for ES256: kty EC2 (2), alg -7, crv P-256 (1), x, y.
  const coseKey = isoCBOR.encode(new Map<number, number | Uint8Array>([
    [1, 2], [3, -7], [-1, 1], [-2, isoBase64URL.toBuffer(jwk.x!)], [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]));
  const credentialId = new Uint8Array(randomBytes(32));
  let counter = 0;
  let userHandle = '';

  const counterBytes = () => {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, counter);
    return b;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64(credentialId),
    register(options, origin) {
      userHandle = options.user.id;
      const idLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const authData = concat(sha256(options.rp.id ?? ''), new Uint8Array([0x45]), counterBytes(), aaguidBytes, idLength, credentialId, coseKey);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: { clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
      };
    },
    authenticate(options, origin, { userVerified = true } = {}) {
      counter += 1;
      // Flags: user present (0x01), and user verified (0x04) unless told otherwise.
      const authData = concat(sha256(options.rpId ?? ''), new Uint8Array([userVerified ? 0x05 : 0x01]), counterBytes());
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(new Uint8Array(signature)), ...(userHandle ? { userHandle } : {}) },
      };
    },
  };
}
