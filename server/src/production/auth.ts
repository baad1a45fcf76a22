/**
 * Better Auth as the production server runs it: the database (SQLite or PostgreSQL), Redis as
 * secondaryStorage when set, Portico's plugin, and every email and text going into the delivery
 * outbox (written before the request is answered; sent by the worker).
 */
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { magicLink } from 'better-auth/plugins/magic-link';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { SecondaryStorage } from '@better-auth/core/db';
import { otpChannelOf, portico, widgetLink } from '../index';
import type { OutgoingMessage } from '../delivery/outbox';
import type { PorticoDatabase } from '../storage/database';
import { DEV_SECRET, type ServerConfig } from './config';
import { sharedLockout } from '../../../plugin/src/lockout/shared';

/** The header the HTTP layer sets to the client address it trusts (see app.ts); nothing else is read. */
export const CLIENT_IP_HEADER = 'x-portico-client-ip';

export function authOptions(config: ServerConfig, database: PorticoDatabase, storage: SecondaryStorage | null, enqueue: (m: OutgoingMessage) => Promise<void>) {
  const origin = config.publicUrl;
  const linkTo = (url: string, token: string, type: 'magic_links' | 'reset_password') => {
    const page = new URL(url).searchParams.get('callbackURL') ?? `${origin}/`;
    return widgetLink(new URL(page, origin).toString(), token, type);
  };
  return {
    appName: config.projectName,
    baseURL: `${origin}/api/auth`,
    secret: config.secret ?? DEV_SECRET,
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
      enabled: config.products.includes('passwords'),
      minPasswordLength: 1,
      sendResetPassword: async ({ user, url, token }) => {
        const link = linkTo(url, token, 'reset_password');
        await enqueue({ channel: 'email', to: user.email, subject: 'Reset your password', body: `Reset your password: ${link}`, secret: link });
      },
    },
    plugins: [
      portico({
        projectName: config.projectName,
        products: config.products,
        otpMethods: config.otpMethods,
        userSearch: config.userSearch,
        // With Redis the lockout is shared by every instance (sharedLockout); without, one database row per account.
        lockout: storage ? false : config.lockout,
      }),
      ...(storage ? [sharedLockout(config.lockout)] : []),
      magicLink({
        sendMagicLink: async ({ email, url, token }) => {
          const link = linkTo(url, token, 'magic_links');
          await enqueue({ channel: 'email', to: email, subject: 'Your sign-in link', body: `Sign in: ${link}`, secret: link });
        },
      }),
      emailOTP({
        sendVerificationOTP: async ({ email, otp }) => {
          await enqueue({ channel: 'email', to: email, subject: 'Your passcode', body: `Your passcode is ${otp}`, secret: otp });
        },
      }),
      phoneNumber({
        sendOTP: async ({ phoneNumber: to, code }, ctx) => {
          await enqueue({ channel: otpChannelOf(ctx), to, subject: 'Passcode', body: `Your passcode is ${code}`, secret: code });
        },
        signUpOnVerification: { getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@phone.invalid`, getTempName: (phone) => phone },
      }),
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
