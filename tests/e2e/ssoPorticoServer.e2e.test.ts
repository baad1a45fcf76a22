/**
 * Enterprise sign-in on portico-server, end to end in Chromium: the server runs with
 * `organizations` and `sso` in development mode (production mode needs an https:// public URL, and
 * this machine has only loopback; development mode is the same Better Auth, plugins and session
 * JWT, serving loopback only), the demo pages on an origin of their own as a host serves its pages.
 * The owner proves Acme's domain and connects the emulator's enterprise OIDC provider in the
 * organization settings widget, publishing the TXT record it shows on the emulator's DNS server (a
 * real one on loopback, which this process's resolver asks as a host's resolv.conf would); Globex's
 * domain is proven by the same routes and its SAML identity provider registered through the sso
 * plugin's route (SAML from the settings is not built on Better Auth). An employee types their work
 * address, signs in at the provider, lands signed in, and createSessionVerifier reads the session's
 * JWT cookie: the employee, in that organization; after a switch to the personal account,
 * none. docs/organizations.md "Enterprise sign-in on portico-server".
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import dns from 'node:dns/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier } from '../../src/server';
import { loadConfig } from '../../server/src/production/config';
import { startProductionServer } from '../../server/src/production/server';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { dnsRecords, emulatedDns } from '../../emulator/organizations/dns';
import { createDemoServer, type DemoServer } from '../../scripts/demo/server';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { chooseWithKeyboard, latestMessage, patient, playground } from './harness';

let emulator: RunningEmulator;
let server: Awaited<ReturnType<typeof startProductionServer>>;
let demo: DemoServer;
let pages: HttpServer;
let pagesUrl = '';
let browser: Browser;
let acme = '';
let globex = '';
const resolvers = dns.getServers();
/** This process's resolver (the sso plugin's `resolveTxt`, an ES import of node:dns/promises) asks `servers`. */
const resolveWith = (servers: string[]) => {
  dns.setServers(servers);
  // setServers replaces the module object's functions; an ES namespace sees them only once synced.
  syncBuiltinESMExports();
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let cookie = '';
/** A call to portico-server as the organization's owner makes it (their session cookie kept). */
async function owner(method: 'GET' | 'POST', p: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/auth${p}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie && { cookie }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const set = response.headers.getSetCookie();
  if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? {} : ((await response.json()) as Record<string, any>);
}

/** The owner adds the organization's domain, publishes the TXT record the answer names, and has it verified. */
async function proven(organizationId: string, domain: string) {
  const added = await owner('POST', '/portico/organization/domains/add', { organizationId, domain });
  dnsRecords(emulator.ctx).add(added.domain.txt_record.name, added.domain.txt_record.value);
  await owner('POST', '/portico/organization/domains/verify', { organizationId, domain });
}

/** The demo pages, told by /demo/project.json that their backend is Better Auth at portico-server. */
async function servePages(authUrl: string) {
  demo = await createDemoServer();
  pages = createHttpServer((req, res) => {
    if (req.url?.split('?')[0] !== '/demo/project.json') return demo.handle(req, res);
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ public_token: 'better-auth', project_name: 'Portico', base_url: server.url, backend: 'better-auth', auth_base_url: authUrl, identity_provider: false, oauth_providers: [] }));
  });
  pages.on('upgrade', demo.upgrade);
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, inMemory: true, quiet: true });
  const cwd = mkdtempSync(path.join(tmpdir(), 'portico-sso-e2e-'));
  writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ organizations: true, sso: true, products: ['emailMagicLinks', 'otp'] }));
  const port = await freePort();
  server = await startProductionServer(loadConfig({ PORT: String(port), PORTICO_PUBLIC_URL: `http://127.0.0.1:${port}` }, cwd, { development: true }), () => {});
  await servePages(`${server.url}/api/auth`);

  // The owner signs in with an email code and creates Acme (OIDC) and Globex (SAML).
  await owner('POST', '/email-otp/send-verification-otp', { email: 'owner@acme.test', type: 'sign-in' });
  const mails = (await (await fetch(`${server.url}/outbox.json?to=owner@acme.test`)).json()) as { messages: Array<{ code: string }> };
  await owner('POST', '/sign-in/email-otp', { email: 'owner@acme.test', otp: mails.messages[0]!.code });
  resolveWith([`127.0.0.1:${(await emulatedDns(emulator.ctx)).port}`]);
  acme = (await owner('POST', '/organization/create', { name: 'Acme', slug: 'acme' })).id;
  globex = (await owner('POST', '/organization/create', { name: 'Globex', slug: 'globex' })).id;
  await proven(globex, 'globex.test');
  const idp = `${emulator.url}/sso/emulated/saml/globex`;
  await owner('POST', '/sso/register', {
    providerId: 'globex-saml',
    issuer: idp,
    // The sso plugin needs one; the organization's verified domains replace it.
    domain: 'globex.test',
    organizationId: globex,
    samlConfig: { entryPoint: `${idp}/sso`, callbackUrl: `${pagesUrl}/demo/`, idpMetadata: { metadata: await (await fetch(`${idp}/metadata`)).text() }, spMetadata: {}, wantAssertionsSigned: true },
  });
  // Initech's connection is registered naming its domain, which it never proves.
  const initech = (await owner('POST', '/organization/create', { name: 'Initech', slug: 'initech' })).id;
  await owner('POST', '/sso/register', {
    providerId: 'initech-oidc',
    issuer: `${emulator.url}/sso/emulated/oidc/initech`,
    domain: 'initech.test',
    organizationId: initech,
    oidcConfig: { clientId: 'portico-initech', clientSecret: 'an emulated client secret', scopes: ['openid', 'email', 'profile'] },
  });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  resolveWith(resolvers);
  await browser?.close();
  await new Promise<void>((resolve) => (pages ? pages.close(() => resolve()) : resolve()));
  await demo?.close();
  await server?.close();
  await emulator?.close();
});

/** At the emulated enterprise provider's page: the work address and a name. */
async function signInAtProvider(page: Page, email: string, tenant = 'acme') {
  await page.getByRole('heading', { name: `Sign in to ${tenant}` }).waitFor();
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Wile');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Coyote');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The Login page with magic links and enterprise sign-in; the provider's way back lands on it again. */
function loginPage(): string {
  const base = { products: ['emailMagicLinks', 'sso'] };
  const back = playground(pagesUrl, base);
  return playground(pagesUrl, { ...base, ssoOptions: { loginRedirectURL: back, signupRedirectURL: back } });
}

const sessionJwt = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'portico_session_jwt')?.value;

describe('enterprise sign-in on portico-server', () => {
  it('the owner proves acme.test and connects Acme\'s OIDC provider in the organization settings; until the proof, nobody is routed', async () => {
    const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
    const page = await context.newPage();
    // Signed in by a magic link in the Login widget.
    const back = `${pagesUrl}/demo/authenticate.html`;
    await page.goto(playground(pagesUrl, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back } }));
    await page.getByRole('textbox', { name: 'Email' }).fill('owner@acme.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.goto((await latestMessage(server.url, 'owner@acme.test')).links[0]!);
    await page.getByText('You are signed in.').waitFor();

    await page.goto(`${pagesUrl}/demo/organization.html?organization=${acme}`);
    await page.getByRole('tab', { name: 'Domains' }).click();
    const domains = page.getByRole('region', { name: 'Domains' });
    await domains.getByText('No domains yet.').waitFor();
    await domains.getByRole('textbox', { name: 'Domain' }).fill('acme.test');
    await domains.getByRole('textbox', { name: 'Domain' }).press('Enter');
    const row = domains.getByRole('listitem').filter({ hasText: 'acme.test' });
    await row.getByText('Not verified').waitFor();
    const record = { name: await row.getByRole('group', { name: 'Name' }).locator('code').innerText(), value: await row.getByRole('group', { name: 'Value' }).locator('code').innerText() };
    expect(record.name).toBe('_portico-verification.acme.test');

    await page.getByRole('tab', { name: 'Single sign-on' }).click();
    const sso = page.getByRole('region', { name: 'Single sign-on' });
    await sso.getByRole('button', { name: 'Connect an identity provider' }).click();
    await sso.getByRole('radio', { name: 'OpenID Connect (OIDC)' }).check();
    await sso.getByRole('textbox', { name: 'Issuer URL' }).fill(`${emulator.url}/sso/emulated/oidc/acme`);
    await sso.getByRole('textbox', { name: 'Client ID' }).fill('portico-acme');
    await sso.getByLabel('Client secret').fill('an emulated client secret');
    await sso.getByRole('button', { name: 'Save connection' }).click();
    await sso.getByText('Connected with OpenID Connect.').waitFor();
    await expect(sso.getByRole('group', { name: 'Redirect URI' }).locator('code').innerText()).resolves.toBe(`${server.url}/api/auth/sso/callback/portico-${acme}`);
    const early = await fetch(`${server.url}/api/auth/portico/sso/discover`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'wile@acme.test' }) });
    expect(early.status).toBe(404);

    // Verified before the record is published: the catalogue's "not found yet"; published at the DNS host, it verifies.
    await page.getByRole('tab', { name: 'Domains' }).click();
    await row.getByRole('button', { name: 'Verify acme.test' }).click();
    await page.locator('[data-error-id="error.domain_verification_failed"]').waitFor();
    dnsRecords(emulator.ctx).add(record.name, record.value);
    await row.getByRole('button', { name: 'Verify acme.test' }).click();
    await domains.getByText('acme.test is verified.').waitFor();
    await context.close();
  });

  it('an employee of Acme (a verified domain, OIDC): Continue with Acme, the provider signs them in, and the verifier reports them in Acme; switched to their personal account, it reports none', async () => {
    const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
    const page = await context.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('wile@acme.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
    await signInAtProvider(page, 'wile@acme.test');
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('wile@acme.test');

    const verified = await createSessionVerifier({ baseUrl: `${server.url}/api/auth` })(await sessionJwt(page));
    const members = (await owner('GET', `/organization/get-full-organization?organizationId=${acme}`)).members as Array<{ userId: string; role: string; user: { email: string } }>;
    const wile = members.find((m) => m.user.email === 'wile@acme.test');
    expect(wile?.role).toBe('member');
    expect(verified.userId).toBe(wile?.userId);
    expect(verified.organizationId).toBe(acme);

    // The organization switcher shows Acme; the personal account chosen, the refreshed JWT names none.
    await page.goto(`${pagesUrl}/demo/organizations.html`);
    const switcher = page.locator('#portico-organizations');
    await switcher.getByText('You are working in Acme as Member.').waitFor();
    await chooseWithKeyboard(page, switcher.getByRole('combobox', { name: 'Active organization' }), 'Personal account');
    await switcher.getByText('You are working in your personal account.').waitFor();
    const after = await createSessionVerifier({ baseUrl: `${server.url}/api/auth` })(await sessionJwt(page));
    expect(after.userId).toBe(wile?.userId);
    expect(after.organizationId).toBeNull();
    await context.close();
  });

  it('an employee of Globex (a verified domain, SAML): the provider\'s signed assertion signs them in, and the verifier reports them in Globex', async () => {
    const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
    const page = await context.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@globex.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Globex' }).click();
    await signInAtProvider(page, 'grace@globex.test', 'globex');
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('grace@globex.test');
    const verified = await createSessionVerifier({ baseUrl: `${server.url}/api/auth` })(await sessionJwt(page));
    const members = (await owner('GET', `/organization/get-full-organization?organizationId=${globex}`)).members as Array<{ userId: string; user: { email: string } }>;
    expect(verified.userId).toBe(members.find((m) => m.user.email === 'grace@globex.test')?.userId);
    expect(verified.organizationId).toBe(globex);
    await context.close();
  });

  it('an address on a domain whose owner never proved it is not routed to that provider: it gets a magic link', async () => {
    const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
    const page = await context.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('peter@initech.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Initech' }).count()).toBe(0);
    await context.close();
  });
});
