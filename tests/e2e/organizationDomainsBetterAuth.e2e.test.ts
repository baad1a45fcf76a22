/**
 * Domains and the SSO connection on Better Auth, end to end in Chromium (docs/organizations.md "On
 * Better Auth"): the same settings widget as on the emulator against the Better Auth dev server
 * with its organization and @better-auth/sso plugins and portico({ domains }), whose DNS is the
 * emulator's emulated DNS server. The owner adds a domain, publishes its TXT record, verifies it and
 * connects the emulator's enterprise OIDC provider; an employee with an address on that domain then
 * signs in through it in the Login widget. An unverified domain routes nobody.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBetterAuthWithDemo, type BetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { latestMessage, patient, playground, signInByMagicLink } from './harness';

let server: BetterAuthWithDemo;
let browser: Browser;
let acme = '';

async function post(path: string, body: unknown, cookie = '') {
  return fetch(`${server.authUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  // The emulator for its enterprise OIDC provider and its DNS server (no social providers).
  server = await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, socialEmulator: { providers: [] }, sso: true, domains: true });
  const signedUp = await post('/sign-up/email', { email: 'owner@founders.test', password: 'a long owner password for acme 1', name: 'Owner' });
  const cookie = signedUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const made = await post('/organization/create', { name: 'Acme', slug: 'acme' }, cookie);
  if (!made.ok) throw new Error(`organization/create: ${made.status} ${await made.text()}`);
  acme = ((await made.json()) as { id: string }).id;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage() {
  const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
  return { context, page: await context.newPage() };
}

const signIn = (page: Page, email: string) => signInByMagicLink(page, server.url, email);

/** A Login page naming `sso`, whose IdP's way back lands on it again. */
function loginPage(): string {
  const base = { products: ['emailMagicLinks', 'sso'] };
  const back = playground(server.url, base);
  return playground(server.url, { ...base, ssoOptions: { loginRedirectURL: back, signupRedirectURL: back } });
}

/** What the Login widget does for `email`: the offer to continue with Acme, or the magic link's mail. */
async function loginOffers(page: Page, email: string) {
  await page.goto(loginPage());
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const offer = page.getByRole('button', { name: 'Continue with Acme' });
  const mail = page.getByRole('heading', { name: 'Check your email' });
  await offer.or(mail).first().waitFor();
  return (await offer.count()) ? 'Continue with Acme' : 'Check your email';
}

describe('an owner sets up enterprise sign-in on Better Auth in the settings', () => {
  it('adds and verifies a domain, connects OIDC; an employee signs in through it, and only after verification', async () => {
    const owner = await newPage();
    await signIn(owner.page, 'owner@founders.test');
    await owner.page.goto(`${server.url}/demo/organization.html?organization=${acme}`);
    const domains = owner.page.getByRole('region', { name: 'Domains' });
    await owner.page.getByRole('tab', { name: 'Domains' }).click();
    await domains.getByText('No domains yet.').waitFor();

    await domains.getByRole('textbox', { name: 'Domain' }).fill('Acme.test');
    await domains.getByRole('textbox', { name: 'Domain' }).press('Enter');
    await domains.getByText('acme.test added. Publish its TXT record, then verify it.').waitFor();
    const row = domains.getByRole('listitem').filter({ hasText: 'acme.test' });
    await row.getByText('Not verified').waitFor();
    const record = { name: await row.getByRole('group', { name: 'Name' }).locator('code').innerText(), value: await row.getByRole('group', { name: 'Value' }).locator('code').innerText() };
    expect(record.name).toBe('_portico-verification.acme.test');

    // The connection before the domain is verified: saved, but it routes nobody.
    await owner.page.getByRole('tab', { name: 'Single sign-on' }).click();
    const sso = owner.page.getByRole('region', { name: 'Single sign-on' });
    await sso.getByText('No identity provider is connected.').waitFor();
    await sso.getByRole('button', { name: 'Connect an identity provider' }).click();
    await sso.getByRole('radio', { name: 'OpenID Connect (OIDC)' }).check();
    await sso.getByRole('textbox', { name: 'Issuer URL' }).fill(`${server.emulator!.url}/sso/emulated/oidc/acme`);
    await sso.getByRole('textbox', { name: 'Client ID' }).fill('portico-acme');
    await sso.getByLabel('Client secret').fill('an emulated client secret');
    await sso.getByRole('button', { name: 'Save connection' }).click();
    await sso.getByText('Connected with OpenID Connect.').waitFor();
    await expect(sso.getByRole('group', { name: 'Redirect URI' }).locator('code').innerText()).resolves.toBe(`${server.authUrl}/sso/callback/portico-${acme}`);

    const early = await newPage();
    expect(await loginOffers(early.page, 'wile@acme.test')).toBe('Check your email');
    await early.context.close();

    // Verified before it is published: the catalogue's "not found yet"; then published at the emulated DNS host, it verifies.
    await owner.page.getByRole('tab', { name: 'Domains' }).click();
    await row.getByRole('button', { name: 'Verify acme.test' }).click();
    await owner.page.locator('[data-error-id="error.domain_verification_failed"]').waitFor();
    const published = await fetch(`${server.emulator!.url}/emulator/dns/records`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(record) });
    expect(published.status).toBe(201);
    await row.getByRole('button', { name: 'Verify acme.test' }).click();
    await domains.getByText('acme.test is verified.').waitFor();
    await row.getByText('Verified', { exact: true }).waitFor();

    // An employee on the verified domain: Continue with Acme, the provider signs them in, Better Auth has their session.
    const employee = await newPage();
    expect(await loginOffers(employee.page, 'wile@acme.test')).toBe('Continue with Acme');
    await employee.page.getByRole('button', { name: 'Continue with Acme' }).click();
    await employee.page.getByRole('heading', { name: 'Sign in to acme' }).waitFor();
    await employee.page.getByRole('textbox', { name: 'Work email' }).fill('wile@acme.test');
    await employee.page.getByRole('textbox', { name: 'First name' }).fill('Wile');
    await employee.page.getByRole('textbox', { name: 'Last name' }).fill('Coyote');
    await employee.page.getByRole('button', { name: 'Sign in' }).click();
    await employee.page.getByText('You are signed in.').waitFor();
    const session = (await (await employee.context.request.get(`${server.authUrl}/get-session`)).json()) as { user?: { email: string }; session?: { activeOrganizationId?: string } };
    expect(session.user?.email).toBe('wile@acme.test');
    expect(session.session?.activeOrganizationId).toBe(acme);
    await employee.context.close();

    // Removed, the domain routes nobody again.
    await row.getByRole('button', { name: 'Remove acme.test' }).click();
    await domains.getByRole('button', { name: 'Remove domain' }).click();
    await domains.getByText('No domains yet.').waitFor();
    const after = await newPage();
    expect(await loginOffers(after.page, 'road@acme.test')).toBe('Check your email');
    await after.context.close();

    // The connection removed: Better Auth's sso plugin holds no provider for Acme any more.
    await owner.page.getByRole('tab', { name: 'Single sign-on' }).click();
    await sso.getByRole('button', { name: 'Remove connection' }).click();
    await sso.getByRole('group', { name: /Remove this connection\?/ }).getByRole('button', { name: 'Remove connection' }).click();
    await sso.getByText('No identity provider is connected.').waitFor();
    const providers = (await (await owner.context.request.get(`${server.authUrl}/sso/providers`)).json()) as { providers: Array<{ organizationId: string }> };
    expect(providers.providers.filter((p) => p.organizationId === acme)).toEqual([]);
    await owner.context.close();
  });
});
