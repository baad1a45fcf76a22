/**
 * Enterprise sign-in for the widget, beside @better-auth/sso (which registers the providers, starts
 * the sign-in at POST /sign-in/sso and answers the identity provider's way back):
 * - POST /portico/sso/discover: whose provider a typed address's domain routes to, revealing what
 *   the emulator's /v1/sso/discover reveals (the organization's id, name and slug, the connection's
 *   type, whether SSO is required) and no more; anything else is sso_domain_not_found
 *   (docs/organizations.md). With the sso plugin's `domainVerification` on, only a verified domain
 *   routes, as its own sign-in requires.
 * - SSO-only organizations: an organization whose `ssoRequired` field (the organization plugin's
 *   additionalFields, docs/better-auth.md) is true refuses a magic link, an email code and a password
 *   for an address on its provider's domain with SSO_REQUIRED (sso_required), as the emulator does.
 * - GET /portico/sso/return: where the browser client points the sign-in's errorCallbackURL. A
 *   failure of the way back reaches the host's page as `stytch_token_type=sso&error=<error_type>`
 *   in the catalogue's words; the page must be on a trusted origin, so this is no open redirect.
 * - An organization's own domains, verified by DNS, become its providers' `domain` (domains.ts); the
 *   placeholder a provider has before any is verified (`<id>.portico.invalid`) routes nobody.
 * - The session an enterprise sign-in starts is in the provider's organization (activeOrganization.ts).
 * - An expired or not yet valid SAML assertion reads sso_clock_skew, not sso_assertion_invalid
 *   (ssoAssertionTimeHook, assertionTime.ts).
 */
import { createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import type { GenericEndpointContext } from 'better-auth';
import * as z from 'zod';
import { porticoError } from '../error-codes';
import { trustedReturn } from '../trustedReturn';
import { ASSERTION_OUT_OF_TIME, refusedOnlyForTime } from './assertionTime';

export { ssoActiveOrganizationHook } from './activeOrganization';

interface ProviderRow {
  providerId: string;
  domain: string;
  organizationId?: string | null;
  samlConfig?: string | null;
  domainVerified?: boolean | null;
}
type SsoPlugin = { options?: { domainVerification?: { enabled?: boolean } } };

/** Better Auth's sso codes (lower-cased, as its redirects carry them) as the catalogue's error_types. */
const RETURN_ERRORS: Record<string, string> = {
  access_denied: 'sso_idp_refused',
  email_not_allowed: 'sso_email_not_allowed',
  email_domain_not_allowed: 'sso_email_not_allowed',
  invalid_state: 'sso_token_not_found',
  please_restart_the_process: 'sso_token_not_found',
  [ASSERTION_OUT_OF_TIME]: 'sso_clock_skew',
};

/** A provider's `domain` may list several, comma-separated (the sso plugin's own reading). */
const domainsOf = (row: ProviderRow) => row.domain.split(',').map((d) => d.trim().toLowerCase()).filter((d) => d && !d.endsWith('.portico.invalid'));

type Organization = { id: string; name: string; slug: string; ssoRequired?: boolean | null };

/** The provider (and its organization) a work address routes to, by the sso plugin's rules; null for none. */
async function routeFor(ctx: GenericEndpointContext, rawEmail: string) {
  const plugin = ctx.context.getPlugin('sso') as SsoPlugin | null;
  const email = rawEmail.trim().toLowerCase();
  if (!plugin || !z.email().safeParse(email).success) return null;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const rows = await ctx.context.adapter.findMany<ProviderRow>({ model: 'ssoProvider' });
  const verifiedOnly = plugin.options?.domainVerification?.enabled === true;
  const provider = rows.find((row) => domainsOf(row).includes(domain) && (!verifiedOnly || row.domainVerified === true));
  if (!provider) return null;
  const org = provider.organizationId ? await ctx.context.adapter.findOne<Organization>({ model: 'organization', where: [{ field: 'id', value: provider.organizationId }] }) : null;
  return { domain, provider, org };
}

/** The sign-ins an SSO-only organization's people may not use (docs/organizations.md). */
const OTHER_WAYS = new Set(['/sign-in/magic-link', '/email-otp/send-verification-otp', '/sign-in/email-otp', '/sign-in/email', '/sign-up/email']);

export const ssoRequiredHook = {
  matcher: (ctx: { path?: string }) => OTHER_WAYS.has(ctx.path ?? ''),
  handler: createAuthMiddleware(async (ctx) => {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return;
    if ((await routeFor(ctx, email))?.org?.ssoRequired === true) throw porticoError('FORBIDDEN', 'SSO_REQUIRED');
  }),
};

/**
 * The sso plugin's ACS refused a SAML response with its one generic code: when the assertion is
 * genuine and only out of its time window (assertionTime.ts), its error redirect says so instead.
 */
export const ssoAssertionTimeHook = {
  matcher: (ctx: { path?: string }) => ctx.path === '/sso/saml2/sp/acs/:providerId',
  handler: createAuthMiddleware(async (ctx) => {
    // The redirect is better-call's APIError, which need not be this module's copy of the class.
    const returned = ctx.context.returned as { statusCode?: number; headers?: Headers | Record<string, string> } | undefined;
    if (returned?.statusCode !== 302) return;
    const headers = returned.headers;
    const location = headers instanceof Headers ? headers.get('location') : headers?.location;
    const samlResponse = (ctx.body as { SAMLResponse?: unknown } | undefined)?.SAMLResponse;
    const providerId = ctx.params?.providerId;
    if (!location || typeof samlResponse !== 'string' || typeof providerId !== 'string') return;
    const to = new URL(location, ctx.context.baseURL);
    if (to.searchParams.get('error') !== 'saml_error' || !(await refusedOnlyForTime(ctx, providerId, samlResponse))) return;
    to.searchParams.set('error', ASSERTION_OUT_OF_TIME);
    throw ctx.redirect(to.href);
  }),
};

export function ssoEndpoints() {
  return {
    porticoSsoDiscover: createAuthEndpoint(
      '/portico/sso/discover',
      { method: 'POST', body: z.object({ email: z.string().max(512) }) },
      async (ctx) => {
        const route = await routeFor(ctx, ctx.body.email);
        if (!route) throw porticoError('NOT_FOUND', 'SSO_DOMAIN_NOT_FOUND');
        const { domain, provider, org } = route;
        return ctx.json({
          // A provider with no organization is named by its domain.
          organization: { organization_id: org?.id ?? provider.providerId, name: org?.name ?? domain, slug: org?.slug ?? provider.providerId },
          connection_type: provider.samlConfig ? 'saml' : 'oidc',
          // The sso plugin has no SSO-only rule: the organization's `ssoRequired` field, when the host adds it.
          sso_required: org?.ssoRequired === true,
        });
      },
    ),
    porticoSsoReturn: createAuthEndpoint(
      '/portico/sso/return',
      { method: 'GET', query: z.object({ to: z.string().max(4096), error: z.string().max(128).optional() }) },
      async (ctx) => {
        const to = trustedReturn(ctx, ctx.query.to);
        const code = (ctx.query.error ?? '').toLowerCase();
        to.searchParams.set('stytch_token_type', 'sso');
        // A SAML response or OIDC answer Better Auth refused (signature, audience, times, replay) is an invalid assertion.
        to.searchParams.set('error', RETURN_ERRORS[code] ?? 'sso_assertion_invalid');
        throw ctx.redirect(to.href);
      },
    ),
  };
}
