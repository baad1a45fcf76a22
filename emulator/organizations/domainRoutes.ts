/**
 * An organization's email domains (docs/protocol.md "Domains"): added unverified with a TXT record
 * to publish, verified when DNS answers it, and only then used to route sign-ins (emulator/sso).
 * The emulated DNS's own records are /emulator/dns, for the developer standing in for a DNS host.
 */
import { z } from 'zod';
import type { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { readControl } from '../core/controls';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { requireMember, requirePermission } from './access';
import { dnsRecords, emulatedDns, lookupTxt, txtName, txtValue } from './dns';
import { domainJSON } from './present';
import type { OrganizationsStore } from './store';

/** A host name of at least two labels (no scheme, port or trailing dot), lower case. */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'a domain name such as example.com');

const record = z.object({ name: z.string().trim().min(1).max(253), value: z.string().min(1).max(255) });

export function registerDomains(app: Hono<EmulatorEnv>, ctx: EmulatorContext, store: OrganizationsStore): void {
  app.get('/v1/organizations/:id/domains', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'domains:manage');
    return ok(c, { domains: store.domains(m.org.organization_id).map(domainJSON) });
  });

  app.post('/v1/organizations/:id/domains', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'domains:manage');
    const body = await parseBody(c, z.object({ domain: domainName }));
    const taken = store.verifiedDomain(body.domain);
    if (taken && taken.organization_id !== m.org.organization_id) throw new ApiError(409, 'domain_taken');
    store.addDomain(m.org.organization_id, body.domain, ctx.token(24));
    return ok(c, { domain: domainJSON(store.domain(m.org.organization_id, body.domain)!) }, 201);
  });

  app.post('/v1/organizations/:id/domains/:domain/verify', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'domains:manage');
    const row = store.domain(m.org.organization_id, c.req.param('domain').toLowerCase());
    if (!row) throw new ApiError(404, 'domain_not_found');
    if (row.verified_at === null) {
      const published = await lookupTxt(ctx, txtName(row.domain));
      if (!published.includes(txtValue(row.verification_token))) throw new ApiError(400, 'domain_verification_failed');
      const taken = store.verifiedDomain(row.domain);
      if (taken && taken.organization_id !== m.org.organization_id) throw new ApiError(409, 'domain_taken');
      store.markVerified(m.org.organization_id, row.domain);
    }
    return ok(c, { domain: domainJSON(store.domain(m.org.organization_id, row.domain)!) });
  });

  app.delete('/v1/organizations/:id/domains/:domain', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'domains:manage');
    const row = store.domain(m.org.organization_id, c.req.param('domain').toLowerCase());
    if (!row) throw new ApiError(404, 'domain_not_found');
    store.removeDomain(m.org.organization_id, row.domain);
    return ok(c);
  });

  // The emulated DNS host: what a developer would type into their registrar's TXT record form.
  const records = dnsRecords(ctx);
  app.get('/emulator/dns', async (c) => ok(c, { server: `127.0.0.1:${(await emulatedDns(ctx)).port}`, records: records.list() }));
  app.post('/emulator/dns/records', async (c) => {
    const body = await readControl(c, record);
    records.add(body.name, body.value);
    return ok(c, { records: records.list() }, 201);
  });
  app.delete('/emulator/dns/records', async (c) => {
    const body = await readControl(c, record);
    records.remove(body.name, body.value);
    return ok(c, { records: records.list() });
  });
}
