/**
 * portico({ domains }) beside Better Auth's organization and @better-auth/sso plugins
 * (plugin/src/sso/domains.ts): an organization's domains, their TXT record, verification by DNS,
 * who may manage them, and that only a verified domain becomes the domain its sso provider routes
 * by. Better Auth in process (server/dev, SQLite); DNS is the injected resolver, answering from the
 * records this test publishes (the e2e asks the emulator's real DNS server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevAuth } from '../../server/dev/devAuth';
import { ORIGIN } from './harness';

type Dev = Awaited<ReturnType<typeof createDevAuth>>;
let dev: Dev;
const dns = new Map<string, string[]>();
const cookies: Record<string, string> = {};

async function call(who: string | null, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await dev.auth.handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...(who && cookies[who] ? { cookie: cookies[who]! } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  const set = response.headers.getSetCookie();
  if (who && set.length) cookies[who] = set.map((c) => c.split(';')[0]).join('; ');
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, any> };
}
const signUp = (who: string) => call(who, 'POST', '/sign-up/email', { email: `${who}@founders.test`, password: `a long password for ${who} 1`, name: who });
const add = (who: string, organizationId: string, domain: string) => call(who, 'POST', '/portico/organization/domains/add', { organizationId, domain });
const verify = (who: string, organizationId: string, domain: string) => call(who, 'POST', '/portico/organization/domains/verify', { organizationId, domain });
const discover = async (email: string) => (await call(null, 'POST', '/portico/sso/discover', { email })).status;
const providerDomain = (providerId: string) => (dev.db.prepare('SELECT domain FROM ssoProvider WHERE providerId = ?').get(providerId) as { domain: string }).domain;

let acme = '';
let globex = '';
beforeAll(async () => {
  dev = await createDevAuth({ origin: ORIGIN, sso: true, portico: { domains: { resolveTxt: async (name) => dns.get(name) ?? [] } } });
  for (const who of ['owner', 'member', 'rival']) await signUp(who);
  acme = (await call('owner', 'POST', '/organization/create', { name: 'Acme', slug: 'acme' })).json.id;
  globex = (await call('rival', 'POST', '/organization/create', { name: 'Globex', slug: 'globex' })).json.id;
  // A plain member (add-member is a server-side call in Better Auth): the table, as it would write it.
  const memberId = (await call('member', 'GET', '/get-session')).json.user.id as string;
  dev.db.prepare('INSERT INTO member (id, organizationId, userId, role, createdAt) VALUES (?, ?, ?, ?, ?)').run('m-member', acme, memberId, 'member', Date.now());
});
afterAll(() => dev?.db.close());

it('without the sso plugin, the connection says so (SSO_NOT_SERVED), and so the settings do not offer it', async () => {
  const plain = await createDevAuth({ origin: ORIGIN, organizations: true, portico: { domains: true } });
  const response = await plain.auth.handler(new Request(`${ORIGIN}/api/auth/portico/organization/connection?organizationId=x`, { headers: { origin: ORIGIN } }));
  expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([404, 'SSO_NOT_SERVED']);
  plain.db.close();
});

describe('an organization’s domains on Better Auth', () => {
  it('adding one answers the TXT record to publish, unverified; the list shows it', async () => {
    const added = await add('owner', acme, ' Acme.TEST ');
    expect(added.status).toBe(201);
    expect(added.json.domain).toMatchObject({ domain: 'acme.test', verified: false, txt_record: { name: '_portico-verification.acme.test' } });
    expect(added.json.domain.txt_record.value).toMatch(/^portico-verification=\S{24}$/);
    const list = await call('owner', 'GET', `/portico/organization/domains?organizationId=${acme}`);
    expect(list.json.domains).toEqual([added.json.domain]);
  });

  it('a provider registered for the organization routes by none of its unverified domains, whatever domain it names', async () => {
    const registered = await call('owner', 'POST', '/sso/register', {
      providerId: 'acme-oidc',
      issuer: 'https://idp.acme.example',
      domain: 'acme.test',
      organizationId: acme,
      oidcConfig: {
        clientId: 'acme',
        clientSecret: 'a client secret',
        skipDiscovery: true,
        authorizationEndpoint: 'https://idp.acme.example/authorize',
        tokenEndpoint: 'https://idp.acme.example/token',
        jwksEndpoint: 'https://idp.acme.example/jwks',
      },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    expect(providerDomain('acme-oidc')).toMatch(/\.portico\.invalid$/);
    expect(await discover('wile@acme.test')).toBe(404);
  });

  it('the connection reads as the settings show it: the client id and the redirect URI to register, never the secret', async () => {
    const read = await call('owner', 'GET', `/portico/organization/connection?organizationId=${acme}`);
    expect(read.json).toEqual({ connection: { connection_id: 'acme-oidc', type: 'oidc', oidc: { issuer: 'https://idp.acme.example', client_id: 'acme', redirect_uri: `${ORIGIN}/api/auth/sso/callback/acme-oidc` } } });
    expect(JSON.stringify(read.json)).not.toContain('a client secret');
    expect((await call('rival', 'GET', `/portico/organization/connection?organizationId=${acme}`)).json.code).toBe('ORGANIZATION_NOT_FOUND');
    expect((await call('rival', 'GET', `/portico/organization/connection?organizationId=${globex}`)).json).toEqual({ connection: null });
  });

  it('verifying before the record is published reads domain_verification_failed, and nothing routes', async () => {
    const refused = await verify('owner', acme, 'acme.test');
    expect([refused.status, refused.json.code]).toEqual([400, 'DOMAIN_VERIFICATION_FAILED']);
    dns.set('_portico-verification.acme.test', ['portico-verification=not-the-token']);
    expect((await verify('owner', acme, 'acme.test')).json.code).toBe('DOMAIN_VERIFICATION_FAILED');
    expect(await discover('wile@acme.test')).toBe(404);
  });

  it('once DNS answers the record, the domain is verified and the organization’s provider routes its addresses', async () => {
    const { txt_record } = (await call('owner', 'GET', `/portico/organization/domains?organizationId=${acme}`)).json.domains[0];
    dns.set(txt_record.name, ['v=spf1 -all', txt_record.value]);
    const verified = await verify('owner', acme, 'acme.test');
    expect([verified.status, verified.json.domain.verified]).toEqual([200, true]);
    expect(providerDomain('acme-oidc')).toBe('acme.test');
    expect(await discover('wile@acme.test')).toBe(200);
    // A placeholder address routes nobody.
    expect(await discover(`x@${acme.toLowerCase()}.portico.invalid`)).toBe(404);
  });

  it('another organization can list the domain but never verify it: domain_taken', async () => {
    expect((await add('rival', globex, 'acme.test')).json.code).toBe('DOMAIN_TAKEN');
  });

  it('a member without the role, an outsider and no session are refused, each in its own words', async () => {
    expect((await add('member', acme, 'acme.dev')).json.code).toBe('DOMAINS_NOT_ALLOWED');
    expect((await call('rival', 'GET', `/portico/organization/domains?organizationId=${acme}`)).json.code).toBe('ORGANIZATION_NOT_FOUND');
    const anonymous = await call(null, 'GET', `/portico/organization/domains?organizationId=${acme}`);
    expect(anonymous.status).toBe(401);
  });

  it('a malformed domain is a 400, never a crash; an unknown one is domain_not_found', async () => {
    for (const domain of ['https://acme.test', 'acme', 'acme.test:443', 'a'.repeat(300)]) expect((await add('owner', acme, domain)).status).toBe(400);
    expect((await verify('owner', acme, 'nowhere.test')).json.code).toBe('DOMAIN_NOT_FOUND');
    expect((await call('owner', 'POST', '/portico/organization/domains/add', { organizationId: acme })).status).toBe(400);
  });

  it('removing the verified domain stops its routing', async () => {
    const removed = await call('owner', 'POST', '/portico/organization/domains/remove', { organizationId: acme, domain: 'acme.test' });
    expect(removed.status).toBe(200);
    expect(providerDomain('acme-oidc')).toMatch(/\.portico\.invalid$/);
    expect(await discover('wile@acme.test')).toBe(404);
  });
});
