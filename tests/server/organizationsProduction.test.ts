/**
 * portico-server with `organizations: true` (its config file): Better Auth's organization plugin
 * and portico()'s invitation mails through the delivery outbox, and the session JWT carrying the
 * active organization, which `createSessionVerifier` reports as on the emulator. Without the
 * setting the bootstrap does not list `organizations` and the plugin's routes are not there.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier } from '../../src/server';
import { loadConfig } from '../../server/src/production/config';
import { startProductionServer } from '../../server/src/production/server';

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let withOrganizations: Server;
let without: Server;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function start(file: object): Promise<Server> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'portico-organizations-'));
  writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify(file));
  const port = await freePort();
  return startProductionServer(loadConfig({ PORT: String(port), PORTICO_PUBLIC_URL: `http://127.0.0.1:${port}` }, cwd, { development: true }), () => {});
}

beforeAll(async () => {
  [withOrganizations, without] = await Promise.all([start({ organizations: true }), start({})]);
});
afterAll(async () => {
  await withOrganizations?.close();
  await without?.close();
});

/** One person's calls on a server, their session cookie kept. */
function person(server: Server) {
  let cookie = '';
  const base = `${server.url}/api/auth`;
  const call = async (method: 'GET' | 'POST', p: string, body?: unknown) => {
    const response = await fetch(`${base}${p}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie && { cookie }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    return response;
  };
  const mails = async (to: string) => ((await (await fetch(`${server.url}/outbox.json?to=${to}`)).json()) as { messages: Array<{ code: string; subject: string; secret?: string; body: string }> }).messages;
  return {
    call,
    mails,
    async signIn(email: string) {
      expect((await call('POST', '/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
      expect((await call('POST', '/sign-in/email-otp', { email, otp: (await mails(email))[0]!.code })).status).toBe(200);
    },
    jwt: async () => (await call('GET', '/get-session')).headers.get('set-auth-jwt')!,
  };
}

describe('portico-server with organizations', () => {
  it('the session JWT names the active organization, and createSessionVerifier reports it', async () => {
    const owner = person(withOrganizations);
    await owner.signIn('owner@acme.test');
    const acme = ((await (await owner.call('POST', '/organization/create', { name: 'Acme', slug: 'acme' })).json()) as { id: string }).id;
    const verify = createSessionVerifier({ baseUrl: `${withOrganizations.url}/api/auth` });
    expect((await owner.call('POST', '/organization/set-active', { organizationId: acme })).status).toBe(200);
    expect((await verify(await owner.jwt())).organizationId).toBe(acme);
    expect((await owner.call('POST', '/organization/set-active', { organizationId: null })).status).toBe(200);
    expect((await verify(await owner.jwt())).organizationId).toBeNull();
  });

  it('an invitation mail goes through the delivery outbox, with its link to the page', async () => {
    const owner = person(withOrganizations);
    await owner.signIn('admin@globex.test');
    const globex = ((await (await owner.call('POST', '/organization/create', { name: 'Globex', slug: 'globex' })).json()) as { id: string }).id;
    expect((await owner.call('POST', '/organization/invite-member', { email: 'new@globex.test', role: 'member', organizationId: globex })).status).toBe(200);
    const [mail] = await owner.mails('new@globex.test');
    expect(mail?.subject).toBe('admin@globex.test invited you to join Globex');
    expect(mail?.body).toMatch(new RegExp(`${withOrganizations.url}/\\?stytch_token_type=invitation&token=[\\w-]{32}`));
    const bootstrap = (await (await person(withOrganizations).call('GET', '/portico/bootstrap')).json()) as { products: string[] };
    expect(bootstrap.products).toContain('organizations');
  });

  it('without the setting: no organizations in the bootstrap, no organization routes', async () => {
    const someone = person(without);
    expect(((await (await someone.call('GET', '/portico/bootstrap')).json()) as { products: string[] }).products).not.toContain('organizations');
    await someone.signIn('solo@example.test');
    expect((await someone.call('POST', '/organization/create', { name: 'Solo', slug: 'solo' })).status).toBe(404);
  });
});
