/**
 * The production server's routes on Hono: Better Auth at /api/auth (CORS for the trusted
 * origins), the session check createSessionVerifier calls, /healthz, /readyz, /metrics, and the
 * answers a person's widget can get when something is wrong: 503 with Retry-After while a
 * dependency is gone, Portico's words for a refused origin or callback, never a raw 500.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { CHALLENGE_HEADER } from '../../../plugin/src';
import type { PorticoDatabase } from '../storage/database';
import { AUTH_BASE_PATH, SESSION_CLAIM, trustedOriginPatterns, type createAuth } from './auth';
import { localness, type ServerConfig } from './config';
import type { Log } from './log';
import type { ServerMetrics } from './metrics';
import { DependencyUnavailable, OUTAGE_ERROR_TYPE, RETRY_AFTER_SECONDS, trackOutages, type Dependency } from './outage';

type Auth = ReturnType<typeof createAuth>;

/**
 * The widget's own request headers (with a guarded call's solved challenge, docs/bots.md), and the
 * answer headers it reads (the session JWT, the request id, when to retry).
 */
const ALLOW_HEADERS = ['Content-Type', 'Accept', 'X-Request-Id', 'X-Portico-OTP-Channel', CHALLENGE_HEADER];
const EXPOSE_HEADERS = ['X-Request-Id', 'Retry-After', 'X-Retry-After', 'set-auth-jwt'];

/** Better Auth's refusals of a page's origin or callback URL: the developer is told which setting to change. */
const ORIGIN_CODES = new Set(['INVALID_ORIGIN', 'INVALID_CALLBACK_URL', 'INVALID_REDIRECT_URL', 'INVALID_ERROR_CALLBACK_URL', 'INVALID_NEW_USER_CALLBACK_URL', 'MISSING_OR_NULL_ORIGIN']);

export interface AppParts {
  config: ServerConfig;
  auth: Auth;
  database: PorticoDatabase;
  redis: { ping(): Promise<void> } | null;
  metrics: ServerMetrics;
  log: Log;
  draining(): boolean;
  onDrainAnswer(): void;
  outbox?: { list(to?: string): Promise<unknown[]> } | undefined;
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

export function unavailable(c: Context, dependencies: Iterable<Dependency>) {
  const [first = 'database'] = [...dependencies];
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  const what = first === 'database' ? 'database' : 'cache (Redis)';
  return c.json({ error_type: OUTAGE_ERROR_TYPE[first], error_message: `The server's ${what} is unavailable; try again in a few seconds.` }, 503);
}

/**
 * Runs a handler collecting the dependencies that failed meanwhile: a refusal or failure while one
 * was gone is the outage's, whatever the handler made of it ("failed to create user", a bare 500),
 * so the person retries, and nothing was acknowledged.
 */
function guarded(handler: (c: Context) => Promise<Response>) {
  return async (c: Context) => {
    const { failed, result } = trackOutages(() => handler(c));
    let response: Response;
    try {
      response = await result;
    } catch (error) {
      if (error instanceof DependencyUnavailable) failed.add(error.dependency);
      if (failed.size) return unavailable(c, failed);
      throw error;
    }
    return failed.size && response.status >= 400 ? unavailable(c, failed) : response;
  };
}

export function createHttpApp(parts: AppParts) {
  const { config, auth, database, redis, metrics, log } = parts;
  const app = new Hono();
  const trusted = new Set(config.trustedOrigins);
  const isTrustedOrigin = (origin: string) => {
    if (trusted.has(origin)) return true;
    if (config.mode !== 'development') return false;
    try {
      return localness(new URL(origin).hostname) === 'loopback';
    } catch {
      return false;
    }
  };

  // Every route: no answer of Portico's needs more than a few kilobytes (a passkey's attestation is
  // the largest), and a body is read into memory and may be stored (a sign-up's name).
  app.use(
    '*',
    bodyLimit({
      maxSize: config.maxBodyBytes,
      // The rest of the body is not parsed: the Node adapter drains it (at most 500 ms, 64 MB) or closes the socket.
      onError: (c) => c.json({ error_type: 'request_too_large', error_message: `The request body is larger than ${config.maxBodyBytes} bytes.` }, 413),
    }),
  );
  // The pages on other origins (auth.example.com serving app.example.com): credentials, and only the listed origins.
  app.use(`${AUTH_BASE_PATH}/*`, cors({ origin: (origin) => (origin && isTrustedOrigin(origin) ? origin : null), credentials: true, allowMethods: ['GET', 'POST'], allowHeaders: ALLOW_HEADERS, exposeHeaders: EXPOSE_HEADERS, maxAge: 600 }));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (parts.draining()) {
      parts.onDrainAnswer();
      return c.json({ status: 'draining' }, 503);
    }
    const check = (probe: () => Promise<void>) => within(2000, probe()).then(() => 'up' as const, () => 'down' as const);
    const [db, cache] = await Promise.all([check(() => database.ping()), redis ? check(() => redis.ping()) : Promise.resolve(null)]);
    const down = [...(db === 'down' ? ['database'] : []), ...(cache === 'down' ? ['redis'] : [])];
    if (!down.length) return c.json({ status: 'ready', database: database.kind, redis: Boolean(redis) });
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ status: 'unavailable', database: database.kind, redis: Boolean(redis), down }, 503);
  });
  app.get('/metrics', async (c) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const peer = c.req.header('x-portico-socket-ip') ?? '';
    const allowed = config.metricsToken ? bearer === config.metricsToken : localness(peer) === 'loopback';
    if (!allowed) return c.json({ error_type: 'not_found', error_message: 'No such endpoint.' }, 404);
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  });

  // createSessionVerifier's revocation check: is the session in this JWT still live? (The JWT alone
  // stays valid for its 5 minutes after a sign-out.) Read from the database, so it answers while Redis is gone.
  app.get(`${AUTH_BASE_PATH}/portico/session`, guarded(async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) return c.json({ error_type: 'session_not_found', error_message: 'No session JWT (Authorization: Bearer …).' }, 401);
    const issuer = `${config.publicUrl}${AUTH_BASE_PATH}`;
    let claims: Record<string, unknown>;
    try {
      const jwks = (await auth.api.getJwks()) as unknown as JSONWebKeySet;
      ({ payload: claims } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer, audience: issuer }));
    } catch {
      return c.json({ error_type: 'invalid_session_token', error_message: 'The session JWT is not one of this server\'s, or has expired.' }, 401);
    }
    const id = (claims[SESSION_CLAIM] as { id?: unknown } | undefined)?.id;
    const context = await auth.$context;
    const session = typeof id === 'string' ? await context.adapter.findOne<{ id: string; userId: string; expiresAt: Date }>({ model: 'session', where: [{ field: 'id', value: id }] }) : null;
    if (!session || new Date(session.expiresAt).getTime() <= Date.now() || session.userId !== claims.sub) {
      return c.json({ error_type: 'session_not_found', error_message: 'The session has ended (signed out, revoked or expired).' }, 401);
    }
    return c.json({ active: true, session_id: session.id, user_id: session.userId, expires_at: new Date(session.expiresAt).toISOString() });
  }));

  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, guarded(async (c) => {
    const response = await auth.handler(c.req.raw);
    if (response.status === 403) return originRefusal(c, response);
    if (response.status === 400 && c.req.path.startsWith(`${AUTH_BASE_PATH}/sso/`)) return untrustedProvider(c, response);
    return response;
  }));

  /** The sso plugin's "not trusted by your trusted origins configuration", with the setting that fixes it. */
  async function untrustedProvider(c: Context, response: Response) {
    const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
    if (body?.code !== 'discovery_untrusted_origin') return response;
    const url = /"(https?:\/\/[^"]+)"/.exec(body.message ?? '')?.[1];
    const origin = url && URL.canParse(url) ? new URL(url).origin : 'the provider\'s origin';
    return c.json({ code: body.code, message: `${body.message} Add ${origin} to sso.identityProviderOrigins (portico.config.json) and restart.` }, 400);
  }

  /** Better Auth's "Invalid origin" / "Invalid callbackURL", with the setting that fixes it, for the developer's onError. */
  async function originRefusal(c: Context, response: Response) {
    const body = (await response.clone().json().catch(() => null)) as { code?: string } | null;
    if (!body?.code || !ORIGIN_CODES.has(body.code)) return response;
    const origin = c.req.header('origin') ?? '(none)';
    const setting = config.trustedOriginsSetting;
    const listed = trustedOriginPatterns(config).join(', ');
    log({ level: 'warn', msg: 'origin.refused', code: body.code, origin });
    return c.json(
      {
        code: body.code,
        message: `${body.code}: the page's origin (${origin}) or the URL it asked to return to is not trusted. Add the page's origin to ${setting} (portico.config.json "trustedOrigins" or PORTICO_TRUSTED_ORIGINS). Trusted now: ${listed}.`,
      },
      403,
    );
  }

  if (parts.outbox) {
    const outbox = parts.outbox;
    app.get('/outbox.json', async (c) => c.json({ messages: await outbox.list(c.req.query('to') || undefined) }));
  }
  app.notFound((c) => c.json({ error_type: 'not_found', error_message: 'No such endpoint.' }, 404));
  app.onError((error, c) => {
    if (error instanceof DependencyUnavailable) return unavailable(c, [error.dependency]);
    log({ level: 'error', msg: 'unhandled', request_id: c.req.header('x-request-id'), error: error.message });
    return c.json({ error_type: 'internal_error', error_message: 'The server failed to answer; it was logged.' }, 500);
  });
  return app;
}
