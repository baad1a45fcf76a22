/**
 * The production server's settings: a JSON file (PORTICO_CONFIG, default ./portico.config.json if
 * present) for what may be committed, environment variables for secrets and addresses. Every
 * problem is reported with the setting's name; production mode refuses development settings.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import * as z from 'zod';

const rule = z.object({ window: z.number().int().positive(), max: z.number().int().positive() }).strict();
const product = z.enum(['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto']);

/** What the file may say (no secrets: those come only from the environment). */
const fileSchema = z
  .object({
    mode: z.enum(['production', 'development']).optional(),
    publicUrl: z.url().optional(),
    port: z.number().int().min(0).max(65535).optional(),
    host: z.string().min(1).optional(),
    projectName: z.string().min(1).max(200).optional(),
    products: z.array(product).min(1).optional(),
    otpMethods: z.array(z.enum(['email', 'sms', 'whatsapp'])).min(1).optional(),
    userSearch: z.boolean().optional(),
    /** Organizations and invitations: Better Auth's organization plugin, and portico()'s invitation mails (docs/organizations.md). */
    organizations: z.boolean().optional(),
    /**
     * Enterprise sign-in (OIDC and SAML): @better-auth/sso and portico()'s sso routes; needs
     * `organizations`. `identityProviderOrigins`: the OIDC providers' origins, the only ones whose
     * discovery document, token and userinfo endpoints the server fetches (docs/organizations.md).
     */
    sso: z
      .union([z.boolean(), z.object({ identityProviderOrigins: z.array(z.string()) }).strict()], { error: 'must be true, false or { "identityProviderOrigins": ["https://login.example.com"] }' })
      .optional(),
    trustedOrigins: z.array(z.url()).optional(),
    /** Addresses of the load balancers in front; only they may say who the client is. */
    trustedProxies: z.array(z.string().min(1)).optional(),
    /** On SIGTERM, seconds /readyz answers 503 (so the balancer's health check takes the instance out) before the listener closes. */
    drainSeconds: z.number().min(0).max(120).optional(),
    /**
     * On SIGTERM, close the listener once /readyz has answered 503 this many times (the balancer's
     * `fall` + 1: it has marked the instance down, and every connection it opened before that
     * check was accepted first). 0: wait `drainSeconds`. With checks, `drainSeconds` is the longest wait.
     */
    drainChecks: z.number().int().min(0).max(100).optional(),
    /** The largest request body any route reads, in bytes; a larger one is answered 413. */
    maxBodyBytes: z.number().int().min(1024).max(10 * 1024 * 1024).optional(),
    rateLimit: z
      .object({
        window: z.number().int().positive(),
        max: z.number().int().positive(),
        /** Per-path rules over Better Auth's (e.g. "/sign-in/*": 3 per 10 s), keyed by path under /api/auth. */
        rules: z.record(z.string().regex(/^\/[\w\-/*]*$/, 'must be a path under /api/auth, like "/sign-in/email"'), rule).optional(),
      })
      .strict()
      .optional(),
    lockout: z.object({ maxFailures: z.number().int().positive(), lockMinutes: z.number().positive() }).strict().optional(),
    emailFrom: z.string().min(3).optional(),
    sms: z
      .object({ provider: z.enum(['twilio', 'webhook']), from: z.string().min(1).optional(), url: z.url().optional() })
      .strict()
      .optional(),
    /** Codes and links per hour per destination, number prefix, country and in all (plugin/src/delivery-budget). */
    deliveryBudget: z
      .object({
        perEmailAddress: z.number().int().positive(),
        perPhoneNumber: z.number().int().positive(),
        perNumberPrefix: z.number().int().positive(),
        perCountry: z.number().int().positive(),
        texts: z.number().int().positive(),
        emails: z.number().int().positive(),
      })
      .partial()
      .strict()
      .optional(),
    /**
     * Bot challenges on sends, sign-up, sign-in after failures and the lookup (docs/bots.md): a proof
     * of work with no third party by default; Turnstile (its secret in TURNSTILE_SECRET_KEY); "none".
     */
    challenge: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('proof_of_work') }).strict(),
        z.object({ kind: z.literal('none') }).strict(),
        z.object({ kind: z.literal('turnstile'), siteKey: z.string().min(1).max(100), scriptUrl: z.url().optional(), siteVerifyUrl: z.url().optional() }).strict(),
      ])
      .optional(),
    delivery: z
      .object({ maxAttempts: z.number().int().min(1).max(100), baseDelayMs: z.number().int().min(10), maxDelayMs: z.number().int().min(10), pollMs: z.number().int().min(10) })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

export type FileConfig = z.infer<typeof fileSchema>;

export interface ServerConfig {
  mode: 'production' | 'development';
  publicUrl: string;
  /** Whether PORTICO_PUBLIC_URL (or publicUrl) was set, rather than derived from the port. */
  publicUrlGiven: boolean;
  port: number;
  host: string;
  projectName: string;
  products: z.infer<typeof product>[];
  otpMethods: Array<'email' | 'sms' | 'whatsapp'>;
  userSearch: boolean;
  organizations: boolean;
  /** Enterprise sign-in, and the identity providers' origins the server may fetch from; null: off. */
  sso: { identityProviderOrigins: string[] } | null;
  /** The pages' origins: CORS with credentials, Better Auth's origin check and its callback allow-list. */
  trustedOrigins: string[];
  /** Where trustedOrigins came from (named in errors): PORTICO_TRUSTED_ORIGINS or trustedOrigins. */
  trustedOriginsSetting: string;
  trustedProxies: string[];
  drainSeconds: number;
  drainChecks: number;
  maxBodyBytes: number;
  rateLimit: { window: number; max: number; rules?: Record<string, { window: number; max: number }> | undefined };
  lockout: { maxFailures: number; lockMinutes: number };
  secret: string | null;
  databaseUrl: string | null;
  sqliteFile: string;
  redisUrl: string | null;
  smtpUrl: string | null;
  emailFrom: string;
  sms: { provider: 'twilio' | 'webhook'; from?: string | undefined; url?: string | undefined } | null;
  smsCredentials: { accountSid?: string | undefined; authToken?: string | undefined; webhookSecret?: string | undefined };
  delivery: { maxAttempts: number; baseDelayMs: number; maxDelayMs: number; pollMs: number };
  deliveryBudget: NonNullable<FileConfig['deliveryBudget']>;
  /** docs/bots.md; null: none (the file's "none"). */
  challenge: { kind: 'proof_of_work' } | { kind: 'turnstile'; siteKey: string; secretKey: string; scriptUrl?: string | undefined; siteVerifyURL?: string | undefined } | null;
  /** PORTICO_LOG_FORMAT; null: text at a terminal, JSON lines elsewhere. */
  logFormat: 'json' | 'text' | null;
  /** PORTICO_METRICS_TOKEN: /metrics asks for it as a bearer token; null: loopback scrapes only. */
  metricsToken: string | null;
}

/**
 * A setting that is missing, malformed or not allowed; `setting` names it as the operator writes it.
 * `problems` lists every refused setting of one start (the first is `setting`), so an operator fixes
 * them all in one go.
 */
export class ConfigError extends Error {
  readonly problems: ReadonlyArray<{ setting: string; message: string }>;
  constructor(
    readonly setting: string,
    message: string,
    more: ReadonlyArray<{ setting: string; message: string }> = [],
  ) {
    super([`${setting}: ${message}`, ...more.map((p) => `${p.setting}: ${p.message}`)].join('\n'));
    this.name = 'ConfigError';
    this.problems = [{ setting, message }, ...more];
  }
}

/**
 * Secrets that were published (in this repository's source, docs or tests before it refused them):
 * anyone could sign a session or a change-email token with one, so production refuses them.
 */
const PUBLISHED_SECRETS = new Set(['portico-dev-secret-not-for-production-0123456789', 'scale-test-secret-0123456789abcdef0123456789', 'bench-secret-0123456789abcdef0123456789']);

/**
 * An estimate of a secret's entropy in bits: its length times the Shannon entropy of its characters.
 * It cannot prove randomness, but it refuses what is plainly not random (one letter repeated, a few
 * letters cycled, a word repeated); `openssl rand -base64 32` gives about 200.
 */
export function estimatedBits(secret: string): number {
  // A string that repeats a shorter one (abcabcabc…) holds no more than that one does.
  for (let period = 1; period <= secret.length / 2; period++) {
    if (secret.slice(period) === secret.slice(0, secret.length - period)) return estimatedBits(secret.slice(0, period));
  }
  const counts = new Map<string, number>();
  for (const c of secret) counts.set(c, (counts.get(c) ?? 0) + 1);
  const n = [...secret].length;
  let perChar = 0;
  for (const k of counts.values()) perChar -= (k / n) * Math.log2(k / n);
  return n * perChar;
}

/** NIST SP 800-63B asks 112 bits of a secret key; an estimate from 32 hex characters sits near 110. */
const MIN_SECRET_BITS = 100;

function isAddressOrRange(entry: string) {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32);
}

const LOOPBACK_V4 = new BlockList();
LOOPBACK_V4.addSubnet('127.0.0.0', 8, 'ipv4');
const UNSPECIFIED_V4 = new BlockList();
UNSPECIFIED_V4.addSubnet('0.0.0.0', 8, 'ipv4');

/**
 * What a host name means for this machine, in any spelling a URL parser or resolver accepts:
 * 'loopback' (localhost, *.localhost, 127/8, ::1, ::ffff:127.x, with or without a trailing dot),
 * 'any' (0.0.0.0, ::: every interface), or null (another machine). RFC 6761 §6.3: every name
 * under .localhost is loopback.
 */
export function localness(hostname: string): 'loopback' | 'any' | null {
  let h = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return 'loopback';
  const mapped = /^(?:0*:)*:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (mapped) {
    const v = (parseInt(mapped[1]!, 16) << 16) | parseInt(mapped[2]!, 16);
    h = [24, 16, 8, 0].map((shift) => (v >>> shift) & 255).join('.');
  } else if (/^::ffff:\d/.test(h)) h = h.slice(7);
  const family = isIP(h);
  if (family === 4) return LOOPBACK_V4.check(h, 'ipv4') ? 'loopback' : UNSPECIFIED_V4.check(h, 'ipv4') ? 'any' : null;
  if (family === 6) {
    const expanded = new URL(`http://[${h}]`).hostname;
    if (expanded === '[::1]') return 'loopback';
    if (expanded === '[::]') return 'any';
  }
  return null;
}

/** Development binds and answers only here: the loopback spellings a person means, nothing wider. */
const CANONICAL_LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

type Problem = { setting: string; message: string };

/** Every problem of one start, collected rather than thrown one at a time (an operator fixes them all at once). */
class Problems {
  readonly list: Problem[] = [];
  add(setting: string, message: string) {
    this.list.push({ setting, message });
  }
  throwIfAny() {
    if (this.list.length) throw new ConfigError(this.list[0]!.setting, this.list[0]!.message, this.list.slice(1));
  }
}

function readFile(env: NodeJS.ProcessEnv, cwd: string, problems: Problems): FileConfig {
  const named = env.PORTICO_CONFIG;
  const file = named ? path.resolve(cwd, named) : path.join(cwd, 'portico.config.json');
  if (!existsSync(file)) {
    if (named) problems.add('PORTICO_CONFIG', `no file at ${file}`);
    return {};
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.add(named ? 'PORTICO_CONFIG' : 'portico.config.json', `not valid JSON (${(error as Error).message})`);
    return {};
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    problems.add(named ? 'PORTICO_CONFIG' : 'portico.config.json', 'must be a JSON object of settings');
    return {};
  }
  // Setting by setting, so every wrong one is named in this start and the right ones are still read.
  const data: Record<string, unknown> = {};
  const shape = fileSchema.shape as Record<string, z.ZodType>;
  for (const [key, value] of Object.entries(json)) {
    const field = shape[key];
    if (!field) {
      problems.add(key, 'unknown setting');
      continue;
    }
    const parsed = field.safeParse(value);
    if (parsed.success) data[key] = parsed.data;
    else
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') for (const extra of issue.keys) problems.add([key, ...issue.path, extra].join('.'), 'unknown setting');
        else problems.add([key, ...issue.path].join('.'), issue.message);
      }
  }
  return data as FileConfig;
}

function envPort(env: NodeJS.ProcessEnv, problems: Problems): number | undefined {
  if (env.PORT === undefined || env.PORT === '') return undefined;
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.add('PORT', `must be a port number, got "${env.PORT}"`);
    return undefined;
  }
  return port;
}

function envUrl(env: NodeJS.ProcessEnv, name: string, protocols: string[], problems: Problems): string | null {
  const value = env[name];
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.add(name, 'is not a URL');
    return null;
  }
  if (!protocols.includes(url.protocol)) {
    problems.add(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return null;
  }
  return value;
}

/** An origin as browsers send it (scheme, host, port; no path): the CORS and callback allow-list's unit. */
function originOf(value: string, setting: string, problems: Problems): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.add(setting, `"${value}" is not a URL`);
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.add(setting, `"${value}" must start with https:// (or http:// in development)`);
    return null;
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    problems.add(setting, `"${value}" is an origin: scheme, host and port only (${url.origin})`);
    return null;
  }
  return url.origin;
}

export interface LoadOptions {
  /** `portico-server dev`: development mode asked for on the command line. */
  development?: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), options: LoadOptions = {}): ServerConfig {
  const problems = new Problems();
  const file = readFile(env, cwd, problems);
  // Production unless development is asked for by name: a server started without a mode must not
  // sign with a development secret or hand out codes at /outbox.json. NODE_ENV decides nothing.
  const modeValue = env.PORTICO_MODE || file.mode || (options.development ? 'development' : 'production');
  if (modeValue !== 'production' && modeValue !== 'development') problems.add('PORTICO_MODE', 'must be "production" or "development"');
  if (options.development && modeValue !== 'development') problems.add('PORTICO_MODE', `is "${modeValue}", but \`portico-server dev\` starts development mode`);
  const mode = modeValue === 'development' ? 'development' : 'production';
  const port = envPort(env, problems) ?? file.port ?? 8787;
  const host = env.HOST ?? file.host ?? '127.0.0.1';
  const publicUrlGiven = envUrl(env, 'PORTICO_PUBLIC_URL', ['http:', 'https:'], problems) ?? file.publicUrl ?? null;
  const publicUrl = publicUrlGiven ?? `http://localhost:${port}`;
  const secret = env.PORTICO_SECRET || null;
  if (secret !== null && secret.length < 32) problems.add('PORTICO_SECRET', 'must be at least 32 characters');
  const logFormat = env.PORTICO_LOG_FORMAT || undefined;
  if (logFormat !== undefined && logFormat !== 'json' && logFormat !== 'text') problems.add('PORTICO_LOG_FORMAT', `must be "json" or "text", got "${logFormat}"`);
  const originsSetting = env.PORTICO_TRUSTED_ORIGINS ? 'PORTICO_TRUSTED_ORIGINS' : 'trustedOrigins';
  const originList = env.PORTICO_TRUSTED_ORIGINS ? env.PORTICO_TRUSTED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) : (file.trustedOrigins ?? []);
  const trustedOrigins = originList.map((o, i) => originOf(o, env.PORTICO_TRUSTED_ORIGINS ? originsSetting : `trustedOrigins[${i}]`, problems)).filter((o): o is string => o !== null);
  const sms = file.sms ?? null;
  const idpOrigins = typeof file.sso === 'object' ? file.sso.identityProviderOrigins : [];
  const sso = file.sso ? { identityProviderOrigins: idpOrigins.map((o, i) => originOf(o, `sso.identityProviderOrigins[${i}]`, problems)).filter((o): o is string => o !== null) } : null;
  if (sso && !file.organizations) problems.add('sso', 'needs "organizations": true (an enterprise sign-in makes the person a member of the provider\'s organization)');
  const config: ServerConfig = {
    mode,
    publicUrl: publicUrl.replace(/\/$/, ''),
    publicUrlGiven: publicUrlGiven !== null,
    port,
    host,
    projectName: file.projectName ?? 'Portico',
    products: file.products ?? ['otp', 'passwords', 'emailMagicLinks'],
    otpMethods: file.otpMethods ?? ['email'],
    userSearch: file.userSearch ?? false,
    organizations: file.organizations ?? false,
    sso,
    trustedOrigins,
    trustedOriginsSetting: originsSetting,
    trustedProxies: (env.PORTICO_TRUSTED_PROXIES?.split(',').map((s) => s.trim()).filter(Boolean) ?? file.trustedProxies) ?? [],
    // With drainChecks the balancer's checks end the drain; the seconds only bound it.
    drainSeconds: file.drainSeconds ?? (file.drainChecks ? 30 : mode === 'production' ? 5 : 0),
    drainChecks: file.drainChecks ?? 0,
    maxBodyBytes: file.maxBodyBytes ?? 64 * 1024,
    rateLimit: file.rateLimit ?? { window: 60, max: 100 },
    lockout: file.lockout ?? { maxFailures: 10, lockMinutes: 15 },
    secret,
    databaseUrl: envUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems),
    sqliteFile: path.resolve(cwd, env.PORTICO_SQLITE_FILE ?? 'portico.sqlite'),
    redisUrl: envUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], problems),
    smtpUrl: envUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems),
    emailFrom: env.PORTICO_EMAIL_FROM ?? file.emailFrom ?? 'Portico <no-reply@localhost>',
    sms,
    smsCredentials: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, webhookSecret: env.SMS_WEBHOOK_SECRET },
    // 1 s doubling to 60 s, 12 attempts: a message waits about seven minutes for its server.
    deliveryBudget: file.deliveryBudget ?? {},
    delivery: { maxAttempts: 12, baseDelayMs: 1000, maxDelayMs: 60_000, pollMs: 250, ...file.delivery },
    challenge: challengeOf(file.challenge, env, mode, problems),
    logFormat: logFormat === 'json' || logFormat === 'text' ? logFormat : null,
    metricsToken: env.PORTICO_METRICS_TOKEN || null,
  };
  config.trustedProxies.forEach((entry, i) => {
    if (!isAddressOrRange(entry)) problems.add(env.PORTICO_TRUSTED_PROXIES ? 'PORTICO_TRUSTED_PROXIES' : `trustedProxies[${i}]`, `"${entry}" is not an IP address or CIDR range`);
  });
  if (config.otpMethods.some((m) => m !== 'email') && !sms) problems.add('sms', `otpMethods lists ${config.otpMethods.filter((m) => m !== 'email').join(', ')} but no sms provider is set`);
  if (sms?.provider === 'twilio') {
    if (!config.smsCredentials.accountSid) problems.add('TWILIO_ACCOUNT_SID', 'is required when sms.provider is "twilio"');
    if (!config.smsCredentials.authToken) problems.add('TWILIO_AUTH_TOKEN', 'is required when sms.provider is "twilio"');
  }
  if (sms?.provider === 'webhook' && !sms.url) problems.add('sms.url', 'is required when sms.provider is "webhook"');
  if (config.metricsToken !== null && config.metricsToken.length < 16) problems.add('PORTICO_METRICS_TOKEN', 'must be at least 16 characters');
  for (const p of mode === 'production' ? productionProblems(config) : developmentProblems(config)) problems.add(p.setting, p.message);
  problems.throwIfAny();
  return config;
}

/**
 * Safe by default: production asks a proof of work unless the file picks Turnstile (its secret from
 * the environment) or none; development (this machine only) asks only when the file says so.
 */
function challengeOf(setting: FileConfig['challenge'], env: NodeJS.ProcessEnv, mode: ServerConfig['mode'], problems: Problems): ServerConfig['challenge'] {
  if (setting?.kind === 'none' || (!setting && mode === 'development')) return null;
  if (setting?.kind !== 'turnstile') return { kind: 'proof_of_work' };
  if (!env.TURNSTILE_SECRET_KEY) {
    problems.add('TURNSTILE_SECRET_KEY', 'is required when challenge.kind is "turnstile"');
    return null;
  }
  return { kind: 'turnstile', siteKey: setting.siteKey, secretKey: env.TURNSTILE_SECRET_KEY, scriptUrl: setting.scriptUrl, siteVerifyURL: setting.siteVerifyUrl };
}

/** Development answers only this machine: /outbox.json lists every code, and its secret is a local file's. */
function developmentProblems(config: ServerConfig): Problem[] {
  const problems: Problem[] = [];
  const why = 'development mode serves only this machine (it lists every code at /outbox.json); use production mode to serve others';
  if (!CANONICAL_LOOPBACK.test(config.host)) problems.push({ setting: 'HOST', message: `"${config.host}" is not loopback (127.0.0.1, ::1 or localhost); ${why}` });
  if (!CANONICAL_LOOPBACK.test(new URL(config.publicUrl).hostname)) problems.push({ setting: 'PORTICO_PUBLIC_URL', message: `${config.publicUrl} is not a loopback URL; ${why}` });
  return problems;
}

/** Production mode starts only without development or unsafe settings; every one found is named. */
function productionProblems(config: ServerConfig): Problem[] {
  const problems: Problem[] = [];
  const add = (setting: string, message: string) => problems.push({ setting, message });
  const why = 'is a development setting; production mode refuses it';
  const secret = config.secret;
  if (!secret) add('PORTICO_SECRET', 'is unset; production mode needs a random secret (openssl rand -base64 32)');
  else if (PUBLISHED_SECRETS.has(secret)) add('PORTICO_SECRET', 'is a published development value; anyone could sign sessions with it. Use openssl rand -base64 32');
  else if (estimatedBits(secret) < MIN_SECRET_BITS) add('PORTICO_SECRET', `looks far from random (about ${Math.round(estimatedBits(secret))} bits; ${MIN_SECRET_BITS}+ needed). Use openssl rand -base64 32`);
  if (!config.smtpUrl) add('SMTP_URL', `is unset, so emails would go to the development sink, which ${why}`);
  if (!config.publicUrlGiven) add('PORTICO_PUBLIC_URL', 'is unset; set it to the https:// origin browsers reach this server at (e.g. https://auth.example.com): cookies, links and the session JWT\'s issuer follow it');
  else if (!config.publicUrl.startsWith('https://')) add('PORTICO_PUBLIC_URL', 'must be https:// in production mode');
  else if (localness(new URL(config.publicUrl).hostname)) add('PORTICO_PUBLIC_URL', `is a loopback or unspecified address, which ${why}`);
  config.trustedOrigins.forEach((origin, i) => {
    const url = new URL(origin);
    const setting = config.trustedOriginsSetting === 'trustedOrigins' ? `trustedOrigins[${i}]` : config.trustedOriginsSetting;
    if (localness(url.hostname)) add(setting, `${origin} is a loopback or unspecified address (in any spelling), which ${why}`);
    else if (url.protocol !== 'https:') add(setting, `${origin} must be https:// in production mode (a page over http can be changed on the way)`);
  });
  config.sso?.identityProviderOrigins.forEach((origin, i) => {
    const url = new URL(origin);
    // The server fetches from these (discovery, tokens, userinfo): a loopback one would reach this machine's own services.
    if (localness(url.hostname)) add(`sso.identityProviderOrigins[${i}]`, `${origin} is a loopback or unspecified address (in any spelling), which ${why}`);
    else if (url.protocol !== 'https:') add(`sso.identityProviderOrigins[${i}]`, `${origin} must be https:// in production mode (tokens and keys travel from it)`);
  });
  if (config.sms?.provider === 'webhook') {
    if (config.sms.url && !config.sms.url.startsWith('https://')) add('sms.url', 'must be https:// in production mode (codes travel in the body)');
    if (!config.smsCredentials.webhookSecret) add('SMS_WEBHOOK_SECRET', 'is unset; production mode signs every webhook body (X-Portico-Signature)');
    else if (estimatedBits(config.smsCredentials.webhookSecret) < MIN_SECRET_BITS) add('SMS_WEBHOOK_SECRET', `looks far from random (about ${Math.round(estimatedBits(config.smsCredentials.webhookSecret))} bits; ${MIN_SECRET_BITS}+ needed)`);
  }
  return problems;
}

/**
 * Development mode's secret when PORTICO_SECRET is unset: random, made once per data folder (beside
 * the SQLite file, readable by its owner only), so no two folders share one and none is published.
 * Written to a temporary file and linked into place: instances started together read one value.
 */
export function developmentSecret(config: Pick<ServerConfig, 'mode' | 'sqliteFile'>): string {
  if (config.mode !== 'development') throw new ConfigError('PORTICO_SECRET', 'is unset; production mode needs a random secret');
  const file = path.join(path.dirname(config.sqliteFile), '.portico-dev-secret');
  if (!existsSync(file)) {
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
