/**
 * The emulator's HTTP app: request ids, CORS, the public-token check on /v1, error handling, and
 * every feature's routes. A feature is a folder (`<feature>/routes.ts` exporting
 * `register: RouteModule`, SQL in `<feature>/store.ts`), named by the product id where it serves
 * one; add its register to `routeModules` below. core/ imports no feature.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { EmulatorContext, EmulatorEnv, RouteModule } from './context';
import { ApiError, ERROR_MESSAGES, errorBody, handleError, handleNotFound } from './core/errors';
import { safeEqual } from './core/random';
import { isAllowedHost, isProjectOrigin } from './core/origins';
import { refuseFraming } from './core/frameGuard';
import { sameSiteControls } from './core/controls';
import * as faults from './faults/routes';
import { injectFaults } from './faults/middleware';
import * as account from './account/routes';
import * as attest from './attest/routes';
import * as bootstrap from './bootstrap/routes';
import * as challenge from './challenge/routes';
import * as crypto from './crypto/routes';
import * as emailMagicLinks from './emailMagicLinks/routes';
import * as events from './events/routes';
import * as idp from './idp/routes';
import * as oauth from './oauth/routes';
import * as otp from './otp/routes';
import * as outbox from './outbox/routes';
import * as passkeys from './passkeys/routes';
import * as passwords from './passwords/routes';
import * as phoneNumbers from './secondFactor/phoneNumberRoutes';
import * as providers from './providers/routes';
import * as recipients from './recipients/routes';
import * as secondFactor from './secondFactor/routes';
import * as sessions from './sessions/routes';
import * as users from './users/routes';
import * as organizations from './organizations/routes';
import * as sso from './sso/routes';
import { registerEnforcement } from './sso/enforce';

/** Every feature's routes, in registration order. A new feature folder adds its `routes.register` here. */
export const routeModules: RouteModule[] = [
  // First: it wraps every sign-in's answer (an organization that requires SSO).
  registerEnforcement,
  // First: it records the browser of every sign-in's answer (account/sessionRoutes.ts).
  account.register,
  bootstrap.register,
  // Before every protected call's own routes: it checks them before they answer (after bootstrap's
  // refusal of unserved products, which sends nothing and needs no solution).
  challenge.register,
  events.register,
  emailMagicLinks.register,
  otp.register,
  users.register,
  passwords.register,
  sessions.register,
  attest.register,
  outbox.register,
  recipients.register,
  faults.register,
  passkeys.register,
  crypto.register,
  // Before oauth: its switch (off in a live project) closes the provider pages oauth's start sends a person to.
  providers.register,
  oauth.register,
  idp.register,
  secondFactor.register,
  phoneNumbers.register,
  organizations.register,
  sso.register,
];

/**
 * /v1 paths that need no public token: OAuth 2.0 endpoints a relying party's server calls with
 * its own client credentials or access token (docs/protocol.md, IdP section).
 */
export const PUBLIC_TOKEN_EXEMPT: RegExp[] = [/^\/v1\/oauth2\/(token|userinfo|introspect|revoke)$/];

const HEADERS = ['X-Portico-Public-Token', 'Authorization', 'Content-Type', 'X-Portico-Challenge'];

export function createApp(ctx: EmulatorContext, modules: RouteModule[] = routeModules): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const idEnv = ctx.config.public_token_type;

  app.use('*', async (c, next) => {
    const requestId = `request-id-${idEnv}-${randomUUID()}`;
    c.set('requestId', requestId);
    await next();
    c.header('X-Request-Id', requestId);
  });
  app.use('*', refuseFraming);
  app.use('*', async (c, next) => {
    // In process (app.request) there is no Host header; the request URL names the host.
    const host = c.req.header('Host') ?? new URL(c.req.url).host;
    if (!isAllowedHost(ctx.config.allowed_origins, host)) throw new ApiError(403, 'invalid_host');
    return next();
  });
  app.use('*', cors({
    origin: (origin) => (origin && isProjectOrigin(ctx.config.allowed_origins, origin) ? origin : null),
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

  // Forced answers and latency for the widget's calls (docs/emulator.md), unless the config switches it off.
  if (ctx.config.fault_injection) app.use('/v1/*', injectFaults(ctx));
  // The emulator's own controls change how it behaves: not from another site's page.
  app.use('/emulator/*', sameSiteControls(ctx));

  for (const register of modules) register(app, ctx);

  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
