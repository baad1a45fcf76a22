/**
 * portico-server with `sso` (its config file, beside `organizations`): @better-auth/sso and
 * portico()'s sso routes, their table made by `migrate`, the identity providers' origins a
 * validated setting, and only an organization's domain proven by its DNS TXT record (portico({
 * domains }), the settings widget's Domains) routing to its provider.
 * Chromium's side is tests/e2e/ssoPorticoServer.e2e.test.ts.
 */
import { randomBytes } from 'node:crypto';
import dns from 'node:dns/promises';
import { syncBuiltinESMExports } from 'node:module';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../../server/src/production/config';
import { openStores, startProductionServer } from '../../server/src/production/server';
import { pendingMigrations, trustedOriginPatterns } from '../../server/src/production/auth';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { dnsRecords, emulatedDns } from '../../emulator/organizations/dns';

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let withSso: Server;
let without: Server;
/** Its DNS server stands for the domain's DNS host. */
let emulator: RunningEmulator;
const resolvers = dns.getServers();
/** This process's resolver (portico()'s default `resolveTxt`, an ES import of node:dns/promises) asks `servers`. */
const resolveWith = (servers: string[]) => {
  dns.setServers(servers);
  // setServers replaces the module object's functions; an ES namespace sees them only once synced.
  syncBuiltinESMExports();
};

const folderWith = (file: object) => {
  const cwd = mkdtempSync(path.join(tmpdir(), 'portico-sso-'));
  writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify(file));
  return cwd;
};
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const developmentConfig = async (file: object): Promise<ServerConfig> => {
  const port = await freePort();
  return loadConfig({ PORT: String(port), PORTICO_PUBLIC_URL: `http://127.0.0.1:${port}` }, folderWith(file), { development: true });
};

const production = { PORTICO_MODE: 'production', PORTICO_SECRET: randomBytes(32).toString('base64'), SMTP_URL: 'smtp://mail.example.com:587', PORTICO_PUBLIC_URL: 'https://auth.example.com' };
const problemsOf = (file: object) => {
  try {
    loadConfig(production, folderWith(file));
    return [];
  } catch (error) {
    return (error as { problems: Array<{ setting: string; message: string }> }).problems;
  }
};

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, inMemory: true, quiet: true });
  [withSso, without] = await Promise.all([
    developmentConfig({ organizations: true, sso: true }).then((c) => startProductionServer(c, () => {})),
    developmentConfig({ organizations: true }).then((c) => startProductionServer(c, () => {})),
  ]);
});
afterAll(async () => {
  resolveWith(resolvers);
  await emulator?.close();
  await withSso?.close();
  await without?.close();
});

/** One person's calls on a server, their session cookie kept. */
function person(server: Server) {
  let cookie = '';
  const call = async (method: 'GET' | 'POST', p: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/auth${p}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie && { cookie }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    return response;
  };
  return {
    call,
    async signIn(email: string) {
      expect((await call('POST', '/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
      const mails = (await (await fetch(`${server.url}/outbox.json?to=${email}`)).json()) as { messages: Array<{ code: string }> };
      expect((await call('POST', '/sign-in/email-otp', { email, otp: mails.messages[0]!.code })).status).toBe(200);
    },
  };
}

describe('the sso setting', () => {
  it('needs organizations, and takes only https origins that are not this machine in production, each named', () => {
    expect(problemsOf({ sso: true }).map((p) => p.setting)).toEqual(['sso']);
    expect(problemsOf({ organizations: true, sso: { identityProviderOrigins: ['https://login.acme.example'] } })).toEqual([]);
    // Better Auth trusts them (the sso plugin fetches only from its trusted origins); the pages' list (CORS) does not name them.
    const config = loadConfig(production, folderWith({ organizations: true, sso: { identityProviderOrigins: ['https://login.acme.example'] } }));
    expect(trustedOriginPatterns(config)).toContain('https://login.acme.example');
    expect(config.trustedOrigins).toEqual([]);
    const refused = problemsOf({ organizations: true, sso: { identityProviderOrigins: ['http://login.acme.example', 'https://127.0.0.1:8443', 'https://login.acme.example/oidc'] } });
    expect(refused.map((p) => p.setting)).toEqual(['sso.identityProviderOrigins[2]', 'sso.identityProviderOrigins[0]', 'sso.identityProviderOrigins[1]']);
    expect(refused[0]!.message).toContain('is an origin: scheme, host and port only (https://login.acme.example)');
    expect(refused[1]!.message).toContain('must be https://');
    expect(problemsOf({ organizations: true, sso: { origins: [] } })).toEqual([{ setting: 'sso', message: 'must be true, false or { "identityProviderOrigins": ["https://login.example.com"] }' }]);
    expect(problemsOf({ organizations: true, sso: { identityProviderOrigins: ['login.acme.example'] } })).toEqual([{ setting: 'sso.identityProviderOrigins[0]', message: '"login.acme.example" is not a URL' }]);
  });

  it('`migrate` makes the sso plugin\'s table, the organization\'s ssoRequired field and its domains\' table', async () => {
    const stores = openStores(await developmentConfig({ organizations: true, sso: true }), () => {});
    try {
      expect(await pendingMigrations(stores.options)).toEqual(expect.arrayContaining(['ssoProvider', 'organization', 'porticoDomain']));
      await stores.migrate();
      expect(await pendingMigrations(stores.options)).toEqual([]);
    } finally {
      await stores.close();
    }
  });
});

describe('portico-server with sso', () => {
  it('lists sso in the bootstrap and serves the sso plugin; without the setting neither', async () => {
    const bootstrap = async (server: Server) => ((await (await person(server).call('GET', '/portico/bootstrap')).json()) as { products: string[] }).products;
    expect(await bootstrap(withSso)).toContain('sso');
    expect(await bootstrap(without)).not.toContain('sso');
    const someone = person(without);
    await someone.signIn('solo@example.test');
    expect((await someone.call('POST', '/sso/register', { providerId: 'x', issuer: 'https://idp.example', domain: 'x.test' })).status).toBe(404);
  });

  it('a provider routes only by its organization\'s domains proven in the settings, by their DNS TXT record', async () => {
    const owner = person(withSso);
    await owner.signIn('owner@acme.test');
    const acme = ((await (await owner.call('POST', '/organization/create', { name: 'Acme', slug: 'acme' })).json()) as { id: string }).id;
    const discover = async () => (await person(withSso).call('POST', '/portico/sso/discover', { email: 'wile@acme.test' })).status;
    // The domain named at registration is not taken: the provider routes nobody until the organization proves one.
    const registered = await owner.call('POST', '/sso/register', {
      providerId: 'acme-oidc',
      issuer: 'https://login.acme.example',
      domain: 'acme.test',
      organizationId: acme,
      oidcConfig: { clientId: 'portico', clientSecret: 'a client secret', skipDiscovery: true, authorizationEndpoint: 'https://login.acme.example/authorize', tokenEndpoint: 'https://login.acme.example/token', jwksEndpoint: 'https://login.acme.example/jwks' },
    });
    expect(registered.status).toBe(200);
    expect(await registered.json()).toMatchObject({ domain: expect.stringMatching(/\.portico\.invalid$/), domainVerified: false });
    expect(await discover()).toBe(404);
    // The sso plugin's own per-provider proof is not a second way in.
    expect((await owner.call('POST', '/sso/verify-domain', { providerId: 'acme-oidc' })).status).toBe(404);
    expect((await owner.call('POST', '/sso/request-domain-verification', { providerId: 'acme-oidc' })).status).toBe(404);

    const added = await owner.call('POST', '/portico/organization/domains/add', { organizationId: acme, domain: 'acme.test' });
    expect(added.status).toBe(201);
    const { txt_record: record } = ((await added.json()) as { domain: { txt_record: { name: string; value: string } } }).domain;
    expect(record.name).toBe('_portico-verification.acme.test');
    // Not published yet: the caller's to fix (400, as on the emulator), and still nobody routes.
    const early = await owner.call('POST', '/portico/organization/domains/verify', { organizationId: acme, domain: 'acme.test' });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ code: 'DOMAIN_VERIFICATION_FAILED' });
    expect(await discover()).toBe(404);

    // Published at a DNS server this process's resolver asks (as a host's resolv.conf would), it verifies and routes.
    dnsRecords(emulator.ctx).add(record.name, record.value);
    resolveWith([`127.0.0.1:${(await emulatedDns(emulator.ctx)).port}`]);
    const verified = await owner.call('POST', '/portico/organization/domains/verify', { organizationId: acme, domain: 'acme.test' });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ domain: { domain: 'acme.test', verified: true } });
    expect(await discover()).toBe(200);
    const provider = ((await (await owner.call('GET', '/sso/providers')).json()) as { providers: Array<{ providerId: string; domain: string; domainVerified: boolean }> }).providers.find((p) => p.providerId === 'acme-oidc');
    expect(provider).toMatchObject({ domain: 'acme.test', domainVerified: true });

    // A provider for no organization has no domains to be proven by: it routes nobody.
    const solo = await owner.call('POST', '/sso/register', {
      providerId: 'solo-oidc',
      issuer: 'https://login.acme.example',
      domain: 'solo.test',
      oidcConfig: { clientId: 'portico', clientSecret: 'a client secret', skipDiscovery: true, authorizationEndpoint: 'https://login.acme.example/authorize', tokenEndpoint: 'https://login.acme.example/token', jwksEndpoint: 'https://login.acme.example/jwks' },
    });
    expect(solo.status).toBe(200);
    expect((await person(withSso).call('POST', '/portico/sso/discover', { email: 'han@solo.test' })).status).toBe(404);

    // Removed, it routes nobody again.
    expect((await owner.call('POST', '/portico/organization/domains/remove', { organizationId: acme, domain: 'acme.test' })).status).toBe(200);
    expect(await discover()).toBe(404);
  });

  it('an OIDC provider on an origin not listed cannot be registered, and the answer names the setting', async () => {
    const owner = person(withSso);
    await owner.signIn('owner@hooli.test');
    const response = await owner.call('POST', '/sso/register', { providerId: 'hooli-oidc', issuer: 'https://login.hooli.example', domain: 'hooli.test', oidcConfig: { clientId: 'portico', clientSecret: 'a client secret' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'discovery_untrusted_origin', message: expect.stringContaining('Add https://login.hooli.example to sso.identityProviderOrigins (portico.config.json) and restart.') });
  });

  it('answers a malformed discovery with a 400, never a 5xx', async () => {
    const response = await person(withSso).call('POST', '/portico/sso/discover', '{"email":');
    expect(response.status).toBe(400);
  });
});
