/**
 * The organization settings' Domains and SSO connection sections, end to end in Chromium on the
 * emulator (docs/organizations.md "Domains and SSO connection settings"), on the test page that
 * mounts them (demo/organization-settings.html) until the settings widget lists them: an owner adds
 * a domain, publishes its TXT record on the emulated DNS, verifies it, connects the emulated SAML
 * identity provider by its metadata URL; an employee on that domain then signs in through it on
 * Login. Bad input is refused with no call; removing asks first, and turns sso_required off.
 */
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
    // Copied as published: the clipboard holds the value, and the button says so where the person is.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    await row.getByRole('button', { name: 'Copy Value' }).click();
    await row.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(record.value);

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

describe('replacing and removing, with the keyboard', () => {
  it('OIDC shows the redirect URI once saved; SAML metadata from a file replaces it; removing asks, Escape keeps it, yes turns sso_required off', async () => {
    const globex = await createOrganization('Globex');
    const { page, context } = await stack.newPage();
    await signInInBrowser(page, 'owner@founders.test');
    const sent = organizationCalls(page);
    await page.goto(settingsPage(globex));
    const sso = page.getByRole('region', { name: 'Single sign-on' });
    await sso.getByRole('button', { name: 'Connect an identity provider' }).click();
    // Focus moves into the form, on the protocol's choice.
    await expect.poll(() => sso.getByRole('radio', { name: 'OpenID Connect (OIDC)' }).evaluate((el) => el === document.activeElement)).toBe(true);
    // Bad input: each field says why, and nothing is sent.
    await sso.getByRole('textbox', { name: 'Issuer URL' }).fill('login.globex.test');
    await sso.getByRole('button', { name: 'Save connection' }).click();
    await sso.getByText('Enter a URL that starts with https:// or http://.').waitFor();
    await sso.getByText('Enter the client ID.').waitFor();
    expect(sent.filter((call) => call.startsWith('PUT'))).toEqual([]);
    await sso.getByRole('textbox', { name: 'Issuer URL' }).fill(`${stack.url}/sso/emulated/oidc/globex`);
    await sso.getByRole('textbox', { name: 'Client ID' }).fill('portico-globex');
    await sso.getByLabel('Client secret').fill('dev');
    await sso.getByLabel('Client secret').press('Enter');
    await sso.getByText('Connected with OpenID Connect.').waitFor();
    await expect(sso.getByRole('group', { name: 'Redirect URI' }).locator('code').innerText()).resolves.toBe(`${stack.url}/sso/oidc/callback`);

    // Replaced by SAML metadata picked as a file.
    const metadata = await (await fetch(`${stack.url}/sso/emulated/saml/globex/metadata`)).text();
    await sso.getByRole('button', { name: 'Replace connection' }).click();
    await sso.getByRole('radio', { name: 'SAML 2.0' }).check();
    await sso.getByRole('radio', { name: 'From a file' }).check();
    await sso.getByRole('button', { name: 'Save connection' }).click();
    await sso.getByText('Choose the metadata file.').waitFor();
    await sso.getByLabel('Metadata file (XML)').setInputFiles({ name: 'globex-idp.xml', mimeType: 'application/xml', buffer: Buffer.from(metadata) });
    await sso.getByText('Chosen: globex-idp.xml').waitFor();
    await sso.getByRole('button', { name: 'Save connection' }).click();
    await sso.getByText('Connected with SAML 2.0.').waitFor();
    await sso.getByRole('group', { name: 'ACS URL' }).waitFor();
    expect((await api('GET', `/v1/organizations/${globex}/sso_connection`, undefined, owner)).connection.type).toBe('saml');

    // A file that is no metadata: the server's words.
    await sso.getByRole('button', { name: 'Replace connection' }).click();
    await sso.getByRole('radio', { name: 'From a file' }).check();
    await sso.getByLabel('Metadata file (XML)').setInputFiles({ name: 'notes.xml', mimeType: 'application/xml', buffer: Buffer.from('<notes>nothing here</notes>') });
    await sso.getByText('Chosen: notes.xml').waitFor();
    await sso.getByRole('button', { name: 'Save connection' }).click();
    await page.locator('[data-error-id="error.sso_metadata_invalid"]').waitFor();
    await sso.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => isFocused(page, 'Replace connection')).toBe(true);

    // Removing: the question says sso_required goes too; Escape keeps it, with focus back on Remove.
    await api('PATCH', `/v1/organizations/${globex}`, { sso_required: true }, owner);
    await sso.getByRole('button', { name: 'Remove connection' }).press('Enter');
    const question = sso.getByRole('group', { name: /Remove this connection\?/ });
    await expect.poll(() => question.evaluate((el) => el === document.activeElement)).toBe(true);
    await question.getByText('single sign-on will no longer be required', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(page, 'Remove connection')).toBe(true);
    await sso.getByRole('button', { name: 'Remove connection' }).press('Enter');
    await question.getByRole('button', { name: 'Remove connection' }).click();
    await sso.getByText('Connection removed. Single sign-on is no longer required.').waitFor();
    await sso.getByText('No identity provider is connected.').waitFor();
    expect((await api('GET', `/v1/organizations/${globex}`, undefined, owner)).organization.sso_required).toBe(false);

    // A domain removed after a yes; focus returns to the section's heading once it is gone.
    const domains = page.getByRole('region', { name: 'Domains' });
    await domains.getByRole('textbox', { name: 'Domain' }).fill('globex.test');
    await domains.getByRole('button', { name: 'Add domain' }).click();
    await domains.getByRole('button', { name: 'Remove globex.test' }).click();
    await domains.getByRole('button', { name: 'Remove domain' }).click();
    await domains.getByText('globex.test removed.').waitFor();
    await domains.getByText('No domains yet.').waitFor();
    await expect.poll(() => domains.getByRole('heading', { name: 'Domains' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await api('GET', `/v1/organizations/${globex}/domains`, undefined, owner)).domains).toEqual([]);
    await context.close();
  });

  it('a member without domains:manage or sso:manage sees neither section, and the page asks for neither', async () => {
    const hooli = await createOrganization('Hooli');
    const member = await signInByApi('gavin@hooli.test');
    const invite = await api('POST', `/v1/organizations/${hooli}/invitations`, { email: 'gavin@hooli.test', role: 'member' }, owner);
    const token = new URL((await latestMessage(stack.url, 'gavin@hooli.test')).links[0]!).searchParams.get('token');
    expect(invite.invitation.role).toBe('member');
    await api('POST', '/v1/invitations/accept', { token, session_duration_minutes: 60 }, member);
    const { page, context } = await stack.newPage();
    await signInInBrowser(page, 'gavin@hooli.test');
    const sent = organizationCalls(page);
    await page.goto(settingsPage(hooli));
    await page.getByTestId('organization').getByText('Hooli').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Domains' }).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Single sign-on' }).count()).resolves.toBe(0);
    expect(sent).toEqual([]);
    await context.close();
  });
});

describe('in another language', () => {
  it('in French: both sections and their refusals read in French, only French text downloaded', async () => {
    const umbrella = await createOrganization('Umbrella');
    const { page, context } = await stack.newPage();
    await signInInBrowser(page, 'owner@founders.test');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${settingsPage(umbrella)}&lang=fr`);
    const domains = page.getByRole('region', { name: 'Domaines' });
    await domains.getByText('Aucun domaine pour l’instant.').waitFor();
    await domains.getByRole('textbox', { name: 'Domaine' }).fill('umbrella');
    await domains.getByRole('button', { name: 'Ajouter le domaine' }).click();
    await domains.getByText('Saisissez un nom de domaine comme example.com, sans https:// ni chemin.').waitFor();
    await page.getByRole('region', { name: 'Authentification unique' }).getByRole('button', { name: 'Connecter un fournisseur d’identité' }).waitFor();
    // The page's built chunks are named after their language: French ones only (the language's and each section's).
    const languages = fetched.map((path) => /\/assets\/(es|fr|de|pt-BR|ja|zh-CN|hi|ar|he|en-XA)-[\w-]+\.js$/.exec(path)?.[1]).filter(Boolean);
    expect(new Set(languages)).toEqual(new Set(['fr']));
    expect(languages.length).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
