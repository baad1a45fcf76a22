/**
 * Enterprise sign-in, end to end in Chromium on the emulator: an employee types their work address
 * on Main, is offered 'Continue with {organization}', signs in at the emulated OIDC provider and,
 * separately, at the emulated SAML identity provider, and lands signed in, in their organization.
 * An organization that requires SSO goes straight there; an IdP's refusal is said on Main.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier } from '../../src/server';
import { emulatorApi, playground, startStack, type Stack } from './harness';

let stack: Stack;
let owner: string;
beforeAll(async () => {
  stack = await startStack();
  owner = await signInByApi('owner@founders.test');
  await organization('Acme', 'acme.test', { type: 'oidc', issuer: `${stack.url}/sso/emulated/oidc/acme`, client_id: 'portico-acme', client_secret: 'dev' });
  await organization('Globex', 'globex.test', { type: 'saml', metadata_url: `${stack.url}/sso/emulated/saml/globex/metadata` });
  const initech = await organization('Initech', 'initech.test', { type: 'oidc', issuer: `${stack.url}/sso/emulated/oidc/initech`, client_id: 'portico-initech' });
  await api('PATCH', `/v1/organizations/${initech}`, { sso_required: true }, owner);
});
afterAll(async () => {
  await stack?.close();
});

const api: ReturnType<typeof emulatorApi>['api'] = (...args) => emulatorApi(stack).api(...args);
const signInByApi = (email: string) => emulatorApi(stack).signInByApi(email);

/** An organization with `domain` verified on the emulated DNS and a connection to an emulated IdP. */
async function organization(name: string, domain: string, connection: object): Promise<string> {
  const id = (await api('POST', '/v1/organizations', { name }, owner)).organization.organization_id as string;
  const { txt_record } = (await api('POST', `/v1/organizations/${id}/domains`, { domain }, owner)).domain;
  await fetch(`${stack.url}/emulator/dns/records`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(txt_record) });
  await api('POST', `/v1/organizations/${id}/domains/${domain}/verify`, {}, owner);
  await api('PUT', `/v1/organizations/${id}/sso_connection`, connection, owner);
  return id;
}

/** The playground with magic links and enterprise sign-in; the IdP's way back lands on it again, in the same language. */
function loginPage(lang = 'en'): string {
  const base = { products: ['emailMagicLinks', 'sso'], emailMagicLinksOptions: { loginRedirectURL: `${stack.url}/demo/authenticate.html`, signupRedirectURL: `${stack.url}/demo/authenticate.html` } };
  const back = `${playground(stack.url, base)}&lang=${lang}`;
  return `${playground(stack.url, { ...base, ssoOptions: { loginRedirectURL: back, signupRedirectURL: back } })}&lang=${lang}`;
}

/** At the emulated identity provider's page: a work address, a name, and the developer's answer. */
async function signInAtProvider(page: Page, tenant: string, email: string, fault = 'none') {
  await page.getByRole('heading', { name: `Sign in to ${tenant}` }).waitFor();
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('combobox', { name: 'Answer with (developer)' }).selectOption(fault);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const sessionJwt = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'portico_session_jwt')?.value;

describe('enterprise sign-in from Main', () => {
  it('an employee of an OIDC organization: Main offers Continue with Acme, the provider signs them in, the session is in Acme', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@acme.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
    await signInAtProvider(page, 'acme', 'ada@acme.test');
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('ada@acme.test');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    const verified = await createSessionVerifier({ baseUrl: stack.url, publicToken: stack.emulator.ctx.config.public_token })((await sessionJwt(page))!);
    const acme = (await api('GET', '/v1/organizations', undefined, owner)).organizations.find((o: { name: string }) => o.name === 'Acme');
    expect(verified.organizationId).toBe(acme.organization_id);
    await context.close();
  });

  it('an employee of a SAML organization signs in at its identity provider and lands in Globex', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@globex.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Globex' }).click();
    await signInAtProvider(page, 'globex', 'grace@globex.test');
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('grace@globex.test');
    const verified = await createSessionVerifier({ baseUrl: stack.url, publicToken: stack.emulator.ctx.config.public_token })((await sessionJwt(page))!);
    expect(verified.organizationId).toMatch(/^organization-/);
    await context.close();
  });

  it('keyboard only: Enter sends the address, the offer takes the focus, Enter again goes to the provider', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('kb@acme.test');
    await page.keyboard.press('Enter');
    const offer = page.getByRole('button', { name: 'Continue with Acme' });
    await offer.waitFor();
    await expect.poll(() => offer.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sign in to acme' }).waitFor();
    await context.close();
  });

  it('the other way stays open: Continue with email sends the link to an address of an organization that does not require SSO', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('otherway@acme.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).waitFor();
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await context.close();
  });

  it('an organization that requires SSO: Continue with email goes straight to its provider', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('peter@initech.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await signInAtProvider(page, 'initech', 'peter@initech.test');
    await page.getByText('You are signed in.').waitFor();
    await context.close();
  });

  it('an address on no organization\u2019s domain signs in as usual, with no offer', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('solo@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await context.close();
  });

  it('a provider that refuses: Main says so in the catalogue\u2019s words, and works again', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@acme.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
    await signInAtProvider(page, 'acme', 'ada@acme.test', 'refuse');
    await page.locator('[data-error-id="error.sso_idp_refused"]', { hasText: 'Your organization\u2019s identity provider did not sign you in.' }).waitFor();
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@acme.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).waitFor();
    await context.close();
  });

  it('a SAML assertion past its time: Main says the clock words', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@globex.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Globex' }).click();
    await signInAtProvider(page, 'globex', 'grace@globex.test', 'expired');
    await page.locator('[data-error-id="error.sso_clock_skew"]').waitFor();
    await context.close();
  });

  it('in French: the offer and the provider\u2019s refusal read in French, their words downloaded with the product', async () => {
    const { page, context } = await stack.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(loginPage('fr'));
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ada@acme.test');
    await page.getByRole('button', { name: 'Continuer avec un e-mail' }).click();
    await page.getByRole('button', { name: 'Continuer avec Acme' }).click();
    await signInAtProvider(page, 'acme', 'ada@acme.test', 'refuse');
    await page.locator('[data-error-id="error.sso_idp_refused"]', { hasText: 'Le fournisseur d\u2019identit\u00e9 de votre organisation ne vous a pas connect\u00e9.' }).waitFor();
    // Only the language in use: the built page's chunks are named after their language, and the
    // French ones (Login's and the product's) are all that came.
    const languages = fetched.map((path) => /\/assets\/(es|fr|de|pt-BR|ja|zh-CN|hi|ar|he|en-XA)-[\w-]+\.js$/.exec(path)?.[1]).filter(Boolean);
    expect(new Set(languages)).toEqual(new Set(['fr']));
    expect(languages.length).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});

describe('a Login without the sso product', () => {
  /** Magic links only: no discovery, so an SSO-only organization's address meets the server's sso_required. */
  const magicLinksOnly = (lang: string) =>
    `${playground(stack.url, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: `${stack.url}/demo/authenticate.html`, signupRedirectURL: `${stack.url}/demo/authenticate.html` } })}&lang=${lang}`;

  it('in German: an SSO-only organization\u2019s employee asking for a magic link reads sso_required in the catalogue\u2019s German at the field, the address kept', async () => {
    const { page, context } = await stack.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(magicLinksOnly('de'));
    await page.getByRole('textbox', { name: 'E-Mail' }).fill('peter@initech.test');
    await page.getByRole('button', { name: 'Weiter mit E-Mail' }).click();
    // The email field's own error, which describes the field (and is said once through the live region).
    const said = page.locator('[id$="-error"]', { hasText: 'Ihre Organisation verlangt, dass Sie sich mit Single Sign-On anmelden.' });
    await said.waitFor();
    const field = page.getByRole('textbox', { name: 'E-Mail' });
    await expect(field.getAttribute('aria-describedby')).resolves.toContain(await said.getAttribute('id'));
    await expect(field.inputValue()).resolves.toBe('peter@initech.test');
    // The words came with German's own file, not with the sso product, which this page never loads.
    expect(fetched.filter((path) => path.startsWith('/v1/sso/'))).toEqual([]);
    await context.close();
  });
});

