/**
 * `portico()`: the Better Auth plugin that gives the Portico widget what Better Auth lacks: a
 * bootstrap answer (so the widget needs no second copy of the server's config), a server-side
 * password strength check enforced on sign-up and reset, an offline breached-password list, a
 * per-account lockout, an opt-in user lookup by email, and WhatsApp as a phone OTP channel.
 */
import type { BetterAuthPlugin } from 'better-auth';
import type { InferOptionSchema } from 'better-auth/types';
import type { BetterAuthPluginDBSchema } from '@better-auth/core/db';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import * as z from 'zod';
import { breachedList, breachedListFromFile, type BreachedList } from './breached';
import { PORTICO_ERROR_CODES, porticoError } from './error-codes';
import { createLockouts, type LockoutOptions } from './lockout';
import { getSchema, type PorticoSchema } from './schema';
import { socialEndpoints, type OneTapOptions } from './social';
import { ssoActiveOrganizationHook, ssoAssertionTimeHook, ssoEndpoints, ssoRequiredHook } from './sso';
import { phoneFirst, secondFactorEndpoints, type SecondFactorChannel } from './second-factor';
import { totpReplayHooks } from './second-factor/totpReplay';
import { everySignInHooks } from './second-factor/everySignIn';
import { phoneNumberProofEndpoints, phoneNumberProofHooks } from './phone-number-proof';
import { solanaEndpoints } from './solana';
import { accountFeature, type AccountOptions } from './account';
import { invitationFeature, type InvitationOptions } from './organizations';
import { domainFeature, type DomainOptions } from './sso/domains';
import { checkStrength, resolvePolicy, type PasswordPolicy } from './strength';

export { PORTICO_ERROR_CODES, type PorticoErrorCode } from './error-codes';
export { schema as porticoSchema, type PorticoSchema } from './schema';
export { checkStrength, type PasswordPolicy, type StrengthPolicy } from './strength';
export { breachedList, breachedListFromFile, type BreachedList } from './breached';
export type { LockoutOptions } from './lockout';
export { sharedLockout } from './lockout/shared';
export { deliveryBudget, DELIVERY_BUDGET_DEFAULTS, type DeliveryBudgetOptions } from './delivery-budget';
export { GOOGLE_ONE_TAP_SCRIPT, type OneTapOptions } from './social';
export { phoneFirst, secondFactorDestination, type SecondFactorChannel } from './second-factor';
export { withIdentityProviderPage, type IdentityProviderPageOptions } from './identity-provider';
export type { DomainOptions } from './sso/domains';
export { INVITATION_PAGE_HEADER, type InvitationMessage, type InvitationOptions } from './organizations';
export { ACCOUNT_ERROR_CODES, type AccountOptions, type AccountMessage } from './account';
export { botChallenge, CHALLENGE_ERROR_CODES, CHALLENGE_HEADER, TURNSTILE_SCRIPT, type BotChallengeOptions } from './challenge';

/** The widget's products (src/flows/config.ts `Product`), as the bootstrap declares them. */
export type PorticoProduct = 'emailMagicLinks' | 'otp' | 'passwords' | 'passkeys' | 'oauth' | 'crypto';

export interface PorticoOptions {
  projectName: string;
  /** What this server serves; the widget refuses at mount a configured product not listed here. */
  products: PorticoProduct[];
  /** OTP channels served (WhatsApp needs `whatsapp: true` and a sender). @defaultValue ['email'] */
  otpMethods?: Array<'email' | 'sms' | 'whatsapp'>;
  displayWatermark?: boolean;
  emailDomains?: string[];
  /** @defaultValue zxcvbn (score ≥ 3) */
  passwordPolicy?: PasswordPolicy;
  /** SHA-1 digests or passwords, or `{ file }` with one per line. Checked on sign-up, reset and sign-in. */
  breachedPasswords?: Iterable<string> | { file: string };
  /** @defaultValue 10 wrong passwords → 15 minutes; false turns it off. */
  lockout?: LockoutOptions | false;
  /**
   * POST /portico/users/search tells whether an email has an account and a password: the widget's
   * password form needs it (SPEC §2), so it is on when `products` lists passwords. It is an
   * enumeration trade-off (rate-limited to `max` per minute per IP); `false` turns it off, and the
   * widget then refuses passwords at mount. @defaultValue true with passwords, else false
   */
  userSearch?: boolean | { max: number };
  /** Scope descriptions for the consent screen. */
  scopes?: Array<{ scope: string; description: string }>;
  /** The social providers configured in Better Auth (socialProviders, genericOAuth), by the widget's names. */
  oauthProviders?: string[];
  /** Google One Tap (Better Auth's oneTap plugin verifies the credential): the client id the page runs it with. */
  oneTap?: OneTapOptions;
  /** Where Better Auth's twoFactor `otp` code goes for a user (as the host's sendOTP does). @defaultValue a verified phone by SMS, else email */
  secondFactorChannel?: SecondFactorChannel;
  /**
   * The account center (docs/account.md): its overview, step-up and first-password routes, and the
   * mails it sends. Off without it (the widget's account center then answers route_not_found).
   */
  account?: AccountOptions;
  /**
   * Invitations by mail beside Better Auth's `organization` plugin (docs/organizations.md "On Better
   * Auth"): the mail with its link, and the link's routes. With it and the organization plugin, the
   * bootstrap lists `organizations`.
   */
  invitations?: InvitationOptions;
  /**
   * An organization's email domains, verified by a DNS TXT record, beside Better Auth's
   * organization and @better-auth/sso plugins (sso/domains.ts, docs/organizations.md "On Better
   * Auth"): the verified ones become its sso providers' `domain`, so only they route.
   */
  domains?: boolean | DomainOptions;
  /** Model and field names for the plugin's table (schema.ts), merged as Better Auth's own plugins merge theirs. */
  schema?: InferOptionSchema<PorticoSchema>;
}

type TwoFactorPlugin = { options?: { totpOptions?: { disable?: boolean }; otpOptions?: { sendOTP?: unknown } } };

/** The second factors Better Auth's twoFactor plugin serves here, as the emulator's bootstrap lists its own. */
const secondFactorsServed = (plugin: TwoFactorPlugin | null) =>
  plugin ? [...(plugin.options?.totpOptions?.disable ? [] : ['totp']), ...(plugin.options?.otpOptions?.sendOTP ? ['sms', 'email'] : []), 'backup_code'] : [];

/** The header the browser client sets to send a phone passcode by WhatsApp instead of SMS. */
export const OTP_CHANNEL_HEADER = 'x-portico-otp-channel';

/** SPEC §8 unable_to_auth_magic_link, for the codes Better Auth's magic-link verify redirects with. */
const LINK_FAILED = 'The magic link could not be authenticated because it was either already used or expired. Please try again.';
const LINK_ERRORS: Record<string, string> = { INVALID_TOKEN: LINK_FAILED, EXPIRED_TOKEN: LINK_FAILED, TOKEN_EXPIRED: LINK_FAILED };

const SIGN_UP = '/sign-up/email';
const SIGN_IN = '/sign-in/email';
const RESET = '/reset-password';
const SEND_PHONE_OTP = '/phone-number/send-otp';

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};
const stringField = (body: unknown, field: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : null;
};

export function portico(options: PorticoOptions) {
  const breached: BreachedList =
    options.breachedPasswords === undefined
      ? () => false
      : 'file' in options.breachedPasswords
        ? breachedListFromFile(options.breachedPasswords.file)
        : breachedList(options.breachedPasswords);
  const lockouts = options.lockout === false ? null : createLockouts(options.lockout);
  const otpMethods = options.otpMethods ?? ['email'];
  const searchMax = typeof options.userSearch === 'object' ? options.userSearch.max : 10;
  const userSearch = options.userSearch ?? options.products.includes('passwords');
  // Two factors are two authenticators, after every sign-in (second-factor/everySignIn.ts).
  const twoAuthenticators = everySignInHooks(options.secondFactorChannel ?? phoneFirst);

  // SPEC §3: the same policy the widget shows is enforced here, not only shown.
  const enforceStrength = (password: string | null, email: string | undefined) => {
    if (password === null) return;
    const result = checkStrength(options.passwordPolicy, password, email, breached(password));
    if (result.breached_password) throw porticoError('BAD_REQUEST', 'BREACHED_PASSWORD');
    if (!result.valid_password) throw porticoError('BAD_REQUEST', 'WEAK_PASSWORD');
  };

  const account = options.account
    ? accountFeature(options.account, { projectName: options.projectName, enforceStrength: (password, email) => enforceStrength(password, email), lockouts, channel: options.secondFactorChannel })
    : null;
  const invitations = options.invitations ? invitationFeature(options.invitations, options.projectName) : null;
  const domains = options.domains ? domainFeature(options.domains === true ? {} : options.domains) : null;

  return {
    id: 'portico',
    // The lockout's table only when portico() keeps the lockout (not with `lockout: false`).
    schema: { ...(lockouts ? getSchema(options.schema) : {}), ...account?.schema, ...domains?.schema } as BetterAuthPluginDBSchema,
    // The account center's defaults (account/index.ts); the host's own options win.
    ...(account && { init: () => ({ options: account.options }) }),
    endpoints: {
      // Solana sign-in when the host serves crypto wallets (Ethereum is Better Auth's siwe plugin).
      ...(options.products.includes('crypto') ? solanaEndpoints(options.projectName) : {}),
      // Social sign-in's way back and One Tap's client (social.ts).
      ...(options.products.includes('oauth') ? socialEndpoints(options.oneTap) : {}),
      // Enterprise sign-in's discovery and way back (sso/index.ts); they answer only beside @better-auth/sso.
      ...ssoEndpoints(),
      ...secondFactorEndpoints(options.secondFactorChannel),
      ...phoneNumberProofEndpoints(),
      ...account?.endpoints,
      ...invitations?.endpoints,
      ...domains?.endpoints,
      porticoBootstrap: createAuthEndpoint('/portico/bootstrap', { method: 'GET' }, async (ctx) =>
        ctx.json({
          backend: 'better-auth',
          project_id: '',
          project_name: options.projectName,
          display_watermark: options.displayWatermark ?? false,
          email_domains: options.emailDomains ?? [],
          rbac_policy: { scopes: options.scopes ?? [] },
          password_config: resolvePolicy(options.passwordPolicy),
          // The account center (docs/account.md) is served with portico({ account }).
          // Enterprise sign-in is served when @better-auth/sso is installed beside portico().
          // Invitations (organizations) with portico({ invitations }) beside Better Auth's organization plugin.
          products: [
            ...options.products,
            ...(account ? ['account'] : []),
            ...(ctx.context.getPlugin('sso') ? ['sso'] : []),
            ...(invitations && ctx.context.getPlugin('organization') ? ['organizations'] : []),
          ],
          otp_methods: otpMethods,
          user_search: userSearch !== false,
          second_factors: secondFactorsServed(ctx.context.getPlugin('two-factor') as TwoFactorPlugin | null),
          oauth_providers: options.oauthProviders ?? [],
          public_token_type: 'live',
          vertical: 'consumer',
        }),
      ),
      porticoStrengthCheck: createAuthEndpoint(
        '/portico/password/strength-check',
        { method: 'POST', body: z.object({ password: z.string().max(4096), email: z.string().max(512).optional() }) },
        async (ctx) => ctx.json(checkStrength(options.passwordPolicy, ctx.body.password, ctx.body.email, breached(ctx.body.password))),
      ),
      porticoUserSearch: createAuthEndpoint(
        '/portico/users/search',
        { method: 'POST', body: z.object({ email: z.string().max(512) }) },
        async (ctx) => {
          if (!userSearch) throw porticoError('FORBIDDEN', 'USER_SEARCH_DISABLED');
          const email = ctx.body.email.trim().toLowerCase();
          if (!z.email().safeParse(email).success) throw porticoError('BAD_REQUEST', 'INVALID_EMAIL');
          const found = await ctx.context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
          const user_type = !found ? 'new' : found.accounts.some((a) => a.providerId === 'credential' && a.password) ? 'password' : 'passwordless';
          return ctx.json({ user_type });
        },
      ),
      // A magic link's verify call redirects on failure; the browser client points that redirect
      // here so a fetch reads the failure as a 4xx with Better Auth's code.
      porticoError: createAuthEndpoint(
        '/portico/error',
        { method: 'GET', query: z.object({ error: z.string().max(64).optional() }) },
        async (ctx) => {
          const code = /^[A-Za-z_]{1,64}$/.test(ctx.query.error ?? '') ? ctx.query.error! : 'INVALID_REQUEST';
          throw new APIError('BAD_REQUEST', { code, message: LINK_ERRORS[code] ?? code.replace(/_/g, ' ').toLowerCase() });
        },
      ),
    },
    hooks: {
      before: [
        // An SSO-only organization's people sign in only through its identity provider (sso/index.ts).
        ssoRequiredHook,
        {
          matcher: (ctx) => ctx.path === SIGN_UP || ctx.path === RESET,
          handler: createAuthMiddleware(async (ctx) => {
            const password = stringField(ctx.body, ctx.path === RESET ? 'newPassword' : 'password');
            enforceStrength(password, emailOf(ctx.body) ?? undefined);
          }),
        },
        {
          matcher: (ctx) => ctx.path === SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const password = stringField(ctx.body, 'password');
            // SPEC §8 breached_password on authenticate: a listed password must be reset. It is
            // refused before it is checked (the list is public, so this tells an attacker nothing).
            if (password !== null && breached(password)) throw porticoError('BAD_REQUEST', 'BREACHED_PASSWORD');
            const email = emailOf(ctx.body);
            if (lockouts && email && (await lockouts.admit(ctx.context, `password:${email}`)) === 'locked') {
              throw porticoError('TOO_MANY_REQUESTS', 'ACCOUNT_LOCKED');
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === SEND_PHONE_OTP,
          handler: createAuthMiddleware(async (ctx) => {
            const channel = ctx.headers?.get(OTP_CHANNEL_HEADER) ?? 'sms';
            if (channel !== 'sms' && channel !== 'whatsapp') throw porticoError('BAD_REQUEST', 'INVALID_REQUEST');
            if (!otpMethods.includes(channel)) throw porticoError('BAD_REQUEST', 'CHANNEL_NOT_ENABLED');
          }),
        },
        phoneNumberProofHooks.before,
        totpReplayHooks.before,
        ...(account?.before ?? []),
        ...(invitations?.before ?? []),
        ...(domains?.before ?? []),
        ...twoAuthenticators.before,
      ],
      after: [
        // A SAML assertion refused only for its time says so (sso/assertionTime.ts).
        ssoAssertionTimeHook,
        // An enterprise sign-in's session is in the provider's organization (sso/activeOrganization.ts).
        ssoActiveOrganizationHook,
        {
          matcher: (ctx) => ctx.path === SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!lockouts || !email) return;
            const returned = ctx.context.returned;
            const failed = returned instanceof APIError;
            if (failed && (returned.body as { code?: string } | undefined)?.code === 'ACCOUNT_LOCKED') return;
            if (failed && returned.statusCode === 401) await lockouts.fail(ctx.context, `password:${email}`);
            else if (!failed) await lockouts.reset(ctx.context, `password:${email}`);
          }),
        },
        phoneNumberProofHooks.after,
        totpReplayHooks.after,
        ...(account?.after ?? []),
        ...(invitations?.after ?? []),
        ...(domains?.after ?? []),
        ...twoAuthenticators.after,
      ],
    },
    rateLimit: [
      { pathMatcher: (path) => path === '/portico/users/search', window: 60, max: searchMax },
      { pathMatcher: (path) => path.startsWith('/portico/phone-number/'), window: 60, max: 10 },
      { pathMatcher: (path) => path.startsWith('/portico/invitations/'), window: 60, max: 20 },
    ],
    $ERROR_CODES: account ? { ...PORTICO_ERROR_CODES, ...account.errorCodes } : PORTICO_ERROR_CODES,
  } satisfies BetterAuthPlugin;
}

/** Which channel the browser asked for, for a `phoneNumber({ sendOTP })` callback. */
export function otpChannelOf(ctx: { headers?: Headers | undefined; request?: Request | undefined } | undefined): 'sms' | 'whatsapp' {
  const value = ctx?.headers?.get(OTP_CHANNEL_HEADER) ?? ctx?.request?.headers.get(OTP_CHANNEL_HEADER);
  return value === 'whatsapp' ? 'whatsapp' : 'sms';
}

/**
 * The link an email carries: back to the page where the widget runs (`callbackURL`), with the
 * token in the query the widget's redirect handler reads (`stytch_token_type`, `token`).
 */
export function widgetLink(pageUrl: string, token: string, type: 'magic_links' | 'reset_password'): string {
  const url = new URL(pageUrl);
  url.searchParams.set('stytch_token_type', type);
  url.searchParams.set('token', token);
  return url.toString();
}
