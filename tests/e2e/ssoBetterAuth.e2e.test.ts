/**
 * Enterprise sign-in on Better Auth, end to end in Chromium: the same Login config as on the
 * emulator (magic links and `sso`) against the Better Auth dev server with its organization and
 * @better-auth/sso plugins, and the emulator's emulated SAML identity provider and OIDC provider over
 * HTTP. An employee types a Globex (SAML) or Acme (OIDC) address, is offered 'Continue with …', signs
 * in at the IdP and comes back signed in (Better Auth's get-session says so); an SSO-only
 * organization's address goes straight to its IdP; a response Better Auth refuses is said on Main in
 * the catalogue's words. docs/organizations.md "On Better Auth".
 */
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBetterAuthWithDemo, type BetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { patient, playground } from './harness';

let server: BetterAuthWithDemo;
let browser: Browser;
let cookie = '';

/** A call to Better Auth as the organization's admin would make it (its session cookie kept). */
async function auth(path: string, body: unknown) {
  const response = await fetch(`${server.authUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const set = response.headers.getSetCookie();
  if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, any>;
}

/** The organization's members as Better Auth holds them, read by its admin: `email:role`. */
async function membersOf(organizationId: string) {
  const response = await fetch(`${server.authUrl}/organization/get-full-organization?organizationId=${organizationId}`, { headers: { Origin: server.url, Cookie: cookie } });
  if (!response.ok) throw new Error(`get-full-organization: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { members: Array<{ role: string; user: { email: string } }> }).members.map((m) => `${m.user.email}:${m.role}`);
}
const organizations: Record<string, string> = {};
type BetterAuthSession = { user?: { email: string }; session?: { activeOrganizationId?: string | null } } | null;

/** An organization (SSO-only or not) with a SAML provider at the emulated IdP's `tenant`, for `<tenant>.test`. */
async function samlOrganization(name: string, tenant: string, ssoRequired: boolean) {
  const idp = `${server.emulator!.url}/sso/emulated/saml/${tenant}`;
  const org = await auth('/organization/create', { name, slug: tenant, ssoRequired });
  organizations[tenant] = org.id;
  const metadata = await (await fetch(`${idp}/metadata`)).text();
  await auth('/sso/register', {
    providerId: `${tenant}-saml`,
    issuer: idp,
    domain: `${tenant}.test`,
    organizationId: org.id,
    samlConfig: { entryPoint: `${idp}/sso`, callbackUrl: `${server.url}/demo/`, idpMetadata: { metadata }, spMetadata: {}, wantAssertionsSigned: true },
  });
}

/** An organization with an OIDC provider at the emulated enterprise provider's `tenant`, for `<tenant>.test`. */
async function oidcOrganization(name: string, tenant: string) {
  const issuer = `${server.emulator!.url}/sso/emulated/oidc/${tenant}`;
  const org = await auth('/organization/create', { name, slug: tenant });
  organizations[tenant] = org.id;
  await auth('/sso/register', {
    providerId: `${tenant}-oidc`,
    issuer,
    domain: `${tenant}.test`,
    organizationId: org.id,
    oidcConfig: { clientId: `portico-${tenant}`, clientSecret: 'an emulated client secret', scopes: ['openid', 'email', 'profile'] },
  });
}

beforeAll(async () => {
  // The emulator only for its emulated identity providers (no social providers).
  server = await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, socialEmulator: { providers: [] }, sso: true });
  await auth('/sign-up/email', { email: 'admin@founders.test', password: 'a long admin password for globex 1', name: 'Admin' });
  await auth('/sign-in/email', { email: 'admin@founders.test', password: 'a long admin password for globex 1' });
  await samlOrganization('Globex', 'globex', false);
  await samlOrganization('Initech', 'initech', true);
  await oidcOrganization('Acme', 'acme');
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

/** The same config as tests/e2e/sso.e2e.test.ts: the IdP's way back lands on this page again. */
function loginPage(): string {
  const base = { products: ['emailMagicLinks', 'sso'] };
  const back = playground(server.url, base);
  return playground(server.url, { ...base, ssoOptions: { loginRedirectURL: back, signupRedirectURL: back } });
}

/** At the emulated identity provider's page: a work address, a name, and the developer's answer. */
async function signInAtProvider(page: Page, email: string, fault = 'none', tenant = 'globex') {
  await page.getByRole('heading', { name: `Sign in to ${tenant}` }).waitFor();
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('combobox', { name: 'Answer with (developer)' }).selectOption(fault);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('enterprise sign-in on Better Auth', () => {
  it('an employee of a SAML organization: Continue with Globex, the IdP signs them in, Better Auth has their session, made them a member and put the session in it', async () => {
    const { page, context } = await newPage();
    expect(await membersOf(organizations.globex!)).toEqual(['admin@founders.test:owner']);
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@globex.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Globex' }).click();
    await signInAtProvider(page, 'grace@globex.test');
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('grace@globex.test');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // The server's word: Better Auth's session cookie, set by its ACS, names Grace.
    const session = (await (await context.request.get(`${server.authUrl}/get-session`)).json()) as BetterAuthSession;
    expect(session?.user?.email).toBe('grace@globex.test');
    // Just in time: the first sign-in made Grace a member of Globex, with the default role.
    expect(await membersOf(organizations.globex!)).toEqual(['admin@founders.test:owner', 'grace@globex.test:member']);
    // And the session is in it, as on the emulator.
    expect(session?.session?.activeOrganizationId).toBe(organizations.globex);
    await context.close();
  });

  it('an employee of an OIDC organization: Continue with Acme, the provider signs them in (code flow with PKCE), Better Auth has their session, made them a member and put the session in it', async () => {
    const { page, context } = await newPage();
    expect(await membersOf(organizations.acme!)).toEqual(['admin@founders.test:owner']);
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('wile@acme.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
    await signInAtProvider(page, 'wile@acme.test', 'none', 'acme');
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('wile@acme.test');
    const session = (await (await context.request.get(`${server.authUrl}/get-session`)).json()) as BetterAuthSession;
    expect(session?.user?.email).toBe('wile@acme.test');
    expect(await membersOf(organizations.acme!)).toEqual(['admin@founders.test:owner', 'wile@acme.test:member']);
    expect(session?.session?.activeOrganizationId).toBe(organizations.acme);
    await context.close();
  });

  it.each([
    ['refuse', 'error.sso_idp_refused'],
    ['bad_signature', 'error.sso_assertion_invalid'],
    ['wrong_audience', 'error.sso_assertion_invalid'],
  ])('the OIDC provider answers %s: Main says so (%s), no session', async (fault, id) => {
    const { page, context } = await newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('coyote@acme.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
    await signInAtProvider(page, 'coyote@acme.test', fault, 'acme');
    await page.locator(`[data-error-id="${id}"]`).waitFor();
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);
    const session = (await (await context.request.get(`${server.authUrl}/get-session`)).json()) as { user?: unknown } | null;
    expect(session?.user).toBeUndefined();
    await context.close();
  });

  it('an SSO-only organization (its ssoRequired field): Continue with email goes straight to its identity provider', async () => {
    const { page, context } = await newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('peter@initech.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await signInAtProvider(page, 'peter@initech.test', 'none', 'initech');
    await page.getByText('You are signed in.').waitFor();
    const session = (await (await context.request.get(`${server.authUrl}/get-session`)).json()) as { user?: { email: string } } | null;
    expect(session?.user?.email).toBe('peter@initech.test');
    await context.close();
  });

  it('an address on no provider\u2019s domain signs in as usual, with no offer', async () => {
    const { page, context } = await newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('solo@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expect(page.getByRole('button', { name: /Continue with Globex/ }).count()).resolves.toBe(0);
    await context.close();
  });

  it('a response Better Auth refuses (signed by an unknown key): Main says so in the catalogue\u2019s words, no session', async () => {
    const { page, context } = await newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill('mallory@globex.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Globex' }).click();
    await signInAtProvider(page, 'mallory@globex.test', 'bad_signature');
    await page.locator('[data-error-id="error.sso_assertion_invalid"]', { hasText: 'The identity provider\u2019s answer could not be verified.' }).waitFor();
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);
    const session = (await (await context.request.get(`${server.authUrl}/get-session`)).json()) as { user?: unknown } | null;
    expect(session?.user).toBeUndefined();
    await context.close();
  });

  it.each([
    ['expired', 'grace.expired@globex.test'],
    ['not_yet_valid', 'grace.early@globex.test'],
  ])('a SAML assertion out of its time window (%s): Main says it expired in the catalogue\u2019s words, no session', async (fault, email) => {
    const { page, context } = await newPage();
    await page.goto(loginPage());
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Continue with Globex' }).click();
    await signInAtProvider(page, email, fault);
    await page.locator('[data-error-id="error.sso_clock_skew"]', { hasText: 'The identity provider\u2019s answer has expired or is not valid yet.' }).waitFor();
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);
    const session = (await (await context.request.get(`${server.authUrl}/get-session`)).json()) as { user?: unknown } | null;
    expect(session?.user).toBeUndefined();
    await context.close();
  });
});
