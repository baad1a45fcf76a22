/**
 * Better Auth as the dev server runs it: SQLite (better-sqlite3), every product the widget has a
 * Better Auth plugin for, and Portico's plugin; emails and texts go to the dev outbox. This file is
 * also the worked example docs/better-auth.md follows.
 */
import Database from 'better-sqlite3';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { magicLink } from 'better-auth/plugins/magic-link';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import { otpChannelOf, portico, widgetLink, type PorticoOptions } from '../src';
import { phoneFirst } from '../src/secondFactor';
import { createOutbox, type Outbox } from './outbox';
import { siweForPage } from './siweDev';
import { DEV_IDP_SCOPES, identityProviderForPage } from './idpDev';
import { devSocial, type EmulatedProviders } from './devSocial';

export interface DevAuthOptions {
  /** The origin the widget's page and the auth API share, e.g. http://localhost:8788. */
  origin: string;
  /** @defaultValue ':memory:' */
  dbFile?: string;
  portico?: Partial<PorticoOptions>;
  /** Social sign-in and One Tap through the emulator's emulated providers (devSocial.ts). */
  emulatedProviders?: EmulatedProviders;
}

/** A development secret: never use it outside this machine. */
const DEV_SECRET = 'portico-dev-secret-not-for-production-0123456789';

export async function createDevAuth(options: DevAuthOptions) {
  const db = new Database(options.dbFile ?? ':memory:');
  const outbox: Outbox = createOutbox(db);
  const { hostname } = new URL(options.origin);
  const social = options.emulatedProviders ? devSocial(options.emulatedProviders) : null;
  const config = {
    appName: options.portico?.projectName ?? 'Portico on Better Auth',
    baseURL: `${options.origin}/api/auth`,
    secret: DEV_SECRET,
    database: db,
    trustedOrigins: [options.origin],
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      // The widget's policy (zxcvbn) decides; Better Auth's own minimum stays below it.
      minPasswordLength: 1,
      sendResetPassword: async ({ user, url, token }) => {
        // `url` is Better Auth's own reset page; its callbackURL is the host's page (`redirectTo`).
        const page = new URL(url).searchParams.get('callbackURL') ?? `${options.origin}/`;
        const link = widgetLink(new URL(page, options.origin).toString(), token, 'reset_password');
        outbox.send({ to: user.email, channel: 'email', subject: 'Reset your password', body: `Reset your password: ${link}`, links: [link], code: null });
      },
    },
    plugins: [
      portico({
        projectName: 'Portico on Better Auth',
        products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'crypto', ...(social ? (['oauth'] as const) : [])],
        otpMethods: ['email', 'sms', 'whatsapp'],
        // userSearch: its default, on because products lists passwords (docs/better-auth.md).
        breachedPasswords: ['password', 'password123', 'qwerty123', 'correct horse battery staple'],
        scopes: DEV_IDP_SCOPES,
        ...social?.portico,
        ...options.portico,
      }),
      magicLink({
        sendMagicLink: async ({ email, url, token }) => {
          const page = new URL(url).searchParams.get('callbackURL') ?? `${options.origin}/`;
          const link = widgetLink(new URL(page, options.origin).toString(), token, 'magic_links');
          outbox.send({ to: email, channel: 'email', subject: 'Your sign-in link', body: `Sign in: ${link}`, links: [link], code: null });
        },
      }),
      emailOTP({
        sendVerificationOTP: async ({ email, otp }) => {
          outbox.send({ to: email, channel: 'email', subject: 'Your passcode', body: `Your passcode is ${otp}`, links: [], code: otp });
        },
      }),
      phoneNumber({
        sendOTP: async ({ phoneNumber: to, code }, ctx) => {
          outbox.send({ to, channel: otpChannelOf(ctx), subject: 'Passcode', body: `Your passcode is ${code}`, links: [], code });
        },
        // SPEC: a passcode to a new number creates the account (Better Auth needs an email for it).
        signUpOnVerification: { getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@phone.invalid`, getTempName: (phone) => phone },
      }),
      siweForPage(options.origin),
      // Issue 27: an authenticator app, backup codes, and a code by text (a verified phone) or email.
      twoFactor({
        issuer: 'Portico on Better Auth',
        otpOptions: {
          sendOTP: async ({ user, otp }) => {
            const viaPhone = phoneFirst(user) === 'sms';
            const to = viaPhone ? String((user as { phoneNumber?: string }).phoneNumber) : user.email;
            outbox.send({ to, channel: viaPhone ? 'sms' : 'email', subject: 'Your verification code', body: `Your verification code is ${otp}`, links: [], code: otp });
          },
        },
      }),
      passkey({ rpID: hostname, rpName: 'Portico on Better Auth', origin: options.origin }),
      ...identityProviderForPage(options.origin),
      ...(social?.plugins ?? []),
    ],
  } satisfies BetterAuthOptions;
  // The tables first: Better Auth checks the schema when it starts.
  await (await getMigrations(config)).runMigrations();
  const auth = betterAuth(config);
  return { auth, outbox, db, close: () => social?.close() };
}
