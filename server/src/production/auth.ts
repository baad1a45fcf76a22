/**
 * Better Auth as the production server runs it: the database (SQLite or PostgreSQL), Redis as
 * secondaryStorage when set, Portico's plugin, and every email and text going into the delivery
 * outbox (written before the request is answered; sent by the worker).
 */
import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { SecondaryStorage } from '@better-auth/core/db';
import { botChallenge, deliveryBudget, sharedLockout } from '../../../plugin/src';
import { sharedAuthOptions } from '../authOptions';
import type { OutgoingMessage } from '../delivery/outbox';
import type { PorticoDatabase } from '../storage/database';
import { developmentSecret, type ServerConfig } from './config';

/** The header the HTTP layer sets to the client address it trusts (see app.ts); nothing else is read. */
export const CLIENT_IP_HEADER = 'x-portico-client-ip';

export function authOptions(config: ServerConfig, database: PorticoDatabase, storage: SecondaryStorage | null, enqueue: (m: OutgoingMessage) => Promise<void>) {
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
    },
    // Written to the delivery outbox before the request is answered; the worker sends it.
    send: ({ channel, to, subject, body, link, code }) => enqueue({ channel, to, subject, body, secret: link ?? code ?? '' }),
  });
  return {
    appName: config.projectName,
    baseURL: `${origin}/api/auth`,
    secret: config.secret ?? developmentSecret(config),
    database: { db: database.db, type: database.kind },
    ...(storage && { secondaryStorage: storage }),
    // Sessions stay in the database too: losing Redis must not sign everyone out.
    session: { storeSessionInDatabase: true },
    trustedOrigins: [origin, ...config.trustedOrigins],
    telemetry: { enabled: false },
    rateLimit: {
      enabled: true,
      window: config.rateLimit.window,
      max: config.rateLimit.max,
      storage: storage ? ('secondary-storage' as const) : ('database' as const),
      ...(config.rateLimit.rules && { customRules: config.rateLimit.rules }),
    },
    advanced: {
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
    ],
  } satisfies BetterAuthOptions;
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

export const createAuth = (options: ProductionAuthOptions) => betterAuth(options);
