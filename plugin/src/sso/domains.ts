/**
 * An organization's email domains (docs/organizations.md "Domains"), which @better-auth/sso lacks:
 * it verifies a domain per identity provider, and registers none without one, while an
 * organization proves its domains first and connects its provider after. portico() keeps them per
 * organization (the `porticoDomain` table), verifies each by the same TXT record as the emulator
 * (`_portico-verification.<domain>`), and writes the verified ones into the `domain` of the
 * organization's sso providers, the field the sso plugin and the discovery route by. An unverified
 * domain is never written there, so it routes nobody.
 * Routes (a member of the organization holding owner or admin): GET /portico/organization/domains,
 * POST …/domains/add, …/verify, …/remove; and GET /portico/organization/connection (connection.ts).
 */
import { resolveTxt as systemResolveTxt } from 'node:dns/promises';
import { createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { generateRandomString } from 'better-auth/crypto';
import type { GenericEndpointContext } from 'better-auth';
import * as z from 'zod';
import { porticoError } from '../error-codes';
import { connectionEndpoints } from './connection';

export const DOMAIN_MODEL = 'porticoDomain';

export interface DomainOptions {
  /** The TXT strings published at a name; [] for none. @defaultValue Node's resolver (node:dns) */
  resolveTxt?: (name: string) => Promise<string[]>;
}

export const domainSchema = {
  [DOMAIN_MODEL]: {
    fields: {
      organizationId: { type: 'string', required: true, references: { model: 'organization', field: 'id', onDelete: 'cascade' } },
      domain: { type: 'string', required: true },
      token: { type: 'string', required: true },
      verifiedAt: { type: 'date', required: false },
    },
  },
} as const;

interface DomainRow {
  id: string;
  organizationId: string;
  domain: string;
  token: string;
  verifiedAt?: Date | string | null;
}

export const txtName = (domain: string) => `_portico-verification.${domain}`;
const txtValue = (token: string) => `portico-verification=${token}`;
/** Never an address's domain (RFC 2606): the sso plugin needs one for a provider whose organization has verified none yet. */
export const noDomainFor = (organizationId: string) => `${organizationId.toLowerCase().replace(/[^a-z0-9-]/g, '')}.portico.invalid`;

/** A host name of at least two labels, no scheme, port or trailing dot (the emulator's rule). */
const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/);
const organizationId = z.string().min(1).max(256);
const oneDomain = z.object({ organizationId, domain: domainName });

const present = (row: DomainRow) => ({
  domain: row.domain,
  verified: Boolean(row.verifiedAt),
  txt_record: { name: txtName(row.domain), value: txtValue(row.token) },
});

const MANAGERS = new Set(['owner', 'admin']);

/** The session's member row in the organization, refused unless its role manages domains. */
async function manager(ctx: GenericEndpointContext, orgId: string) {
  if (!ctx.context.getPlugin('organization')) throw porticoError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (!session) throw porticoError('UNAUTHORIZED', 'SESSION_REQUIRED');
  const member = await ctx.context.adapter.findOne<{ role: string }>({
    model: 'member',
    where: [
      { field: 'organizationId', value: orgId },
      { field: 'userId', value: session.user.id },
    ],
  });
  // An outsider learns nothing about the organization, as for an unknown id.
  if (!member) throw porticoError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
  if (!member.role.split(',').some((role) => MANAGERS.has(role.trim()))) throw porticoError('FORBIDDEN', 'DOMAINS_NOT_ALLOWED');
}

const rowsOf = (ctx: GenericEndpointContext, orgId: string) =>
  ctx.context.adapter.findMany<DomainRow>({ model: DOMAIN_MODEL, where: [{ field: 'organizationId', value: orgId }], sortBy: { field: 'domain', direction: 'asc' } });

async function rowOf(ctx: GenericEndpointContext, orgId: string, domain: string) {
  const row = (await rowsOf(ctx, orgId)).find((r) => r.domain === domain);
  if (!row) throw porticoError('NOT_FOUND', 'DOMAIN_NOT_FOUND');
  return row;
}

/** The organization that verified `domain`, if any. */
const verifiedOwner = async (ctx: GenericEndpointContext, domain: string) =>
  (await ctx.context.adapter.findMany<DomainRow>({ model: DOMAIN_MODEL, where: [{ field: 'domain', value: domain }] })).find((r) => r.verifiedAt)?.organizationId ?? null;

/** The `domain` the organization's sso providers route by: its verified domains, or one that routes nobody. */
export async function providerDomainOf(ctx: GenericEndpointContext, orgId: string) {
  const verified = (await rowsOf(ctx, orgId)).filter((r) => r.verifiedAt).map((r) => r.domain);
  return verified.length ? verified.join(',') : noDomainFor(orgId);
}

type SsoPlugin = { options?: { domainVerification?: { enabled?: boolean } } };

/** Writes the organization's verified domains into each of its sso providers. */
async function syncProviders(ctx: GenericEndpointContext, orgId: string) {
  const plugin = ctx.context.getPlugin('sso') as SsoPlugin | null;
  if (!plugin) return;
  const domain = await providerDomainOf(ctx, orgId);
  // With the sso plugin's own per-provider verification on, Portico's check is the one that was made.
  const verified = plugin.options?.domainVerification?.enabled ? { domainVerified: !domain.endsWith('.portico.invalid') } : {};
  await ctx.context.adapter.updateMany({ model: 'ssoProvider', where: [{ field: 'organizationId', value: orgId }], update: { domain, ...verified } });
}

export function domainFeature(options: DomainOptions) {
  const resolveTxt = options.resolveTxt ?? (async (name: string) => (await systemResolveTxt(name)).map((chunks) => chunks.join('')));
  const published = async (name: string) => {
    try {
      return await resolveTxt(name);
    } catch {
      return []; // no record, or DNS not answering: not verified yet
    }
  };

  const endpoints = {
    ...connectionEndpoints(manager),
    porticoDomains: createAuthEndpoint('/portico/organization/domains', { method: 'GET', query: z.object({ organizationId }) }, async (ctx) => {
      await manager(ctx, ctx.query.organizationId);
      return ctx.json({ domains: (await rowsOf(ctx, ctx.query.organizationId)).map(present) });
    }),
    porticoAddDomain: createAuthEndpoint('/portico/organization/domains/add', { method: 'POST', body: oneDomain }, async (ctx) => {
      const { organizationId: orgId, domain } = ctx.body;
      await manager(ctx, orgId);
      const owner = await verifiedOwner(ctx, domain);
      if (owner && owner !== orgId) throw porticoError('CONFLICT', 'DOMAIN_TAKEN');
      const existing = (await rowsOf(ctx, orgId)).find((r) => r.domain === domain);
      const row = existing ?? (await ctx.context.adapter.create<Omit<DomainRow, 'id'>, DomainRow>({ model: DOMAIN_MODEL, data: { organizationId: orgId, domain, token: generateRandomString(24), verifiedAt: null } }));
      ctx.setStatus(201);
      return ctx.json({ domain: present(row) });
    }),
    porticoVerifyDomain: createAuthEndpoint('/portico/organization/domains/verify', { method: 'POST', body: oneDomain }, async (ctx) => {
      const { organizationId: orgId, domain } = ctx.body;
      await manager(ctx, orgId);
      const row = await rowOf(ctx, orgId, domain);
      if (!row.verifiedAt) {
        if (!(await published(txtName(domain))).includes(txtValue(row.token))) throw porticoError('BAD_REQUEST', 'DOMAIN_VERIFICATION_FAILED');
        const owner = await verifiedOwner(ctx, domain);
        if (owner && owner !== orgId) throw porticoError('CONFLICT', 'DOMAIN_TAKEN');
        row.verifiedAt = new Date();
        await ctx.context.adapter.update({ model: DOMAIN_MODEL, where: [{ field: 'id', value: row.id }], update: { verifiedAt: row.verifiedAt } });
        await syncProviders(ctx, orgId);
      }
      return ctx.json({ domain: present(row) });
    }),
    porticoRemoveDomain: createAuthEndpoint('/portico/organization/domains/remove', { method: 'POST', body: oneDomain }, async (ctx) => {
      const { organizationId: orgId, domain } = ctx.body;
      await manager(ctx, orgId);
      const row = await rowOf(ctx, orgId, domain);
      await ctx.context.adapter.delete({ model: DOMAIN_MODEL, where: [{ field: 'id', value: row.id }] });
      await syncProviders(ctx, orgId);
      return ctx.json({ success: true });
    }),
  };

  /**
   * A provider registered or changed for an organization routes by that organization's verified
   * domains, whatever `domain` the request named: an owner cannot claim a domain by naming it.
   */
  const providerDomain = {
    matcher: (ctx: { path?: string }) => ctx.path === '/sso/register' || ctx.path === '/sso/update-provider',
    handler: createAuthMiddleware(async (ctx) => {
      const body = ctx.body as { organizationId?: unknown; providerId?: unknown; domain?: unknown } | undefined;
      if (!body) return;
      let orgId = typeof body.organizationId === 'string' ? body.organizationId : null;
      if (!orgId && ctx.path === '/sso/update-provider' && typeof body.providerId === 'string') {
        orgId = (await ctx.context.adapter.findOne<{ organizationId?: string | null }>({ model: 'ssoProvider', where: [{ field: 'providerId', value: body.providerId }] }))?.organizationId ?? null;
      }
      if (!orgId) return;
      if (ctx.path === '/sso/update-provider' && body.domain === undefined) return;
      return { context: { body: { ...body, domain: await providerDomainOf(ctx, orgId) } } };
    }),
  };
  const afterProvider = {
    matcher: (ctx: { path?: string }) => ctx.path === '/sso/register' || ctx.path === '/sso/update-provider',
    handler: createAuthMiddleware(async (ctx) => {
      const orgId = (ctx.context.returned as { organizationId?: unknown } | undefined)?.organizationId;
      if (typeof orgId === 'string') await syncProviders(ctx, orgId);
    }),
  };

  return { endpoints, schema: domainSchema, before: [providerDomain], after: [afterProvider] };
}
