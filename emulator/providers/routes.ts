/**
 * The emulated providers, stand-ins for google.com, github.com, ... (a development tool, not
 * Portico's protocol, switched off in a live project): their standard OAuth 2.0 / OpenID Connect
 * servers, which a backend's own OAuth client (Better Auth's genericOAuth, any openid-client) talks
 * to, and Google's One Tap library (oneTapRoutes.ts). The widget protocol's start and callback,
 * which send a person to these providers' pages, are oauth/'s.
 *
 *   GET  /oauth/emulated/:provider/authorize   code + PKCE (S256), the same provider page a person sees
 *   POST /oauth/emulated/:provider/authorize   that page's form: a code (or access_denied) to redirect_uri
 *   POST /oauth/emulated/:provider/token       authorization_code grant; an id_token for OIDC providers
 *   GET  /oauth/emulated/:provider/userinfo    the account, by bearer access token
 *   GET  /oauth/emulated/:provider/.well-known/openid-configuration, /jwks.json   OIDC providers only
 */
import { z } from 'zod';
import type { Context } from 'hono';
import { SignJWT } from 'jose';
import type { EmulatorContext, EmulatorEnv, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { readFields } from '../core/http';
import { OAuthError, readParams } from '../core/oauth2';
import { isProjectOrigin } from '../core/origins';
import { verifyS256 } from '../core/pkce';
import { safeEqual } from '../core/random';
import { withParams } from '../core/redirects';
import * as field from '../core/schemas';
import { isStartingBrowser, startingBrowser } from './browser';
import { providerIssuer, providerJwks, providerKey } from './google';
import { PAGE_CSP, renderProblemPage, renderProviderPage, type EmulatedAccount } from './page';
import { isOAuthProvider, OAUTH_PROVIDERS, OIDC_PROVIDERS, type OAuthProvider } from './names';
import { MINT_PATH, registerOneTap } from './oneTapRoutes';
import { ACCESS_TOKEN_SECONDS, CODE_MINUTES, REQUEST_MINUTES, standardStore } from './store';
import * as accounts from './accounts';

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(256),
  redirect_uri: z.string().min(1).max(2048),
  state: z.string().max(1024).optional(),
  scope: z.string().max(2048).default(''),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
  nonce: z.string().max(512).optional(),
});
const name = z.string().trim().max(100).default('');
const choice = z.discriminatedUnion('action', [
  z.object({ action: z.literal('account'), request: z.string().min(1).max(128), subject: z.string().min(1).max(64) }),
  z.object({ action: z.literal('new'), request: z.string().min(1).max(128), email: z.string(), first_name: name, last_name: name }),
  z.object({ action: z.literal('cancel'), request: z.string().min(1).max(128) }),
]);

const base = (provider: string) => `/oauth/emulated/${provider}`;

export const register: RouteModule = (app, ctx) => {
  // Development switches, off in a live project (config.ts): the providers' pages and One Tap
  // library, and the credential mint.
  app.use('/oauth/emulated/*', async (c, next) => {
    const on = c.req.path === MINT_PATH ? ctx.config.one_tap_credential_mint : ctx.config.emulated_providers;
    if (!on) throw new ApiError(404, 'route_not_found');
    await next();
  });

  const { requests, codes, accessTokens } = standardStore(ctx);
  const configOf = (provider: string) => ctx.config.oauth_providers.find((p) => p.type === provider && p.enabled);
  const enabled = (provider: string): provider is OAuthProvider => isOAuthProvider(provider) && !!configOf(provider);
  const isOidc = (provider: OAuthProvider) => OIDC_PROVIDERS.has(provider);

  /** A page for a person (never a redirect to a URI not yet trusted), its error_type in a header. */
  const problem = (c: Context<EmulatorEnv>, status: 400 | 404, errorType: string, title: string, message: string) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    c.header('X-Portico-Error-Type', errorType);
    return c.html(renderProblemPage(title, message), status);
  };
  /** The app a person continues to: the emulator cannot know its name, so its address (redirect_uri's host). */
  const page = (c: Context<EmulatorEnv>, provider: OAuthProvider, request: string, redirectUri: string, error?: string) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderProviderPage({
        provider,
        label: OAUTH_PROVIDERS[provider],
        action: `${base(provider)}/authorize`,
        fields: { request },
        projectName: new URL(redirectUri).host,
        accounts: accounts.emulatedAccounts(ctx, provider),
        ...(error ? { error } : {}),
      }),
      error ? 400 : 200,
    );
  };
  /** RFC 9207: the issuer rides along with an OIDC provider's answer. */
  const answer = (provider: OAuthProvider, redirectUri: string, params: Record<string, string | undefined>) =>
    withParams(redirectUri, { ...params, ...(isOidc(provider) ? { iss: providerIssuer(ctx, provider) } : {}) });

  app.get('/oauth/emulated/:provider/.well-known/openid-configuration', (c) => {
    const provider = c.req.param('provider');
    if (!enabled(provider) || !isOidc(provider)) throw new ApiError(404, 'oauth_provider_not_found');
    const issuer = providerIssuer(ctx, provider);
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'nonce'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  app.get('/oauth/emulated/:provider/jwks.json', async (c) => {
    const provider = c.req.param('provider');
    if (!enabled(provider) || !isOidc(provider)) throw new ApiError(404, 'oauth_provider_not_found');
    return c.json(await providerJwks(ctx, provider));
  });

  app.get('/oauth/emulated/:provider/authorize', (c) => {
    const provider = c.req.param('provider');
    if (!enabled(provider)) return problem(c, 404, 'oauth_provider_not_found', 'Unknown provider', `The emulator has no enabled provider called ${provider}.`);
    const parsed = authorizeQuery.safeParse(c.req.query());
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ');
      return problem(c, 400, 'invalid_request', 'Invalid authorization request', `Check these parameters: ${issues}. The emulated providers need response_type=code and PKCE (S256).`);
    }
    const q = parsed.data;
    const expected = configOf(provider)?.client_id;
    if (expected && q.client_id !== expected) return problem(c, 400, 'invalid_client', 'Unknown client', `This client id is not the emulated ${OAUTH_PROVIDERS[provider]}\u2019s.`);
    let redirectOrigin: string;
    try {
      redirectOrigin = new URL(q.redirect_uri).origin;
    } catch {
      redirectOrigin = '';
    }
    if (!redirectOrigin || !/^https?:/.test(q.redirect_uri) || !isProjectOrigin(ctx.config.allowed_origins, redirectOrigin)) {
      return problem(c, 400, 'invalid_request', 'Redirect not allowed', 'redirect_uri must be on loopback or one of the project\u2019s allowed_origins.');
    }
    const request = ctx.token(32);
    requests.set(request, {
      provider,
      client_id: q.client_id,
      redirect_uri: q.redirect_uri,
      state: q.state ?? null,
      scope: q.scope,
      code_challenge: q.code_challenge,
      nonce: q.nonce ?? null,
      browser_hash: startingBrowser(c, ctx),
    }, REQUEST_MINUTES * 60_000);
    return page(c, provider, request, q.redirect_uri);
  });

  app.post('/oauth/emulated/:provider/authorize', async (c) => {
    const provider = c.req.param('provider');
    if (!enabled(provider)) return problem(c, 404, 'oauth_provider_not_found', 'Unknown provider', `The emulator has no enabled provider called ${provider}.`);
    const data = await readFields(c).catch(() => null);
    const parsed = choice.safeParse(data);
    if (!parsed.success) return problem(c, 400, 'invalid_request', 'Invalid request', 'The sign-in form was incomplete. Go back and try again.');
    const form = parsed.data;
    const request = requests.get(form.request);
    if (!request || request.provider !== provider) {
      return problem(c, 400, 'invalid_state', 'This sign-in request has expired', 'It was already used or is more than 10 minutes old. Go back to the app and start again.');
    }
    // Login CSRF: another site's form post, or a browser that did not start this request.
    if (!isStartingBrowser(c, ctx, request.browser_hash)) {
      return problem(c, 400, 'invalid_state', 'This sign-in was started elsewhere', 'This browser did not start this sign-in. Go back to the app and start again.');
    }
    const state = request.state ?? undefined;
    if (form.action === 'cancel') {
      requests.take(form.request);
      return c.redirect(answer(provider, request.redirect_uri, {
        error: 'access_denied',
        error_description: `The person cancelled signing in with ${OAUTH_PROVIDERS[provider]}.`,
        state,
      }), 302);
    }
    let account: EmulatedAccount | null;
    if (form.action === 'account') {
      account = accounts.emulatedAccount(ctx, provider, form.subject);
      if (!account) return page(c, provider, form.request, request.redirect_uri, 'That account does not exist. Choose another one.');
    } else {
      const email = field.email.safeParse(form.email);
      if (!email.success) return page(c, provider, form.request, request.redirect_uri, 'Enter a valid email address.');
      account = accounts.upsertEmulatedAccount(ctx, provider, email.data, form);
    }
    if (!requests.take(form.request)) return problem(c, 400, 'invalid_state', 'This sign-in request has expired', 'Go back to the app and start again.');
    const code = ctx.token(32);
    codes.set(code, { ...request, account }, CODE_MINUTES * 60_000);
    return c.redirect(answer(provider, request.redirect_uri, { code, state }), 302);
  });

  app.post('/oauth/emulated/:provider/token', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    const provider = c.req.param('provider');
    try {
      if (!enabled(provider)) throw new OAuthError(404, 'invalid_request', `The emulator has no enabled provider called ${provider}.`);
      const p = await readParams(c);
      const client = clientOf(c, p);
      const config = configOf(provider);
      if (config?.client_id && client.id !== config.client_id) throw new OAuthError(401, 'invalid_client', 'Unknown client.');
      if (config?.client_secret && !(client.secret && safeEqual(client.secret, config.client_secret))) {
        throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
      }
      if (p.grant_type !== 'authorization_code') throw new OAuthError(400, 'unsupported_grant_type', 'Supported: authorization_code.');
      if (!p.code || !p.redirect_uri) throw new OAuthError(400, 'invalid_request', 'code and redirect_uri are required.');
      const code = codes.take(p.code);
      if (!code || code.provider !== provider || code.client_id !== client.id) throw new OAuthError(400, 'invalid_grant', 'Unknown, used or expired authorization code.');
      if (code.redirect_uri !== p.redirect_uri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri differs from the authorization request.');
      if (!p.code_verifier || !verifyS256(p.code_verifier, code.code_challenge)) throw new OAuthError(400, 'invalid_grant', 'PKCE verification failed.');
      const accessToken = ctx.token(32);
      accessTokens.set(accessToken, { provider, scope: code.scope, account: code.account }, ACCESS_TOKEN_SECONDS * 1000);
      const body: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS, scope: code.scope };
      if (isOidc(provider as OAuthProvider)) body.id_token = await idToken(ctx, provider, code.account, client.id, code.nonce);
      return c.json(body);
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err;
      if (err.error === 'invalid_client' && c.req.header('Authorization')) c.header('WWW-Authenticate', 'Basic realm="portico"');
      // RFC 6749's body, with the emulator's error_type beside it.
      return c.json({ error: err.error, error_description: err.description, error_type: err.error }, err.status);
    }
  });

  app.get('/oauth/emulated/:provider/userinfo', (c) => {
    const provider = c.req.param('provider');
    if (!enabled(provider)) throw new ApiError(404, 'oauth_provider_not_found');
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    const token = bearer ? accessTokens.get(bearer) : null;
    if (!token || token.provider !== provider) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json({ error: 'invalid_token', error_type: 'invalid_token', error_description: 'Missing, unknown or expired access token.' }, 401);
    }
    const a = token.account;
    const profile = { email: a.email, email_verified: true, name: `${a.first_name} ${a.last_name}`.trim() || a.email, given_name: a.first_name, family_name: a.last_name };
    // OIDC names the subject `sub`; plain OAuth 2.0 APIs (GitHub's /user) call it `id`.
    return c.json(isOidc(provider) ? { sub: a.subject, ...profile } : { id: a.subject, ...profile });
  });
  // Google's One Tap library, its chooser frame and the credential mint.
  registerOneTap(app, ctx);
};

/** client_secret_basic or client_secret_post (or a public client's id alone). */
function clientOf(c: Context<EmulatorEnv>, p: Record<string, string>): { id: string; secret: string | undefined } {
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!basic) {
    if (!p.client_id) throw new OAuthError(401, 'invalid_client', 'client_id is required.');
    return { id: p.client_id, secret: p.client_secret };
  }
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError(401, 'invalid_client', 'Malformed Basic credentials.');
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
  } catch {
    throw new OAuthError(401, 'invalid_client', 'Malformed Basic credentials.');
  }
}

async function idToken(ctx: EmulatorContext, provider: string, a: EmulatedAccount, audience: string, nonce: string | null): Promise<string> {
  const key = await providerKey(ctx, provider);
  const iat = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({
    email: a.email,
    email_verified: true,
    name: `${a.first_name} ${a.last_name}`.trim() || a.email,
    given_name: a.first_name,
    family_name: a.last_name,
    ...(nonce ? { nonce } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(providerIssuer(ctx, provider))
    .setAudience(audience)
    .setSubject(a.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(key.privateKey);
}
