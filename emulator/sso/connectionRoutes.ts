/**
 * An organization's single sign-on connection (docs/protocol.md "SSO connection"): an OIDC issuer
 * and client, or a SAML identity provider's metadata by URL or file. One per organization.
 */
import { z } from 'zod';
import type { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { requireMember, requirePermission } from '../organizations/access';
import type { OrganizationsStore } from '../organizations/store';
import { fetchIdpMetadata, readIdpMetadata } from './metadata';
import { oidcCallbackUrl } from './oidc';
import { acsUrl, spEntityId } from './saml/sp';
import type { ConnectionRow, SsoStore } from './store';

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
const connectionBody = z.union([
  z.object({ type: z.literal('oidc'), issuer: httpUrl, client_id: z.string().min(1).max(256), client_secret: z.string().max(512).default('') }),
  z.object({ type: z.literal('saml'), metadata_url: httpUrl }).strict(),
  z.object({ type: z.literal('saml'), metadata_xml: z.string().min(1).max(512 * 1024) }).strict(),
]);

/** What the settings screen shows: the IdP side as configured, and what to give the IdP's admin. */
export function connectionJSON(origin: string, row: ConnectionRow) {
  const base = { connection_id: row.connection_id, type: row.type };
  if (row.type === 'oidc') {
    return { ...base, oidc: { issuer: row.oidc_issuer, client_id: row.oidc_client_id, redirect_uri: oidcCallbackUrl(origin) } };
  }
  return {
    ...base,
    saml: {
      idp_entity_id: row.saml_idp_entity_id,
      idp_sso_url: row.saml_idp_sso_url,
      metadata_url: row.saml_metadata_url,
      sp_entity_id: spEntityId(origin, row.connection_id),
      acs_url: acsUrl(origin, row.connection_id),
      sp_metadata_url: `${spEntityId(origin, row.connection_id)}/metadata`,
    },
  };
}

export function registerConnections(app: Hono<EmulatorEnv>, ctx: EmulatorContext, orgs: OrganizationsStore, sso: SsoStore): void {
  app.get('/v1/organizations/:id/sso_connection', async (c) => {
    const m = await requireMember(c, ctx, orgs, c.req.param('id'));
    requirePermission(m, 'sso:manage');
    const row = sso.connectionOf(m.org.organization_id);
    return ok(c, { connection: row ? connectionJSON(ctx.origin, row) : null });
  });

  app.put('/v1/organizations/:id/sso_connection', async (c) => {
    const m = await requireMember(c, ctx, orgs, c.req.param('id'));
    requirePermission(m, 'sso:manage');
    const body = await parseBody(c, connectionBody);
    const empty = { oidc_issuer: null, oidc_client_id: null, oidc_client_secret: null, saml_idp_entity_id: null, saml_idp_sso_url: null, saml_idp_certificate: null, saml_metadata_url: null };
    let row: ConnectionRow;
    if (body.type === 'oidc') {
      row = sso.saveConnection(m.org.organization_id, { ...empty, type: 'oidc', oidc_issuer: body.issuer.replace(/\/+$/, ''), oidc_client_id: body.client_id, oidc_client_secret: body.client_secret || null });
    } else {
      const idp = 'metadata_url' in body ? await fetchIdpMetadata(body.metadata_url) : readIdpMetadata(body.metadata_xml);
      row = sso.saveConnection(m.org.organization_id, { ...empty, ...idp, type: 'saml', saml_metadata_url: 'metadata_url' in body ? body.metadata_url : null });
    }
    return ok(c, { connection: connectionJSON(ctx.origin, row) });
  });

  app.delete('/v1/organizations/:id/sso_connection', async (c) => {
    const m = await requireMember(c, ctx, orgs, c.req.param('id'));
    requirePermission(m, 'sso:manage');
    if (!sso.deleteConnection(m.org.organization_id)) throw new ApiError(404, 'sso_connection_not_found');
    // Without a connection nobody could sign in where SSO is required: the requirement goes too.
    if (m.org.sso_required) orgs.update({ ...m.org, sso_required: 0 });
    return ok(c);
  });
}
