/**
 * The organization switcher end to end in Chromium on the emulator (docs/organizations.md "The
 * organization switcher"): a person in two organizations switches with the keyboard and the
 * session's JWT carries the new active one (createSessionVerifier); they create one (bad input is
 * refused before any call; a URL name in use is refused by the server in the catalogue's words);
 * a switch the server refuses says why; in French, its words come from French chunks only.
 */
import type { Page, Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier } from '../../src/server';
import { chooseWithKeyboard as choose, emulatorApi, latestMessage, playground, startStack, type Stack } from './harness';

const PERSON = 'pat@two.test';
let stack: Stack;
let acme: string;
let globex: string;
let globexOwner: string;
beforeAll(async () => {
  stack = await startStack();
  const { api, signInByApi } = emulatorApi(stack);
  // Pat owns Acme, and is an admin of Globex by an accepted invitation.
  const pat = await signInByApi(PERSON);
  acme = (await api('POST', '/v1/organizations', { name: 'Acme', slug: 'acme' }, pat)).organization.organization_id as string;
  globexOwner = await signInByApi('owner@globex.test');
  globex = (await api('POST', '/v1/organizations', { name: 'Globex' }, globexOwner)).organization.organization_id as string;
  await api('POST', `/v1/organizations/${globex}/invitations`, { email: PERSON, role: 'admin' }, globexOwner);
  const token = new URL((await latestMessage(stack.url, PERSON)).links[0]!).searchParams.get('token');
  await api('POST', '/v1/invitations/accept', { token, session_duration_minutes: 30 }, pat);
});
afterAll(async () => {
  await stack?.close();
});

/** Pat signed in on a fresh browser by a magic link, on the switcher's page. */
async function signedInSwitcher(): Promise<Page> {
  const { page } = await stack.newPage();
  const back = `${stack.url}/demo/authenticate.html`;
  await page.goto(playground(stack.url, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(PERSON);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.goto((await latestMessage(stack.url, PERSON)).links[0]!);
  await page.getByText('You are signed in.').waitFor();
  await page.goto(`${stack.url}/demo/organizations.html`);
  // The widget's heading, not the page's "Portico demo · Organizations" (both match a loose name).
  await widget(page).getByRole('heading', { name: 'Organizations', exact: true }).waitFor();
  return page;
}

const widget = (page: Page) => page.locator('#portico-organizations');
const activeOrganization = async (page: Page) => {
  const jwt = (await page.context().cookies()).find((c) => c.name === 'portico_session_jwt')?.value;
  return (await createSessionVerifier({ baseUrl: stack.url, publicToken: stack.emulator.ctx.config.public_token })(jwt!)).organizationId;
};
// The widget's one live region repeats an error's text for screen readers: the first is the one on screen.
const shown = (page: Page, text: string) => widget(page).getByText(text, { exact: true }).first().waitFor();
const events = (page: Page) => page.getByTestId('events').locator('li').allTextContents();

const chooseWithKeyboard = (page: Page, option: string) =>
  choose(page, widget(page).getByRole('combobox', { name: 'Active organization' }), option);

describe('the organization switcher', () => {
  it('a person in two organizations switches with the keyboard; the session’s JWT carries the active one', async () => {
    const page = await signedInSwitcher();
    await widget(page).getByText('You are working in your personal account.').waitFor();
    expect(await activeOrganization(page)).toBeNull();

    await chooseWithKeyboard(page, '\u2068Globex\u2069 (Admin)');
    await widget(page).getByText('You are working in Globex as Admin.').waitFor();
    await page.getByText('OrganizationSwitched').waitFor();
    expect(await activeOrganization(page)).toBe(globex);
    // The focus stays where the person was: on the list's trigger.
    expect(await widget(page).getByRole('combobox', { name: 'Active organization' }).evaluate((el) => el === document.activeElement)).toBe(true);

    await chooseWithKeyboard(page, '\u2068Acme\u2069 (Owner)');
    await widget(page).getByText('You are working in Acme as Owner.').waitFor();
    expect(await activeOrganization(page)).toBe(acme);

    // Reloaded, the page shows what the session holds.
    await page.reload();
    await widget(page).getByText('You are working in Acme as Owner.').waitFor();
    await page.context().close();
  });

  it('creates an organization: bad input is refused before any call, a URL name in use in the catalogue’s words, then it is active', async () => {
    const page = await signedInSwitcher();
    const creates: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/organizations') creates.push(request);
    });
    await widget(page).getByRole('button', { name: 'Create organization' }).click();
    await widget(page).getByRole('heading', { name: 'Create organization' }).waitFor();

    await widget(page).getByRole('button', { name: 'Create', exact: true }).click();
    await shown(page, 'Enter a name for the organization.');
    // The focus goes to the field to mend.
    expect(await widget(page).getByRole('textbox', { name: 'Name', exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await widget(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Initech');
    await widget(page).getByRole('textbox', { name: /URL name/ }).fill('Not A Slug');
    await page.keyboard.press('Enter');
    await shown(page, 'Use 1 to 48 lower case letters, digits and hyphens, starting and ending with a letter or digit.');
    expect(creates).toHaveLength(0);

    // Acme has this URL name: the server refuses, and the banner says so in the catalogue's words.
    await widget(page).getByRole('textbox', { name: /URL name/ }).fill('acme');
    await page.keyboard.press('Enter');
    await shown(page, 'Another organization already uses this URL name.');
    expect(creates).toHaveLength(1);
    // Nothing typed is lost.
    expect(await widget(page).getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Initech');

    await widget(page).getByRole('textbox', { name: /URL name/ }).fill('initech');
    await page.keyboard.press('Enter');
    await widget(page).getByText('You are working in Initech as Owner.').waitFor();
    // Back on the switcher, the focus is on its heading.
    expect(await widget(page).getByRole('heading', { name: 'Organizations' }).evaluate((el) => el === document.activeElement)).toBe(true);
    const initech = stack.emulator.ctx.db.prepare('SELECT organization_id FROM organizations WHERE slug = ?').get('initech') as { organization_id: string } | undefined;
    expect(initech).toBeDefined();
    expect(await activeOrganization(page)).toBe(initech!.organization_id);
    expect(await events(page)).toEqual(expect.arrayContaining(['OrganizationCreated', 'OrganizationSwitched']));
    await page.context().close();
  });

  it('a switch the server refuses is said in the catalogue’s words, and the active one stays', async () => {
    const page = await signedInSwitcher();
    await widget(page).getByText('You are working in your personal account.').waitFor();
    // Globex's owner removes Pat while the page is open.
    const patId = stack.emulator.ctx.users.byEmail(PERSON)!.user_id;
    await emulatorApi(stack).api('DELETE', `/v1/organizations/${globex}/members/${patId}`, undefined, globexOwner);
    await chooseWithKeyboard(page, '\u2068Globex\u2069 (Admin)');
    await shown(page, 'No such organization, or you are not one of its members.');
    await widget(page).getByText('You are working in your personal account.').waitFor();
    expect(await activeOrganization(page)).toBeNull();
    await page.getByText(/error: organization_not_found/).waitFor();
    await page.context().close();
  });
});

describe('in another language', () => {
  it('in French: the switcher, its role names and its create form read in French, only French text downloaded', async () => {
    const page = await signedInSwitcher();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${stack.url}/demo/organizations.html?lang=fr`);
    // Its own words (the switcher's chunk), and a role's name (the invitation's chunk, which Login has too).
    await widget(page).getByText('Vous travaillez dans votre compte personnel.').waitFor();
    await choose(page, widget(page).getByRole('combobox', { name: 'Organisation active' }), '\u2068Acme\u2069 (Propriétaire)');
    await widget(page).getByText('Vous travaillez dans Acme en tant que Propriétaire.').waitFor();

    await widget(page).getByRole('button', { name: 'Créer une organisation' }).click();
    await widget(page).getByRole('textbox', { name: 'Nom dans l’URL (facultatif)' }).waitFor();
    await widget(page).getByRole('button', { name: 'Créer', exact: true }).click();
    await shown(page, 'Saisissez un nom pour l’organisation.');

    // The page's built chunks are named after their language: French ones only (the language's, the invitation's, the switcher's).
    const languages = fetched.map((path) => /\/assets\/(es|fr|de|pt-BR|ja|zh-CN|hi|ar|he|en-XA)-[\w-]+\.js$/.exec(path)?.[1]).filter(Boolean);
    expect(new Set(languages)).toEqual(new Set(['fr']));
    expect(languages.length).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });
});
