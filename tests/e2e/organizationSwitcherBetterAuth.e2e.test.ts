/**
 * The organization switcher on Better Auth, end to end in Chromium (docs/organizations.md "The
 * organization switcher", "On Better Auth"): the same widget as on the emulator against the Better
 * Auth dev server with its organization plugin. Pat owns Acme and is an admin of Globex by an
 * accepted invitation; on the switcher's page they switch with the keyboard, and Better Auth's own
 * session (get-session) holds the organization they chose.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBetterAuthWithDemo, type BetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { chooseWithKeyboard as choose, latestMessage, patient, playground } from './harness';

const PASSWORD = 'a long password for pat 1';

let server: BetterAuthWithDemo;
let browser: Browser;
let acme = '';
let globex = '';

/** One person's calls to Better Auth, their session cookie kept. */
function person() {
  let cookie = '';
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${server.authUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as any;
  };
  return { call };
}

const pat = () => patPerson;
let patPerson: ReturnType<typeof person>;

beforeAll(async () => {
  server = await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, organizations: true });
  patPerson = person();
  await pat().call('POST', '/sign-up/email', { email: 'pat@two.test', password: PASSWORD, name: 'Pat' });
  acme = (await pat().call('POST', '/organization/create', { name: 'Acme', slug: 'acme' })).id;
  const owner = person();
  await owner.call('POST', '/sign-up/email', { email: 'owner@globex.test', password: 'a long password for globex 1', name: 'Owner' });
  globex = (await owner.call('POST', '/organization/create', { name: 'Globex', slug: 'globex' })).id;
  const invitation = await owner.call('POST', '/organization/invite-member', { email: 'pat@two.test', role: 'admin', organizationId: globex });
  await pat().call('POST', '/organization/accept-invitation', { invitationId: invitation.id });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Pat signed in on a fresh browser by a magic link on Login (as a person signs in), then on the switcher's page. */
async function signedInSwitcher(): Promise<Page> {
  const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
  const page = await context.newPage();
  const back = `${server.url}/demo/authenticate.html`;
  await page.goto(playground(server.url, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back } }));
  await page.getByRole('textbox', { name: 'Email' }).fill('pat@two.test');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.goto((await latestMessage(server.url, 'pat@two.test')).links[0]!);
  await page.getByText('You are signed in.').waitFor();
  await page.goto(`${server.url}/demo/organizations.html`);
  await page.getByRole('heading', { name: 'Organizations' }).waitFor();
  return page;
}

const widget = (page: Page) => page.locator('#portico-organizations');
const activeOrganization = async (page: Page) =>
  ((await (await page.context().request.get(`${server.authUrl}/get-session`)).json()) as { session: { activeOrganizationId?: string | null } }).session.activeOrganizationId ?? null;

const chooseWithKeyboard = (page: Page, option: string) =>
  choose(page, widget(page).getByRole('combobox', { name: 'Active organization' }), option);

describe('the organization switcher on Better Auth', () => {
  it('a person in two organizations switches with the keyboard; Better Auth’s session holds the one chosen', async () => {
    const page = await signedInSwitcher();
    // A new session has no active organization in Better Auth: the personal account.
    await widget(page).getByText('You are working in your personal account.').waitFor();
    expect(await activeOrganization(page)).toBeNull();

    await chooseWithKeyboard(page, '\u2068Globex\u2069 (Admin)');
    await widget(page).getByText('You are working in Globex as Admin.').waitFor();
    await page.getByText('OrganizationSwitched').waitFor();
    expect(await activeOrganization(page)).toBe(globex);

    await chooseWithKeyboard(page, '\u2068Acme\u2069 (Owner)');
    await widget(page).getByText('You are working in Acme as Owner.').waitFor();
    expect(await activeOrganization(page)).toBe(acme);

    await chooseWithKeyboard(page, 'Personal account');
    await widget(page).getByText('You are working in your personal account.').waitFor();
    expect(await activeOrganization(page)).toBeNull();

    // Reloaded, the page shows what the session holds.
    await chooseWithKeyboard(page, '\u2068Globex\u2069 (Admin)');
    await widget(page).getByText('You are working in Globex as Admin.').waitFor();
    await page.reload();
    await widget(page).getByText('You are working in Globex as Admin.').waitFor();
    expect(await activeOrganization(page)).toBe(globex);
    await page.context().close();
  });
});

describe('a session Better Auth made without the widget', () => {
  /**
   * Opens `path` with Better Auth's start-up get-session held until the widget has said nobody is
   * signed in (what the page's storage says: the widget never saw this sign-in), then lets it answer.
   */
  async function openWithSessionLate(page: Page, path: string) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route(`${server.authUrl}/get-session*`, async (route) => {
      if (first) {
        first = false;
        await held;
      }
      await route.continue();
    });
    await page.goto(`${server.url}${path}`);
    await page.getByText('Must have an active session to call this method. Have you logged in yet?').first().waitFor();
    release();
  }

  it('the switcher and the account center show the person once Better Auth says who is signed in', async () => {
    // The host's own sign-up form (Better Auth's API, its session cookie in this browser).
    const context = patient(await browser.newContext());
    const signUp = await context.request.post(`${server.authUrl}/sign-up/email`, {
      data: { email: 'sam@outside.test', password: 'a long password for sam 1', name: 'Sam' },
      headers: { Origin: server.url },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const switcher = await context.newPage();
    await openWithSessionLate(switcher, '/demo/organizations.html');
    await widget(switcher).getByText(/You are working in/).waitFor();
    // Another browser with only the cookie: the first page's storage now knows the session.
    const other = patient(await browser.newContext({ storageState: { cookies: await context.cookies(), origins: [] } }));
    const account = await other.newPage();
    await openWithSessionLate(account, '/demo/account.html');
    await account.getByRole('heading', { name: 'Your account' }).waitFor();
    await account.getByRole('button', { name: /^Email sam@outside\.test/ }).waitFor();
    await Promise.all([context.close(), other.close()]);
  });
});
