/**
 * An organization's SSO connection as the settings read it: its @better-auth/sso provider (the one
 * whose organizationId it is), with what the IdP's admin needs and never a secret. The sso plugin's
 * own /sso/providers masks the client id, which the person must see to check and to replace it.
 * Saving and removing are the sso plugin's /sso/register, /sso/update-provider, /sso/delete-provider.
 */
import { createAuthEndpoint } from 'better-auth/api';
import type { GenericEndpointContext } from 'better-auth';
import * as z from 'zod';
import { porticoError } from '../error-codes';

interface ProviderRow {
  providerId: string;
  issuer: string;
  oidcConfig?: string | null;
  samlConfig?: string | null;
}
type SsoPlugin = { options?: { redirectURI?: string } };

const parsed = (json: string | null | undefined) => {
  try {
    return json ? (JSON.parse(json) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The sso plugin's OIDC redirect URI for a provider (its getOIDCRedirectURI). */
function redirectUri(ctx: GenericEndpointContext, providerId: string, plugin: SsoPlugin) {
  const set = plugin.options?.redirectURI?.trim();
  if (set) return /^https?:\/\//.test(set) ? set : `${ctx.context.baseURL}${set.startsWith('/') ? set : `/${set}`}`;
  return `${ctx.context.baseURL}/sso/callback/${providerId}`;
}

export function connectionEndpoints(manager: (ctx: GenericEndpointContext, organizationId: string) => Promise<void>) {
  return {
    porticoConnection: createAuthEndpoint('/portico/organization/connection', { method: 'GET', query: z.object({ organizationId: z.string().min(1).max(256) }) }, async (ctx) => {
      const plugin = ctx.context.getPlugin('sso') as SsoPlugin | null;
      if (!plugin) throw porticoError('NOT_FOUND', 'SSO_NOT_SERVED');
      await manager(ctx, ctx.query.organizationId);
      const row = await ctx.context.adapter.findOne<ProviderRow>({ model: 'ssoProvider', where: [{ field: 'organizationId', value: ctx.query.organizationId }] });
      if (!row) return ctx.json({ connection: null });
      const saml = parsed(row.samlConfig);
      if (saml) {
        const acs = `${ctx.context.baseURL}/sso/saml2/sp/acs/${row.providerId}`;
        return ctx.json({
          connection: {
            connection_id: row.providerId,
            type: 'saml',
            saml: { idp_entity_id: row.issuer, idp_sso_url: text(saml.entryPoint), metadata_url: null, sp_entity_id: text(saml.audience) || acs, acs_url: acs, sp_metadata_url: `${ctx.context.baseURL}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(row.providerId)}` },
          },
        });
      }
      const oidc = parsed(row.oidcConfig) ?? {};
      return ctx.json({ connection: { connection_id: row.providerId, type: 'oidc', oidc: { issuer: row.issuer, client_id: text(oidc.clientId), redirect_uri: redirectUri(ctx, row.providerId, plugin) } } });
    }),
  };
}
