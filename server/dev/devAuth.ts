/**
 * Better Auth as the dev server runs it: SQLite (better-sqlite3), every product the widget has a
 * Better Auth plugin for, and Portico's plugin; emails and texts go to the dev outbox. This file is
 * also the worked example docs/better-auth.md follows.
 */
import Database from 'better-sqlite3';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import { organization } from 'better-auth/plugins/organization';
import { sso, type SSOOptions } from '@better-auth/sso';
import { botChallenge, type BotChallengeOptions, type PorticoOptions } from '../../plugin/src';
import { SSO_ORGANIZATION_OPTIONS, sharedAuthOptions } from '../src/authOptions';
import { createOutbox, type Outbox } from './outbox';
import { siweForPage } from './siweDev';
import { DEV_IDP_SCOPES, identityProviderForPage } from './idpDev';
import { devSocial, type EmulatedProviders } from './devSocial';
import { emulatedDnsTxt } from './emulatedDns';

export interface DevAuthOptions {
  /** The origin the widget's page and the auth API share, e.g. http://localhost:8788. */
  origin: string;
  /** @defaultValue ':memory:' */
  dbFile?: string;
  portico?: Partial<PorticoOptions>;
  /** Social sign-in and One Tap through the emulator's emulated providers (devSocial.ts). */
  emulatedProviders?: EmulatedProviders;
  /** Bot challenges on sends, sign-up, sign-in and the lookup (docs/bots.md). @defaultValue none */
  challenge?: BotChallengeOptions;
  /** Enterprise sign-in: Better Auth's organization and @better-auth/sso plugins (docs/organizations.md). @defaultValue false */
  sso?: boolean | SSOOptions;
  /** Organizations and invitations: Better Auth's organization plugin (on with `sso` too). @defaultValue false */
  organizations?: boolean;
  /**
   * Organizations' email domains verified by DNS (portico({ domains })), asked of the emulator's
   * emulated DNS (needs `emulatedProviders`). @defaultValue false
   */
  domains?: boolean;
}

/** A development secret: never use it outside this machine. */
const DEV_SECRET = 'portico-dev-secret-not-for-production-0123456789';

export async function createDevAuth(options: DevAuthOptions) {
  const db = new Database(options.dbFile ?? ':memory:');
  const outbox: Outbox = createOutbox(db);
  const { hostname } = new URL(options.origin);
  const social = options.emulatedProviders ? devSocial(options.emulatedProviders) : null;
  const shared = sharedAuthOptions({
    origin: options.origin,
    passwords: true,
    portico: {
      projectName: 'Portico on Better Auth',
      products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'crypto', ...(social ? (['oauth'] as const) : [])],
      otpMethods: ['email', 'sms', 'whatsapp'],
      // userSearch: its default, on because products lists passwords (docs/better-auth.md).
      breachedPasswords: ['password', 'password123', 'qwerty123', 'correct horse battery staple'],
      scopes: DEV_IDP_SCOPES,
      ...social?.portico,
      ...(options.domains && options.emulatedProviders ? { domains: { resolveTxt: emulatedDnsTxt(options.emulatedProviders.url) } } : {}),
      ...options.portico,
    },
    send: ({ to, channel, subject, body, link, code }) => void outbox.send({ to, channel, subject, body, links: link ? [link] : [], code: code ?? null }),
  });
  const config = {
    appName: options.portico?.projectName ?? 'Portico on Better Auth',
    baseURL: `${options.origin}/api/auth`,
    secret: DEV_SECRET,
    database: db,
    // With enterprise sign-in, the emulator's enterprise identity providers too: Better Auth's sso
    // plugin reads an OIDC provider's discovery document only from a trusted origin, as a host
    // lists its IdPs' origins (docs/organizations.md "On Better Auth").
    trustedOrigins: [options.origin, ...(options.sso && options.emulatedProviders ? [new URL(options.emulatedProviders.url).origin] : [])],
    telemetry: { enabled: false },
    emailAndPassword: shared.emailAndPassword,
    plugins: [
      ...(options.challenge ? [botChallenge(options.challenge)] : []),
      ...shared.plugins,
      siweForPage(options.origin),
      // An authenticator app, backup codes, and a code by text (a verified phone) or email.
      twoFactor({ issuer: 'Portico on Better Auth', otpOptions: { sendOTP: shared.sendTwoFactorOTP } }),
      passkey({ rpID: hostname, rpName: 'Portico on Better Auth', origin: options.origin }),
      ...identityProviderForPage(options.origin),
      ...(social?.plugins ?? []),
      // SSO-only organizations: the organization's `ssoRequired` field, which portico() reads.
      ...(options.sso || options.organizations
        ? [organization(SSO_ORGANIZATION_OPTIONS)]
        : []),
      ...(options.sso ? [sso(options.sso === true ? undefined : options.sso)] : []),
    ],
  } satisfies BetterAuthOptions;
  // The tables first: Better Auth checks the schema when it starts.
  await (await getMigrations(config)).runMigrations();
  const auth = betterAuth(config);
  return { auth, outbox, db, close: () => social?.close() };
}
