/**
 * The emulated Google's id_tokens (for One Tap). Its own RS256 key, separate from the emulator's
 * session key, so a Portico session JWT can never pass as a Google credential. The key lives for
 * the process: One Tap credentials are spent within seconds of being minted.
 */
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { EmulatorContext } from '../context';
import { isLoopbackOrigin } from '../core/origins';

const ALG = 'RS256';
const ID_TOKEN_SECONDS = 60 * 60;

export type ProviderKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK };
const keys = new WeakMap<EmulatorContext, Map<string, Promise<ProviderKey>>>();

/** An emulated OIDC provider's signing key (its own per provider), made on first use. */
export function providerKey(ctx: EmulatorContext, provider: string): Promise<ProviderKey> {
  let byProvider = keys.get(ctx);
  if (!byProvider) keys.set(ctx, (byProvider = new Map()));
  let key = byProvider.get(provider);
  if (!key) {
    const kid = `emulated-${provider}-1`;
    key = (async () => {
      const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
      return { kid, privateKey, publicKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' } };
    })();
    byProvider.set(provider, key);
  }
  return key;
}

const keyFor = (ctx: EmulatorContext) => providerKey(ctx, 'google');

/** An emulated OIDC provider's issuer (its discovery document lives under it). */
export const providerIssuer = (ctx: EmulatorContext, provider: string) => `${ctx.origin}/oauth/emulated/${provider}`;

/**
 * One Tap credentials carry Google's own issuer, as Google's do: a backend that pins it (Better
 * Auth's oneTap plugin does) accepts them once its key fetch is pointed at this emulator's JWKS,
 * which only a dev or test server does (server/dev/standInGoogleKeys.ts). The key is the emulator's.
 */
export const ONE_TAP_ISSUER = 'https://accounts.google.com';
export const googleIssuer = (_ctx: EmulatorContext) => ONE_TAP_ISSUER;

/** Google's entry in the config, when Google is enabled. */
export const googleProvider = (ctx: EmulatorContext) => ctx.config.oauth_providers.find((p) => p.type === 'google' && p.enabled);

/** Google's client id from the config, when Google is enabled with its own credentials. */
export function googleClientId(ctx: EmulatorContext): string | null {
  return googleProvider(ctx)?.client_id ?? null;
}

/**
 * Google's authorised JavaScript origins (One Tap runs only there): the config's
 * `javascript_origins`, or without it every origin the project trusts (loopback, allowed_origins).
 */
export function googleOrigins(ctx: EmulatorContext): { origins: string[]; loopback: boolean } {
  const listed = googleProvider(ctx)?.javascript_origins;
  const origins = (listed ?? ctx.config.allowed_origins).map((o) => new URL(o).origin);
  return { origins, loopback: listed === undefined };
}

export function isGoogleOrigin(ctx: EmulatorContext, origin: string): boolean {
  const { origins, loopback } = googleOrigins(ctx);
  return origins.includes(origin) || (loopback && isLoopbackOrigin(origin) && new URL(origin).origin === origin);
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

/** A verified id_token's identity, and when the token expires (ms). */
export type VerifiedGoogleIdentity = GoogleIdentity & { expiresAtMs: number; nonce: string };

export async function mintGoogleIdToken(ctx: EmulatorContext, who: GoogleIdentity, audience: string, nonce?: string): Promise<string> {
  const { privateKey } = await keyFor(ctx);
  const iat = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({
    ...who,
    email_verified: true,
    name: `${who.given_name} ${who.family_name}`.trim(),
    ...(nonce ? { nonce } : {}),
  })
    .setProtectedHeader({ alg: ALG, kid: 'emulated-google-1', typ: 'JWT' })
    .setIssuer(googleIssuer(ctx))
    .setAudience(audience)
    .setSubject(who.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ID_TOKEN_SECONDS)
    .sign(privateKey);
}

/** The identity in a valid id_token for `audience`; null when forged, expired or for another client. */
export async function verifyGoogleIdToken(ctx: EmulatorContext, idToken: string, audience: string): Promise<VerifiedGoogleIdentity | null> {
  const { publicKey } = await keyFor(ctx);
  try {
    const { payload } = await jwtVerify(idToken, publicKey, {
      algorithms: [ALG],
      issuer: googleIssuer(ctx),
      audience,
      currentDate: ctx.now(),
    });
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    if (!payload.sub || !str(payload.email)) return null;
    return {
      sub: payload.sub,
      email: str(payload.email).toLowerCase(),
      given_name: str(payload.given_name),
      family_name: str(payload.family_name),
      expiresAtMs: (payload.exp ?? 0) * 1000,
      nonce: str(payload.nonce),
    };
  } catch {
    return null;
  }
}

export async function providerJwks(ctx: EmulatorContext, provider: string): Promise<{ keys: JWK[] }> {
  return { keys: [(await providerKey(ctx, provider)).publicJwk] };
}
