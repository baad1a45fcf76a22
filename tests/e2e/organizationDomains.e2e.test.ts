/**
 * The organization settings' Domains and SSO connection sections, end to end in Chromium on the
 * emulator (docs/organizations.md "Domains and SSO connection settings"), on the test page that
 * mounts them (demo/organization-settings.html) until the settings widget lists them: an owner adds
 * a domain, publishes its TXT record on the emulated DNS, verifies it, connects the emulated SAML
 * identity provider by its metadata URL; an employee on that domain then signs in through it on
 * Login. Bad input is refused with no call; removing asks first, and turns sso_required off.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier } from '../../src/server';
import { emulatorApi, latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
let owner: string;
beforeAll(async () => {
  stack = await startStack();
  owner = await signInByApi('owner@founders.test');
});
afterAll(async () => {
  await stack?.close();
});

const api: ReturnType<typeof emulatorApi>['api'] = (...args) => emulatorApi(stack).api(...args);
const signInByApi = (email: string) => emulatorApi(stack).signInByApi(email);
const createOrganization = async (name: string) => (await api('POST', '/v1/organizations', { name }, owner)).organization.organization_id as string;

/** Signs `email` in on this page's origin by a mailed link (a link newer than any it was sent before). */
async function signInInBrowser(page: Page, email: string) {
  const before = await fetch(`${stack.url}/outbox.json?to=${encodeURIComponent(email)}`).then(async (r) => ((await r.json()) as { messages: unknown[] }).messages.length);
  const back = `${stack.url}/demo/authenticate.html`;
  await page.goto(playground(stack.url, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await expect.poll(async () => ((await (await fetch(`${stack.url}/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: unknown[] }).messages.length, { timeout: 60_000 }).toBeGreaterThan(before);
  await page.goto((await latestMessage(stack.url, email)).links[0]!);
  await page.getByText('You are signed in.').waitFor();
}

const settingsPage = (organizationId: string) => `${stack.url}/demo/organization-settings.html?organization=${organizationId}`;

/** The calls the page sends to an organization's domains or connection. */
function organizationCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/v1\/organizations\/[^/]+\/(domains|sso_connection)/.test(pathname)) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

const isFocused = (page: Page, name: string, role: 'button' | 'group' = 'button') => page.getByRole(role, { name }).evaluate((el) => el === document.activeElement);

describe('an owner sets up enterprise sign-in in the settings sections', () => {
  it('adds a domain, publishes its TXT record, verifies it, connects SAML by metadata URL; an employee then signs in through it', async () => {
    const initrode = await createOrganization('Initrode');
    const { page, context } = await stack.newPage();
    await signInInBrowser(page, 'owner@founders.test');
    const sent = organizationCalls(page);
    await page.goto(settingsPage(initrode));
    const domains = page.getByRole('region', { name: 'Domains' });
    await domains.getByText('No domains yet.').waitFor();

    // Bad input: the catalogue's words under the field, and no call.
    const field = domains.getByRole('textbox', { name: 'Domain' });
    await field.fill('https://initrode.test/login');
    await field.press('Enter');
    await domains.getByText('Enter a domain name such as example.com, without https:// or a path.', { exact: true }).waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(sent.filter((call) => call.startsWith('POST'))).toEqual([]);

    // Added with the keyboard: the record to publish, each part copyable.
    await field.fill('Initrode.test');
    await field.press('Enter');
    await domains.getByText('initrode.test added. Publish its TXT record, then verify it.').waitFor();
    const row = domains.getByRole('listitem').filter({ hasText: 'initrode.test' });
    await row.getByText('Not verified').waitFor();
    const record = { name: await row.getByRole('group', { name: 'Name' }).locator('code').innerText(), value: await row.getByRole('group', { name: 'Value' }).locator('code').innerText() };
    expect(record.name).toBe('_portico-verification.initrode.test');
    expect(record.value).toMatch(/^portico-verification=/);
    await row.getByRole('button', { name: 'Copy Value' }).waitFor();

    // Verified before it is published: the server's "not found yet", in the catalogue's words.
    await row.getByRole('button', { name: 'Verify initrode.test' }).click();
    await page.locator('[data-error-id="error.domain_verification_failed"]', { hasText: 'The TXT record was not found yet.' }).waitFor();

    // Published at the (emulated) DNS host, as a DNS host's form would: then it verifies.
    await fetch(`${stack.url}/emulator/dns/records`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(record) });
    await row.getByRole('button', { name: 'Verify initrode.test' }).click();
    await domains.getByText('initrode.test is verified.').waitFor();
    await row.getByText('Verified', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: 'Verify initrode.test' }).count()).resolves.toBe(0);

    // The connection: SAML, by the emulated identity provider's metadata URL.
    const sso = page.getByRole('region', { name: 'Single sign-on' });
    await sso.getByText('No identity provider is connected.').waitFor();
    await sso.getByRole('button', { name: 'Connect an identity provider' }).click();
    await sso.getByRole('radio', { name: 'SAML 2.0' }).check();
    await sso.getByRole('radio', { name: 'By URL' }).check();
    await sso.getByRole('textbox', { name: 'Metadata URL' }).fill(`${stack.url}/sso/emulated/saml/initrode/metadata`);
    await sso.getByRole('button', { name: 'Save connection' }).click();
    await sso.getByText('Connection saved.').waitFor();
    await sso.getByText('Connected with SAML 2.0.').waitFor();
    const connection = (await api('GET', `/v1/organizations/${initrode}/sso_connection`, undefined, owner)).connection;
    for (const [label, value] of [['SP entity ID', connection.saml.sp_entity_id], ['ACS URL', connection.saml.acs_url], ['SP metadata URL', connection.saml.sp_metadata_url]]) {
      await expect(sso.getByRole('group', { name: label }).locator('code').innerText()).resolves.toBe(value);
      await sso.getByRole('button', { name: `Copy ${label}` }).waitFor();
    }
    // Focus rule: once saved, focus is on the line that says so.
    await expect.poll(() => sso.getByText('Connected with SAML 2.0.').evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();

    // An employee on the verified domain signs in through it on Login.
    const employee = await stack.newPage();
    const back = `${stack.url}/demo/authenticate.html`;
    await employee.page.goto(playground(stack.url, { products: ['emailMagicLinks', 'sso'], emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back }, ssoOptions: { loginRedirectURL: back, signupRedirectURL: back } }));
    await employee.page.getByRole('textbox', { name: 'Email' }).fill('wes@initrode.test');
    await employee.page.getByRole('button', { name: 'Continue with email' }).click();
    await employee.page.getByRole('button', { name: 'Continue with Initrode' }).click();
    await employee.page.getByRole('heading', { name: 'Sign in to initrode' }).waitFor();
    await employee.page.getByRole('textbox', { name: 'Work email' }).fill('wes@initrode.test');
    await employee.page.getByRole('textbox', { name: 'First name' }).fill('Wes');
    await employee.page.getByRole('textbox', { name: 'Last name' }).fill('Smith');
    await employee.page.getByRole('button', { name: 'Sign in' }).click();
    await employee.page.getByText('You are signed in.').waitFor();
    const jwt = (await employee.context.cookies()).find((c) => c.name === 'portico_session_jwt')!.value;
    const verified = await createSessionVerifier({ baseUrl: stack.url, publicToken: stack.emulator.ctx.config.public_token })(jwt);
    expect(verified.organizationId).toBe(initrode);
    await employee.context.close();
  });
});
