/**
 * The project config: one JSON file (emulator/portico.config.json by default, or PORTICO_CONFIG),
 * validated with zod. Every field has a default so the shipped file needs no editing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_CONFIG_PATH = path.join(here, 'portico.config.json');
/** Files read at run time (copied beside the bundled code in the package: scripts/build-packages.mjs). */
export const DATA_DIR = path.join(here, 'data');
const DEFAULT_BREACH_FILE = path.join(here, 'data', 'breached-passwords.txt');

/** SPEC §2: the 19 social providers the widget has buttons for. */
export const OAUTH_PROVIDER_TYPES = [
  'google', 'microsoft', 'apple', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
  'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo',
] as const;
export type OAuthProviderType = (typeof OAUTH_PROVIDER_TYPES)[number];

/** The widget's products the emulator can serve (src/products/<id>; the identity provider is its own widget). */
export const SERVED_PRODUCTS = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto', 'secondFactor', 'sso', 'organizations', 'identityProvider', 'account'] as const;

/** Only web URLs; a javascript: or data: redirect would run in the host's page. */
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** A path on the emulator's own origin ('/demo/…', not '//host'), an http(s) URL, or '' for none. */
const defaultRedirect = z.string().refine(
  (v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || url.safeParse(v).success,
  { message: 'must be a path (/…) or an http(s) URL' },
);

const oauthProvider = z.object({
  type: z.enum(OAUTH_PROVIDER_TYPES),
  enabled: z.boolean().default(true),
  /** The client id the emulated provider hands out (One Tap reads Google's). */
  client_id: z.string().min(1).optional(),
  /** The secret its standard token endpoint requires (providers/routes.ts); unset: any. */
  client_secret: z.string().min(1).optional(),
  one_tap: z.boolean().default(false),
  /**
   * Google's "authorised JavaScript origins": the pages One Tap runs on. Unset: every origin the
   * project trusts (loopback and allowed_origins).
   */
  javascript_origins: z.array(url).optional(),
});

const idpClient = z.object({
  client_id: z.string().min(1),
  client_name: z.string().min(1),
  client_description: z.string().default(''),
  logo_url: z.string().default(''),
  redirect_uris: z.array(url).min(1),
  post_logout_redirect_uris: z.array(url).default([]),
  allowed_scopes: z.array(z.string().min(1)).default(['openid', 'email', 'profile']),
  /** A public client (SPA, native) has no secret and must use PKCE S256. */
  public: z.boolean().default(true),
  client_secret: z.string().min(16).optional(),
  /** First-party clients skip the consent screen for standard scopes. */
  first_party: z.boolean().default(false),
}).refine((c) => c.public || c.client_secret, { message: 'a confidential client (public: false) needs client_secret' });

const trustedAuthTokenProfile = z.object({
  profile_id: z.string().min(1),
  issuer: z.string().min(1),
  audience: z.string().min(1),
  /**
   * RS256/ES256 keys fetched from jwks_url; without it, HS256 with a secret the emulator generates
   * into its database on first run (a committed secret is everyone's secret).
   */
  jwks_url: url.optional(),
  secret: z.unknown().refine((v) => v === undefined, {
    message: 'attest secrets are not kept in the config: the emulator generates one per profile into its database (docs/emulator.md, "Session attest")',
  }).optional(),
  /** Dotted path of the claim holding the user's email, e.g. "email" or "user.email". */
  email_claim: z.string().min(1).default('email'),
});

const scopeDescription = z.object({ scope: z.string().min(1), description: z.string().min(1) });

const baseSchema = z.object({
  project_id: z.string().min(1).default('project-test-portico-demo'),
  project_name: z.string().min(1).default('Portico Demo'),
  public_token: z.string().min(16).default('public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo'),
  public_token_type: z.enum(['test', 'live']).default('test'),
  vertical: z.enum(['consumer', 'b2b']).default('consumer'),
  display_watermark: z.boolean().default(true),
  /** Sender domains (the widget narrows the "Open in Gmail" search to them). */
  email_domains: z.array(z.string().min(1)).default(['portico.dev']),
  email_from: z.string().default('Portico Demo <login@portico.dev>'),
  /** CORS origins besides any http://localhost:* and http://127.0.0.1:*. */
  allowed_origins: z.array(url).default([]),
  redirect_urls: z.object({
    /** Exact (origin + path) matches; a loopback URL's path is also allowed on any loopback port. */
    allowed: z.array(url).default([]),
    /**
     * Any http(s) URL on this machine (localhost, 127.0.0.1, [::1], any port and path), so a host app
     * in development (`localhost:5173/auth`) works without editing the config. `false` keeps to the list.
     */
    any_loopback: z.boolean().optional(),
    /** Used when a call names no URL; a path is resolved against the emulator's origin. */
    default_login: defaultRedirect.default('/demo/authenticate.html'),
    default_signup: defaultRedirect.default('/demo/authenticate.html'),
    default_reset_password: defaultRedirect.default('/demo/authenticate.html'),
  }).prefault({}),
  password_config: z.object({
    strength_policy: z.enum(['zxcvbn', 'luds', 'none']).default('zxcvbn'),
    luds_minimum_count: z.number().int().min(1).max(256).default(8),
    luds_complexity: z.number().int().min(0).max(4).default(3),
  }).prefault({}),
  /** One password a line; relative to the config file's folder. Unset: the list shipped in emulator/data/. */
  breached_passwords_file: z.string().optional(),
  oauth_providers: z.array(oauthProvider).default(OAUTH_PROVIDER_TYPES.map((type) => ({ type, enabled: true, one_tap: false }))),
  idp_clients: z.array(idpClient).default([]),
  trusted_auth_token_profiles: z.array(trustedAuthTokenProfile).default([]),
  /**
   * Addresses whose mail bounces: every call that would email one answers
   * 400 inactive_email. The outbox page marks more at run time.
   */
  inactive_emails: z.array(z.string().min(3).max(254)).default([]),
  /**
   * Users (by email or E.164 phone number) who need a second factor: a primary sign-in answers only
   * an intermediate session token (SPEC §4), which a one-time passcode then completes.
   */
  mfa_required_users: z.array(z.string().min(3).max(254)).default([]),
  /**
   * The account center's step-up (docs/account.md): a sensitive change needs a sign-in (or a step-up)
   * at most this many seconds old, as Better Auth's `session.freshAge`. 0: never asked.
   */
  fresh_age_seconds: z.number().int().min(0).max(30 * 24 * 3600).default(24 * 3600),
  /**
   * The request headers a trusted edge (Cloudflare, Vercel) sets with where a browser is, read in
   * order when a session starts (`cf-ipcity`, `x-vercel-ip-country`): the sessions list shows it.
   * None by default: a header anyone can send says nothing.
   */
  place_headers: z.array(z.string().min(1).max(64)).default([]),
  /**
   * What this project serves (SPEC §7 bootstrap lists it): the widget refuses at mount a configured
   * product or passcode channel not listed, and these calls refuse it too. Every one by default.
   */
  products: z.array(z.enum(SERVED_PRODUCTS)).default([...SERVED_PRODUCTS]),
  otp_methods: z.array(z.enum(['email', 'sms', 'whatsapp'])).default(['email', 'sms', 'whatsapp']),
  /** The emulator's fault injection (docs/emulator.md "Fault injection"); false switches it off. */
  fault_injection: z.boolean().optional(),
  /** The emulated social providers' pages and Google's One Tap library and chooser. */
  emulated_providers: z.boolean().optional(),
  /** POST /oauth/emulated/google/id_token: One Tap credentials for anyone who asks (tests, the demo). */
  one_tap_credential_mint: z.boolean().optional(),
  /**
   * Bot challenges on the calls that cost money or reveal accounts (docs/bots.md): a proof of work
   * with no third party, or Cloudflare Turnstile (emulated offline with Cloudflare's test keys).
   */
  challenge: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('proof_of_work') }),
    z.object({ kind: z.literal('turnstile'), site_key: z.string().min(1).max(100), secret_key: z.string().min(1).max(200) }),
  ]).default({ kind: 'none' }),
  rbac_policy: z.object({
    scopes: z.array(scopeDescription).default([]),
    /** Every user holds the roles listed here; a custom scope is grantable if one of them has it. */
    roles: z.array(z.object({ role_id: z.string().min(1), description: z.string().default(''), scopes: z.array(z.string()) })).default([]),
  }).prefault({}),
});

/**
 * The development switches. On by default in a test project; off by default in a live
 * one, where switching one on stops the emulator with an error that names it.
 */
const DEVELOPMENT_SWITCHES = ['fault_injection', 'redirect_urls.any_loopback', 'emulated_providers', 'one_tap_credential_mint'] as const;

export const configSchema = baseSchema
  .superRefine((c, ctx) => {
    if (c.public_token_type !== 'live') return;
    const on = { fault_injection: c.fault_injection, 'redirect_urls.any_loopback': c.redirect_urls.any_loopback, emulated_providers: c.emulated_providers, one_tap_credential_mint: c.one_tap_credential_mint };
    for (const name of DEVELOPMENT_SWITCHES) {
      if (on[name]) ctx.addIssue({ code: 'custom', path: name.split('.'), message: `a development switch, not allowed in a live project (public_token_type "live"): remove it or set it to false` });
    }
  })
  .transform((c) => {
    const dev = c.public_token_type !== 'live';
    return {
      ...c,
      fault_injection: c.fault_injection ?? dev,
      emulated_providers: c.emulated_providers ?? dev,
      one_tap_credential_mint: c.one_tap_credential_mint ?? dev,
      redirect_urls: { ...c.redirect_urls, any_loopback: c.redirect_urls.any_loopback ?? dev },
    };
  });

export type ProjectConfig = z.infer<typeof configSchema> & {
  /** The breached-password list, loaded from breached_passwords_file. */
  breached_passwords: ReadonlySet<string>;
};
export type ProjectConfigInput = z.input<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readBreachList(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  // Lines starting with '#' are comments; passwords are compared exactly, as breach corpora are.
  return new Set(text.split(/\r?\n/).filter((line) => line.length > 0 && !line.startsWith('#')));
}

/**
 * Loads and validates the config. `overrides` are merged over the file's top-level fields
 * (tests use them to switch the password policy, add clients, ...).
 */
export function loadConfig(configPath?: string, overrides: Partial<ProjectConfigInput> = {}): ProjectConfig {
  const file = path.resolve(configPath ?? process.env.PORTICO_CONFIG ?? DEFAULT_CONFIG_PATH);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`Cannot read the Portico config ${file}: ${(err as Error).message}`);
  }
  const merged = typeof raw === 'object' && raw !== null ? { ...raw, ...overrides } : raw;
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid Portico config ${file}:\n${problems}`);
  }
  const listed = parsed.data.breached_passwords_file;
  const breachFile = listed ? path.resolve(path.dirname(file), listed) : DEFAULT_BREACH_FILE;
  let breached: Set<string>;
  try {
    breached = readBreachList(breachFile);
  } catch (err) {
    throw new ConfigError(`Cannot read the breached-password list ${breachFile}: ${(err as Error).message}`);
  }
  return { ...parsed.data, breached_passwords: breached };
}
