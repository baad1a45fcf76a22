/**
 * Enterprise sign-in (docs/protocol.md "Enterprise sign-in"): a work address's verified domain
 * routes to its organization; start sends the browser to the organization's identity provider
 * (OIDC or SAML 2.0); the provider's answer comes back to the callback or the ACS, which checks it,
 * makes the person a member on first sign-in (just in time), and redirects to the host's page with
 * a single-use token the widget redeems, from the browser that started (PKCE).
 */
import { z } from 'zod';
import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv, RouteModule } from '../context';
import { ApiError, ERROR_MESSAGES, type ErrorType } from '../core/errors';
import { ok, parseBody, parseQuery, readFields } from '../core/http';
import { assertVerifier, challengeMethod, codeChallenge, redirectTokenBody } from '../core/pkce';
import { withParams } from '../core/redirects';
import * as field from '../core/schemas';
import { escapeHtml } from '../core/html';
import { organizationJSON } from '../organizations/present';
import { organizationsStore, type OrganizationRow } from '../organizations/store';
import { registerConnections } from './connectionRoutes';
import { registerEmulatedIdps } from './emulated/routes';
import { authorizationRequest, redeem } from './oidc';
import { loginRequest, serviceProvider, verifyLoginResponse } from './saml/sp';
import { ssoStore, type FlowRow } from './store';

const discover = z.object({ email: field.email });
const start = z.object({
  email: field.email.optional(),
  organization_id: z.string().min(1).max(128).optional(),
  login_redirect_url: field.redirectUrl,
  signup_redirect_url: field.redirectUrl,
  code_challenge: codeChallenge,
  code_challenge_method: challengeMethod,
});

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

export const register: RouteModule = (app, ctx) => {
  const orgs = organizationsStore(ctx);
  const sso = ssoStore(ctx);

  /** The organization a work address signs in with, when its domain is verified and it has a connection. */
  function routeFor(email: string): { org: OrganizationRow; type: 'oidc' | 'saml' } | null {
    const domain = orgs.verifiedDomain(domainOf(email));
    const org = domain ? orgs.get(domain.organization_id) : null;
    const connection = org ? sso.connectionOf(org.organization_id) : null;
    return org && connection ? { org, type: connection.type } : null;
  }

  app.post('/v1/sso/discover', async (c) => {
    const body = await parseBody(c, discover);
    const route = routeFor(body.email);
    if (!route) throw new ApiError(404, 'sso_domain_not_found');
    const { organization_id, name, slug, sso_required } = organizationJSON(route.org);
    return ok(c, { organization: { organization_id, name, slug }, connection_type: route.type, sso_required });
  });

  // A browser navigation (no headers): the public token rides in the query, as for social sign-in.
  app.get('/v1/sso/start', async (c) => {
    const query = parseQuery(c, start);
    const org = query.email ? routeFor(query.email)?.org : query.organization_id ? orgs.get(query.organization_id) : null;
    const connection = org ? sso.connectionOf(org.organization_id) : null;
    if (!connection) throw new ApiError(404, query.email ? 'sso_domain_not_found' : 'sso_connection_not_found');
    const state = ctx.token(32);
    const flow = {
      state,
      connection_id: connection.connection_id,
      login_redirect_url: ctx.redirects.resolve('login', query.login_redirect_url),
      signup_redirect_url: ctx.redirects.resolve('signup', query.signup_redirect_url),
      code_challenge: query.code_challenge ?? null,
    };
    if (connection.type === 'oidc') {
      const request = await authorizationRequest(ctx, connection, state);
      sso.saveFlow({ ...flow, saml_request_id: null, oidc_nonce: request.nonce, oidc_code_verifier: request.verifier });
      return c.redirect(request.url, 302);
    }
    const request = loginRequest(ctx.origin, connection, state);
    sso.saveFlow({ ...flow, saml_request_id: request.id, oidc_nonce: null, oidc_code_verifier: null });
    return c.redirect(request.url, 302);
  });

  /** Back to the host's page with the error a person reads (SPEC §8 style: error_type and words). */
  const fail = (c: Context<EmulatorEnv>, flow: FlowRow, error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    return c.redirect(withParams(flow.login_redirect_url, { stytch_token_type: 'sso', error: error.error_type, error_description: ERROR_MESSAGES[error.error_type] }), 302);
  };
  const unknownFlow = (c: Context<EmulatorEnv>, type: ErrorType = 'invalid_state') => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Portico-Error-Type', type);
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title></head><body><main><h1>This sign-in has expired</h1><p>${escapeHtml('It was already used or is more than 10 minutes old. Go back to the app and start again.')}</p></main></body></html>`, 400);
  };

  /** Just-in-time membership, then a single-use token for the host's page (login, or signup when new). */
  async function finish(c: Context<EmulatorEnv>, flow: FlowRow, identity: { email: string; first_name: string; last_name: string }) {
    const connection = sso.connection(flow.connection_id)!;
    // An organization's provider speaks only for its own domains: never for anyone else's account.
    if (orgs.verifiedDomain(domainOf(identity.email))?.organization_id !== connection.organization_id) throw new ApiError(403, 'sso_email_not_allowed');
    const { user, created } = ctx.users.findOrCreateByEmail(identity.email);
    ctx.users.verifyEmail(user.user_id, identity.email);
    ctx.users.activate(user.user_id);
    if (created && (identity.first_name || identity.last_name)) {
      ctx.db.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE user_id = ?').run(identity.first_name.slice(0, 100), identity.last_name.slice(0, 100), user.user_id);
    }
    orgs.addMember(connection.organization_id, user.user_id, 'member');
    const token = sso.issueToken(user.user_id, connection.organization_id, connection.type, flow.code_challenge);
    return c.redirect(withParams(created ? flow.signup_redirect_url : flow.login_redirect_url, { stytch_token_type: 'sso', token }), 302);
  }

  app.get('/sso/oidc/callback', async (c) => {
    const state = c.req.query('state') ?? '';
    const flow = sso.flow(state);
    if (!flow || !sso.spendFlow(state)) return unknownFlow(c);
    const connection = sso.connection(flow.connection_id);
    if (!connection || connection.type !== 'oidc') return unknownFlow(c, 'sso_connection_not_found');
    try {
      return await finish(c, flow, await redeem(ctx, connection, flow, new URL(c.req.url, ctx.origin)));
    } catch (error) {
      return fail(c, flow, error);
    }
  });

  app.get('/sso/saml/:connection/metadata', (c) => {
    const connection = sso.connection(c.req.param('connection'));
    if (!connection || connection.type !== 'saml') throw new ApiError(404, 'sso_connection_not_found');
    c.header('Content-Type', 'application/samlmetadata+xml');
    return c.body(serviceProvider(ctx.origin, connection.connection_id).getMetadata());
  });

  app.post('/sso/saml/:connection/acs', async (c) => {
    const fields = await readFields(c).catch(() => ({}) as Record<string, unknown>);
    const state = typeof fields.RelayState === 'string' ? fields.RelayState : '';
    const flow = sso.flow(state);
    if (!flow || flow.connection_id !== c.req.param('connection')) return unknownFlow(c);
    const connection = sso.connection(flow.connection_id);
    if (!connection || connection.type !== 'saml') return unknownFlow(c, 'sso_connection_not_found');
    try {
      const response = typeof fields.SAMLResponse === 'string' ? fields.SAMLResponse : '';
      const identity = await verifyLoginResponse(ctx, sso, connection, response, flow.saml_request_id!);
      // Spent only by a response that verifies: a forged post cannot end the person's real sign-in.
      if (!sso.spendFlow(state)) return unknownFlow(c);
      return await finish(c, flow, identity);
    } catch (error) {
      return fail(c, flow, error);
    }
  });

  app.post('/v1/sso/authenticate', async (c) => {
    const body = await parseBody(c, redirectTokenBody);
    const challenge = sso.tokenChallenge(body.token);
    if (challenge !== undefined) assertVerifier(challenge, body.code_verifier);
    const owner = sso.spendToken(body.token);
    if (!owner) throw new ApiError(401, 'sso_token_not_found');
    const auth = await ctx.sessions.signIn(owner.user_id, { type: 'sso', delivery_method: `sso_${owner.connection_type}` }, body.session_duration_minutes);
    const organization = organizationJSON(orgs.get(owner.organization_id)!);
    if (!('session' in auth)) return ok(c, { ...auth, organization });
    ctx.sessions.setOrganization(auth.session.session_id, owner.organization_id);
    const fresh = await ctx.sessions.authenticate(auth.session_token);
    return ok(c, { ...(await ctx.sessions.refresh(fresh)), organization });
  });

  registerConnections(app, ctx, orgs, sso);
  registerEmulatedIdps(app, ctx);
};

export type { EmulatorContext };
