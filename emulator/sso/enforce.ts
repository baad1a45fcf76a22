/**
 * An organization that requires single sign-on (docs/organizations.md "SSO required"): a person
 * whose address is on one of its verified domains signs in only through its identity provider.
 * Two gates, registered before every feature's routes: a call that starts a sign-in by email (a
 * link, a code, a password) is refused before anything is sent; and any answer that would hand
 * such a person a session made without SSO (a passkey, a provider, a refresh of an old session) is
 * taken back: the session is revoked and the call answers sso_required.
 */
import type { RouteModule } from '../context';
import { ApiError, errorBody, ERROR_MESSAGES } from '../core/errors';
import { organizationsStore } from '../organizations/store';

/** Calls that name the address they sign in, in their body's `email`. */
const BY_EMAIL = new Set([
  '/v1/magic_links/email/login_or_create',
  '/v1/otps/email/login_or_create',
  '/v1/passwords',
  '/v1/passwords/authenticate',
  '/v1/passwords/email/reset/start',
]);

export const registerEnforcement: RouteModule = (app, ctx) => {
  const orgs = organizationsStore(ctx);
  const requiresSso = (email: string | null | undefined) => {
    if (!email) return false;
    const domain = orgs.verifiedDomain(email.slice(email.lastIndexOf('@') + 1).toLowerCase());
    return domain !== null && orgs.get(domain.organization_id)?.sso_required === 1;
  };

  app.use('/v1/*', async (c, next) => {
    if (c.req.method === 'POST' && BY_EMAIL.has(c.req.path)) {
      // Read as text, which Hono keeps for the route to read again (a failed json() would not be).
      let body: { email?: unknown } | null = null;
      try {
        body = JSON.parse(await c.req.text()) as { email?: unknown } | null;
      } catch {
        body = null; // the route answers a body it cannot read
      }
      if (typeof body?.email === 'string' && requiresSso(body.email.trim())) throw new ApiError(403, 'sso_required');
    }
    await next();
    if (c.res.status !== 200 || !(c.res.headers.get('Content-Type') ?? '').includes('application/json')) return;
    const answer = (await c.res.clone().json().catch(() => null)) as {
      session?: { session_id?: string; authentication_factors?: Array<{ type?: string }> };
      user?: { emails?: Array<{ email?: string }> };
    } | null;
    const session = answer?.session;
    if (!session?.session_id || session.authentication_factors?.some((f) => f.type === 'sso')) return;
    const user = answer?.user;
    if (!user?.emails?.some((e) => requiresSso(e.email))) return;
    ctx.sessions.revoke(session.session_id);
    c.res = c.json(errorBody(c, 403, 'sso_required', ERROR_MESSAGES.sso_required), 403);
  });
};
