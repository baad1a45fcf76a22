/**
 * Better Auth as the production server runs it: the database (SQLite or PostgreSQL), Redis as
 * secondaryStorage when set, Portico's plugin, and every email and text going into the delivery
 * outbox (written before the request is answered; sent by the worker).
 */
import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { SecondaryStorage } from '@better-auth/core/db';
import type { BetterAuthRateLimitStorage } from '@better-auth/core';
import { jwt } from 'better-auth/plugins/jwt';
import { organization } from 'better-auth/plugins/organization';
import { sso } from '@better-auth/sso';
import { botChallenge, deliveryBudget, sharedLockout } from '../../../plugin/src';
import { ORGANIZATION_OPTIONS, SSO_ORGANIZATION_OPTIONS, sharedAuthOptions } from '../authOptions';
import type { OutgoingMessage } from '../delivery/outbox';
import type { PorticoDatabase } from '../storage/database';
import { developmentSecret, type ServerConfig } from './config';

/** The claim that carries the session in a session JWT, as the emulator's (docs/protocol.md): one verifier reads both. */
export const SESSION_CLAIM = 'https://portico.dev/session';
/** A session JWT lives 5 minutes (as the emulator's), never past its session. */
const SESSION_JWT_SECONDS = 5 * 60;

/** Better Auth's base path on this server: the session JWT's issuer is the public URL with it. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The origins Better Auth trusts (its origin check, callback allow-list): the public URL and the
 * pages' origins; in development also any loopback port (the server itself answers only loopback).
 * The sso plugin fetches an OIDC provider's discovery, token and userinfo endpoints only from these,
 * so the identity providers' origins are here too (never in CORS: no page of theirs calls the API).
 */
export function trustedOriginPatterns(config: Pick<ServerConfig, 'publicUrl' | 'trustedOrigins' | 'mode' | 'sso'>): string[] {
  const development = config.mode === 'development' ? ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'] : [];
  return [new URL(config.publicUrl).origin, ...config.trustedOrigins, ...(config.sso?.identityProviderOrigins ?? []), ...development];
}

/** The sso plugin's routes that prove a provider's domain by its own TXT record, off on this server. */
export const SSO_OWN_DOMAIN_PROOF = ['/sso/request-domain-verification', '/sso/verify-domain'];

/** The header the HTTP layer sets to the client address it trusts (see app.ts); nothing else is read. */
export const CLIENT_IP_HEADER = 'x-portico-client-ip';

export function authOptions(
  config: ServerConfig,
  database: PorticoDatabase,
  storage: SecondaryStorage | null,
  enqueue: (m: OutgoingMessage) => Promise<void>,
  rateLimitStorage: BetterAuthRateLimitStorage | null = null,
) {
  const origin = config.publicUrl;
  const shared = sharedAuthOptions({
    origin,
    passwords: config.products.includes('passwords'),
    portico: {
      projectName: config.projectName,
      products: config.products,
      otpMethods: config.otpMethods,
      userSearch: config.userSearch,
      // With Redis the lockout is shared by every instance (sharedLockout); without, one database row per account.
      lockout: storage ? false : config.lockout,
      // With sso, an organization's domains are proven once, in the organization settings, by
      // Node's resolver (docs/organizations.md "Domains and the SSO connection on Better Auth").
      ...(config.sso && { domains: true }),
    },
    // Written to the delivery outbox before the request is answered; the worker sends it.
    send: ({ channel, to, subject, body, link, code }) => enqueue({ channel, to, subject, body, secret: link ?? code ?? '' }),
  });
  return {
    appName: config.projectName,
    baseURL: `${origin}${AUTH_BASE_PATH}`,
    secret: config.secret ?? developmentSecret(config),
    database: { db: database.db, type: database.kind },
    ...(storage && { secondaryStorage: storage }),
    // Sessions and verification values (codes, links) stay in the database too: losing Redis, or
    // its data, signs nobody out and spends no code that was sent (docs/deploy.md).
    session: { storeSessionInDatabase: true },
    verification: { storeInDatabase: true },
    trustedOrigins: trustedOriginPatterns(config),
    // The sso plugin's own per-provider proof would be a second way, unseen by the settings: a
    // provider's domain is proven only through its organization's domains (portico({ domains })).
    ...(config.sso && { disabledPaths: SSO_OWN_DOMAIN_PROOF }),
    // Errors other than Better Auth's own answers reach the HTTP layer, which tells an outage (503)
    // from a failure (500), each with Portico's own words (server.ts).
    onAPIError: { throw: true },
    telemetry: { enabled: false },
    rateLimit: {
      enabled: true,
      window: config.rateLimit.window,
      max: config.rateLimit.max,
      storage: storage ? ('secondary-storage' as const) : ('database' as const),
      // On Redis, counted atomically; while Redis is gone, reads pass and the rest wait (storage/redis.ts).
      ...(rateLimitStorage && { customStorage: rateLimitStorage }),
      ...(config.rateLimit.rules && { customRules: config.rateLimit.rules }),
    },
    advanced: {
      // Always on: Better Auth turns its origin (CSRF) check off when NODE_ENV is "test", and NODE_ENV decides nothing here.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: origin.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax' as const },
    },
    emailAndPassword: {
      ...shared.emailAndPassword,
      // A sign-up for an address that has an account answers exactly as one for a new address
      // (Better Auth's generic answer: no session, a stand-in user), and the owner is mailed, so the
      // sign-up form tells no one who has an account. The browser client signs in after it.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }: { user: { email: string } }) =>
        enqueue({
          channel: 'email',
          to: user.email,
          subject: 'You already have an account',
          body: `Someone, maybe you, tried to sign up to ${config.projectName} with this address. You already have an account: sign in, or reset your password if you forgot it. If it was not you, you can ignore this email.`,
          // Each notice is its own message (the outbox's key is channel, recipient and secret).
          secret: `existing-account:${randomUUID()}`,
        }),
    },
    plugins: [
      // First (docs/bots.md): a call without a solved challenge is refused before any budget, lockout or send counts it.
      ...(config.challenge ? [botChallenge(config.challenge)] : []),
      ...shared.plugins,
      ...(storage ? [sharedLockout(config.lockout)] : []),
      deliveryBudget(config.deliveryBudget),
      // Organizations and invitations (docs/organizations.md "On Better Auth"), when the config asks.
      ...(config.organizations ? [organization(config.sso ? SSO_ORGANIZATION_OPTIONS : ORGANIZATION_OPTIONS)] : []),
      // Enterprise sign-in (docs/organizations.md "Enterprise sign-in on portico-server"): only a
      // domain proven by its DNS TXT record routes to a provider, so no provider claims another's
      // domain. `domainVerified` is portico()'s proof, written on every verify and remove; kept on so
      // the sso plugin's sign-in, OIDC callback and SAML ACS refuse an unproven provider as well.
      ...(config.sso ? [sso({ domainVerification: { enabled: true } })] : []),
      sessionJwt(`${origin}${AUTH_BASE_PATH}`),
    ],
  } satisfies BetterAuthOptions;
}

/**
 * Better Auth's jwt plugin as one session check from development to production: a short-lived
 * signed JWT (EdDSA) shaped as the emulator's (issuer, audience, `sub`, the session claim), its keys at
 * `<issuer>/.well-known/jwks.json`, handed to the widget in get-session's `set-auth-jwt` header.
 * `createSessionVerifier` (portico/server) verifies it with the same code as the emulator's.
 */
function sessionJwt(issuer: string) {
  return jwt({
    // Ed25519 (Better Auth's default): a signature per get-session costs a tenth of RS256's.
    jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' }, jwksPath: '/.well-known/jwks.json' },
    jwt: {
      issuer,
      audience: issuer,
      definePayload: ({ session }) => {
        const expiresAt = new Date(session.expiresAt).getTime();
        return {
          exp: Math.floor(Math.min(expiresAt, Date.now() + SESSION_JWT_SECONDS * 1000) / 1000),
          [SESSION_CLAIM]: {
            id: session.id,
            started_at: new Date(session.createdAt).toISOString(),
            expires_at: new Date(expiresAt).toISOString(),
            authentication_factors: [],
            // The active organization (the organization plugin's session field), as the emulator's JWT carries it.
            organization_id: (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
          },
        };
      },
    },
  });
}

export type ProductionAuthOptions = ReturnType<typeof authOptions>;

/** Tables Better Auth and its plugins still need (none once `migrate` ran). */
export async function pendingMigrations(options: ProductionAuthOptions) {
  const { toBeCreated, toBeAdded } = await getMigrations(options);
  return [...toBeCreated.map((t) => t.table), ...toBeAdded.map((t) => t.table)];
}

export async function runAuthMigrations(options: ProductionAuthOptions) {
  await (await getMigrations(options)).runMigrations();
}

/**
 * The session JWT's signing key, made now if there is none: Better Auth makes it on first use,
 * and a burst of first sign-ins would each make one.
 */
export async function ensureSigningKey(auth: ReturnType<typeof createAuth>) {
  await auth.api.getJwks();
}

export const createAuth = (options: ProductionAuthOptions) => betterAuth(options);
