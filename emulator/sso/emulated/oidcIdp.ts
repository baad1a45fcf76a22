/**
 * An emulated enterprise OpenID Connect provider per tenant, on the emulator's own (loopback)
 * origin: `/sso/emulated/oidc/<tenant>` is its issuer. Code flow with PKCE (S256); any client id
 * (the emulated directory trusts every application of this machine); an RS256 id_token by the
 * tenant's key; and the faults of page.ts, applied to the id_token a backend receives.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { z } from 'zod';
import type { Context, Hono } from 'hono';
import { exportJWK, SignJWT } from 'jose';
import type { EmulatorContext, EmulatorEnv } from '../../context';
import { readFields } from '../../core/http';
import { isProjectOrigin } from '../../core/origins';
import { withParams } from '../../core/redirects';
import * as field from '../../core/schemas';
import { verifyS256 } from '../../core/pkce';
import { idpKey } from './keys';
import { expiring } from './memory';
import { OIDC_FAULTS, PAGE_CSP, renderIdpPage, renderIdpProblem, type OidcFault } from './page';

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(256),
  redirect_uri: z.string().min(1).max(2048),
  state: z.string().max(1024).optional(),
  nonce: z.string().max(512).optional(),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
});
type Request = z.infer<typeof authorizeQuery>;
interface Code extends Request {
  email: string;
  first_name: string;
  last_name: string;
  fault: OidcFault;
}
const name = z.string().trim().max(100).default('');
const signIn = z.object({ request: z.string().min(1).max(128), action: z.enum(['sign_in', 'cancel']), email: z.string().default(''), first_name: name, last_name: name, fault: z.enum(Object.keys(OIDC_FAULTS) as [OidcFault, ...OidcFault[]]).default('none') });

export const oidcIssuer = (origin: string, tenant: string) => `${origin}/sso/emulated/oidc/${tenant}`;

export function registerEmulatedOidc(app: Hono<EmulatorEnv>, ctx: EmulatorContext): void {
  const requests = expiring<Request>(ctx, 'oidc-requests');
  const codes = expiring<Code>(ctx, 'oidc-codes');
  const base = '/sso/emulated/oidc/:tenant';
  const html = (c: Context<EmulatorEnv>, body: string, status: 200 | 400 = 200) => {
    c.header('Content-Security-Policy', PAGE_CSP());
    c.header('Cache-Control', 'no-store');
    // A page for a person; a program reads what went wrong here (as on the emulated social providers).
    if (status >= 400) c.header('X-Portico-Error-Type', 'invalid_request');
    return c.html(body, status);
  };

  app.get(`${base}/.well-known/openid-configuration`, (c) => {
    const issuer = oidcIssuer(ctx.origin, c.req.param('tenant'));
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks.json`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'nonce'],
    });
  });

  app.get(`${base}/jwks.json`, async (c) => {
    const key = await idpKey(ctx, `oidc:${c.req.param('tenant')}`);
    const jwk = await exportJWK(createPublicKey(key.privatePem));
    return c.json({ keys: [{ ...jwk, kid: `oidc-${c.req.param('tenant')}`, alg: 'RS256', use: 'sig' }] });
  });

  app.get(`${base}/authorize`, (c) => {
    const tenant = c.req.param('tenant');
    const parsed = authorizeQuery.safeParse(c.req.query());
    if (!parsed.success) return html(c, renderIdpProblem('Invalid authorization request', 'The request needs response_type=code, a client_id, a redirect_uri and PKCE (S256).'), 400);
    let origin = '';
    try {
      origin = new URL(parsed.data.redirect_uri).origin;
    } catch {
      origin = '';
    }
    if (!origin || !isProjectOrigin(ctx.config.allowed_origins, origin)) {
      return html(c, renderIdpProblem('Redirect not allowed', 'redirect_uri must be on loopback or one of the project\u2019s allowed_origins.'), 400);
    }
    const request = ctx.token(32);
    requests.set(request, parsed.data, 10 * 60_000);
    return html(c, renderIdpPage({ protocol: 'OIDC', tenant, action: `/sso/emulated/oidc/${tenant}/authorize`, request, audience: new URL(parsed.data.redirect_uri).host, faults: OIDC_FAULTS }));
  });

  app.post(`${base}/authorize`, async (c) => {
    const tenant = c.req.param('tenant');
    const form = signIn.safeParse(await readFields(c).catch(() => null));
    const request = form.success ? requests.get(form.data.request) : null;
    if (!form.success || !request) return html(c, renderIdpProblem('This sign-in request has expired', 'Go back to the app and start again.'), 400);
    if (form.data.action === 'cancel' || form.data.fault === 'refuse') {
      requests.take(form.data.request);
      return c.redirect(withParams(request.redirect_uri, { error: 'access_denied', error_description: 'The person did not sign in.', state: request.state }), 302);
    }
    const email = field.email.safeParse(form.data.email);
    if (!email.success) {
      return html(c, renderIdpPage({ protocol: 'OIDC', tenant, action: `/sso/emulated/oidc/${tenant}/authorize`, request: form.data.request, audience: new URL(request.redirect_uri).host, faults: OIDC_FAULTS, error: 'Enter a valid work email address.' }), 400);
    }
    requests.take(form.data.request);
    const code = ctx.token(32);
    codes.set(code, { ...request, email: email.data, first_name: form.data.first_name, last_name: form.data.last_name, fault: form.data.fault }, 60_000);
    return c.redirect(withParams(request.redirect_uri, { code, state: request.state, iss: oidcIssuer(ctx.origin, tenant) }), 302);
  });

  app.post(`${base}/token`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const tenant = c.req.param('tenant');
    const p = (await readFields(c).catch(() => ({}))) as Record<string, string>;
    const code = p.code ? codes.take(p.code) : null;
    const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    const clientId = basic ? decodeURIComponent(Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] ?? '') : p.client_id;
    if (p.grant_type !== 'authorization_code' || !code || code.client_id !== clientId || code.redirect_uri !== p.redirect_uri) {
      return c.json({ error: 'invalid_grant', error_type: 'invalid_grant', error_description: 'Unknown, used or expired code, or another client or redirect_uri.' }, 400);
    }
    if (!p.code_verifier || !verifyS256(p.code_verifier, code.code_challenge)) return c.json({ error: 'invalid_grant', error_type: 'invalid_grant', error_description: 'PKCE verification failed.' }, 400);
    const fault = code.fault;
    const key = await idpKey(ctx, fault === 'bad_signature' ? 'rogue' : `oidc:${tenant}`);
    const iat = Math.floor(ctx.now().getTime() / 1000) + (fault === 'not_yet_valid' ? 600 : fault === 'expired' ? -7200 : 0);
    const idToken = await new SignJWT({
      email: code.email,
      email_verified: true,
      given_name: code.first_name,
      family_name: code.last_name,
      ...(code.nonce ? { nonce: fault === 'wrong_nonce' ? `${code.nonce}-other` : code.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: `oidc-${tenant}`, typ: 'JWT' })
      .setIssuer(oidcIssuer(ctx.origin, tenant))
      .setAudience(fault === 'wrong_audience' ? `${code.client_id}-other` : code.client_id)
      .setSubject(`${tenant}|${code.email}`)
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + 3600)
      .sign(createPrivateKey(key.privatePem));
    return c.json({ access_token: ctx.token(32), token_type: 'Bearer', expires_in: 3600, id_token: idToken, scope: 'openid email profile' });
  });
}
