/**
 * The emulator's HTTP app: request ids, CORS, the public-token check on /v1, error handling, and
 * the route modules. To add routes, write a module exporting `register: RouteModule` and add it
 * to `routeModules` below.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { EmulatorContext, EmulatorEnv, RouteModule } from './context';
import { ApiError, ERROR_MESSAGES, errorBody, handleError, handleNotFound } from './errors';
import { safeEqual } from './core/random';
import * as bootstrap from './routes/bootstrap';
import * as events from './routes/events';
import * as jwks from './routes/jwks';
import * as magicLinks from './routes/magic-links';
import * as otps from './routes/otps';
import * as outbox from './routes/outbox';
import * as passwordReset from './routes/password-reset';
import * as passwords from './routes/passwords';
import * as sessions from './routes/sessions';
import * as users from './routes/users';
import * as cryptoWallets from './routes/crypto';
import * as webauthn from './routes/webauthn';
import * as webauthnManage from './routes/webauthn-manage';
import * as oauth from './routes/oauth';
import * as oauthEmulated from './routes/oauth-emulated';
import * as idp from './routes/idp';
import * as idpToken from './routes/idp-token';
import * as oidcDiscovery from './routes/oidc-discovery';
import * as attest from './routes/attest';

/** Every route module, in registration order. Append new ones here. */
export const routeModules: RouteModule[] = [
  bootstrap.register,
  events.register,
  magicLinks.register,
  otps.register,
  users.register,
  passwords.register,
  passwordReset.register,
  sessions.register,
  outbox.register,
  jwks.register,
  webauthn.register,
  webauthnManage.register,
  cryptoWallets.register,
  oauth.register,
  oauthEmulated.register,
  idp.register,
  idpToken.register,
  oidcDiscovery.register,
  attest.register,
];

/**
 * /v1 paths that need no public token: OAuth 2.0 endpoints a relying party's server calls with
 * its own client credentials or access token (docs/protocol.md, IdP section).
 */
export const PUBLIC_TOKEN_EXEMPT: RegExp[] = [/^\/v1\/oauth2\/(token|userinfo|introspect|revoke)$/];

const HEADERS = ['X-Portico-Public-Token', 'Authorization', 'Content-Type'];
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isAllowedOrigin(ctx: EmulatorContext, origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin) || ctx.config.allowed_origins.some((o) => new URL(o).origin === origin);
}

export function createApp(ctx: EmulatorContext, modules: RouteModule[] = routeModules): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const idEnv = ctx.config.public_token_type;

  app.use('*', async (c, next) => {
    const requestId = `request-id-${idEnv}-${randomUUID()}`;
    c.set('requestId', requestId);
    await next();
    c.header('X-Request-Id', requestId);
  });
  app.use('*', cors({
    origin: (origin) => (origin && isAllowedOrigin(ctx, origin) ? origin : null),
    allowHeaders: HEADERS,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  }));
  app.use('*', bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => {
      // The rest of the body is never read: close the connection so the client does not reuse it.
      c.header('Connection', 'close');
      return c.json(errorBody(c, 413, 'payload_too_large', ERROR_MESSAGES.payload_too_large), 413);
    },
  }));
  app.use('/v1/*', async (c, next) => {
    if (PUBLIC_TOKEN_EXEMPT.some((re) => re.test(c.req.path))) return next();
    // Browser navigations (GET, e.g. /v1/oauth/{provider}/start) cannot send headers: they pass ?public_token=.
    const given = c.req.header('X-Portico-Public-Token') ?? (c.req.method === 'GET' ? c.req.query('public_token') : undefined);
    if (!given || !safeEqual(given, ctx.config.public_token)) throw new ApiError(401, 'invalid_public_token');
    return next();
  });

  for (const register of modules) register(app, ctx);

  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
