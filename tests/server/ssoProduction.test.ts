/**
 * portico-server with `sso` (its config file, beside `organizations`): @better-auth/sso and
 * portico()'s sso routes, their table made by `migrate`, the identity providers' origins a
 * validated setting, and only a domain proven by its DNS TXT record routing to a provider.
 * Chromium's side is tests/e2e/ssoPorticoServer.e2e.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../../server/src/production/config';
import { openStores, startProductionServer } from '../../server/src/production/server';
import { pendingMigrations, trustedOriginPatterns } from '../../server/src/production/auth';

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let withSso: Server;
let without: Server;

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
  [withSso, without] = await Promise.all([
    developmentConfig({ organizations: true, sso: true }).then((c) => startProductionServer(c, () => {})),
    developmentConfig({ organizations: true }).then((c) => startProductionServer(c, () => {})),
  ]);
});
afterAll(async () => {
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

  it('`migrate` makes the sso plugin\'s table, and the organization\'s ssoRequired field', async () => {
    const stores = openStores(await developmentConfig({ organizations: true, sso: true }), () => {});
    try {
      expect(await pendingMigrations(stores.options)).toEqual(expect.arrayContaining(['ssoProvider', 'organization']));
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

  it('a registered domain routes only once its DNS TXT record is verified', async () => {
    const owner = person(withSso);
    await owner.signIn('owner@acme.test');
    const acme = ((await (await owner.call('POST', '/organization/create', { name: 'Acme', slug: 'acme' })).json()) as { id: string }).id;
    const registered = await owner.call('POST', '/sso/register', {
      providerId: 'acme-oidc',
      issuer: 'https://login.acme.example',
      domain: 'acme.test',
      organizationId: acme,
      oidcConfig: { clientId: 'portico', clientSecret: 'a client secret', skipDiscovery: true, authorizationEndpoint: 'https://login.acme.example/authorize', tokenEndpoint: 'https://login.acme.example/token', jwksEndpoint: 'https://login.acme.example/jwks' },
    });
    expect(registered.status).toBe(200);
    expect(((await registered.json()) as { domainVerified: boolean; domainVerificationToken: string }).domainVerified).toBe(false);
    const discover = await person(withSso).call('POST', '/portico/sso/discover', { email: 'wile@acme.test' });
    expect(discover.status).toBe(404);
    expect(await discover.json()).toMatchObject({ code: 'SSO_DOMAIN_NOT_FOUND' });
    // No record published: the caller's to fix (400, as on the emulator), not the server's failure.
    const unverified = await owner.call('POST', '/sso/verify-domain', { providerId: 'acme-oidc' });
    expect(unverified.status).toBe(400);
    expect(await unverified.json()).toMatchObject({ error_type: 'domain_verification_failed', code: 'DOMAIN_VERIFICATION_FAILED' });
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
