/**
 * The production server's settings: a JSON file (PORTICO_CONFIG, default ./portico.config.json if
 * present) for what may be committed, environment variables for secrets and addresses. Every
 * problem is reported with the setting's name; production mode refuses development settings.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  port: number;
  host: string;
  projectName: string;
  products: z.infer<typeof product>[];
  otpMethods: Array<'email' | 'sms' | 'whatsapp'>;
  userSearch: boolean;
  trustedOrigins: string[];
  trustedProxies: string[];
  drainSeconds: number;
  drainChecks: number;
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
}

/** A setting that is missing, malformed or not allowed; `setting` names it as the operator writes it. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`${setting}: ${message}`);
    this.name = 'ConfigError';
  }
}

/** A development secret, accepted only in development mode. */
export const DEV_SECRET = 'portico-dev-secret-not-for-production-0123456789';

function isAddressOrRange(entry: string) {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32);
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\]|::1)$/i;
const isLoopback = (url: string) => LOOPBACK.test(new URL(url).hostname);

function readFile(env: NodeJS.ProcessEnv, cwd: string): FileConfig {
  const named = env.PORTICO_CONFIG;
  const file = named ? path.resolve(cwd, named) : path.join(cwd, 'portico.config.json');
  if (!existsSync(file)) {
    if (named) throw new ConfigError('PORTICO_CONFIG', `no file at ${file}`);
    return {};
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(named ? 'PORTICO_CONFIG' : 'portico.config.json', `not valid JSON (${(error as Error).message})`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    throw new ConfigError(where.join('.') || 'config file', issue.code === 'unrecognized_keys' ? 'unknown setting' : issue.message);
  }
  return parsed.data;
}

function envPort(env: NodeJS.ProcessEnv): number | undefined {
  if (env.PORT === undefined || env.PORT === '') return undefined;
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('PORT', `must be a port number, got "${env.PORT}"`);
  return port;
}

function envUrl(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const value = env[name];
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, 'is not a URL');
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const file = readFile(env, cwd);
  const modeValue = env.PORTICO_MODE ?? file.mode ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
  if (modeValue !== 'production' && modeValue !== 'development') throw new ConfigError('PORTICO_MODE', 'must be "production" or "development"');
  const mode = modeValue;
  const port = envPort(env) ?? file.port ?? 8787;
  const host = env.HOST ?? file.host ?? '127.0.0.1';
  const publicUrl = envUrl(env, 'PORTICO_PUBLIC_URL', ['http:', 'https:']) ?? file.publicUrl ?? `http://localhost:${port}`;
  const secret = env.PORTICO_SECRET || null;
  if (secret !== null && secret.length < 32) throw new ConfigError('PORTICO_SECRET', 'must be at least 32 characters');
  const sms = file.sms ?? null;
  const config: ServerConfig = {
    mode,
    publicUrl: publicUrl.replace(/\/$/, ''),
    port,
    host,
    projectName: file.projectName ?? 'Portico',
    products: file.products ?? ['otp', 'passwords', 'emailMagicLinks'],
    otpMethods: file.otpMethods ?? ['email'],
    userSearch: file.userSearch ?? false,
    trustedOrigins: file.trustedOrigins ?? [],
    trustedProxies: (env.PORTICO_TRUSTED_PROXIES?.split(',').map((s) => s.trim()).filter(Boolean) ?? file.trustedProxies) ?? [],
    // With drainChecks the balancer's checks end the drain; the seconds only bound it.
    drainSeconds: file.drainSeconds ?? (file.drainChecks ? 30 : mode === 'production' ? 5 : 0),
    drainChecks: file.drainChecks ?? 0,
    rateLimit: file.rateLimit ?? { window: 60, max: 100 },
    lockout: file.lockout ?? { maxFailures: 10, lockMinutes: 15 },
    secret,
    databaseUrl: envUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    sqliteFile: path.resolve(cwd, env.PORTICO_SQLITE_FILE ?? 'portico.sqlite'),
    redisUrl: envUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: envUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    emailFrom: env.PORTICO_EMAIL_FROM ?? file.emailFrom ?? 'Portico <no-reply@localhost>',
    sms,
    smsCredentials: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, webhookSecret: env.SMS_WEBHOOK_SECRET },
    // 1 s doubling to 60 s, 12 attempts: a message waits about seven minutes for its server.
    delivery: { maxAttempts: 12, baseDelayMs: 1000, maxDelayMs: 60_000, pollMs: 250, ...file.delivery },
  };
  config.trustedProxies.forEach((entry, i) => {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(env.PORTICO_TRUSTED_PROXIES ? 'PORTICO_TRUSTED_PROXIES' : `trustedProxies[${i}]`, `"${entry}" is not an IP address or CIDR range`);
    }
  });
  if (config.otpMethods.some((m) => m !== 'email') && !sms) throw new ConfigError('sms', `otpMethods lists ${config.otpMethods.filter((m) => m !== 'email').join(', ')} but no sms provider is set`);
  if (sms?.provider === 'twilio' && (!config.smsCredentials.accountSid || !config.smsCredentials.authToken)) {
    throw new ConfigError(config.smsCredentials.accountSid ? 'TWILIO_AUTH_TOKEN' : 'TWILIO_ACCOUNT_SID', 'is required when sms.provider is "twilio"');
  }
  if (sms?.provider === 'webhook' && !sms.url) throw new ConfigError('sms.url', 'is required when sms.provider is "webhook"');
  if (mode === 'production') refuseDevelopmentSettings(config);
  return config;
}

/** Production mode starts only without development settings; the first one found is named. */
function refuseDevelopmentSettings(config: ServerConfig) {
  const why = 'is a development setting; production mode refuses it';
  if (!config.secret) throw new ConfigError('PORTICO_SECRET', 'is unset; production mode needs a random secret of 32+ characters');
  if (!config.smtpUrl) throw new ConfigError('SMTP_URL', `is unset, so emails would go to the development sink, which ${why}`);
  if (!config.publicUrl.startsWith('https://')) throw new ConfigError('PORTICO_PUBLIC_URL', 'must be https:// in production mode');
  if (isLoopback(config.publicUrl)) throw new ConfigError('PORTICO_PUBLIC_URL', `is a loopback address, which ${why}`);
  config.trustedOrigins.forEach((origin, i) => {
    if (isLoopback(origin)) throw new ConfigError(`trustedOrigins[${i}]`, `${origin} is a loopback redirect, which ${why}`);
  });
}
