/**
 * The organization settings on Better Auth, end to end in Chromium (docs/organizations.md
 * "Settings", "On Better Auth"): the same widget as on the emulator against the Better Auth dev
 * server with its organization plugin and portico({ invitations }). The owner makes a role of the organization's own (the plugin's dynamic access control) and invites a colleague
 * with it, by the keyboard; the colleague opens the mailed link from the dev outbox and accepts; the
 * owner sees them in Members with that role, changes it and removes them, then deletes the role. The
 * tabs Better Auth cannot serve (domains, the SSO connection) are not offered. Better Auth's own
 * answers prove each change.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBetterAuthWithDemo, type BetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { chooseWithKeyboard, latestMessage, patient, signInByMagicLink } from './harness';

const PATIENT = { timeout: 60_000, interval: 200 };

let server: BetterAuthWithDemo;
let browser: Browser;
let acme = '';
let owner: BrowserContext | undefined;

/** The owner's account and their organization, made through Better Auth's API (the set-up, not the test). */
async function ownerWithOrganization() {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${server.authUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie }, body: JSON.stringify(body) });
  const signedUp = await post('/sign-up/email', { email: 'owner@acme.test', password: 'a long owner password for acme 1', name: 'Owner' });
  const cookie = signedUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const made = await post('/organization/create', { name: 'Acme', slug: 'acme' }, cookie);
  if (!made.ok) throw new Error(`organization/create: ${made.status} ${await made.text()}`);
  return ((await made.json()) as { id: string }).id;
}

/** Better Auth's own answer, asked with the owner's browser session. */
async function asOwner(path: string) {
  const response = await owner!.request.get(`${server.authUrl}${path}`, { headers: { Origin: server.url } });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as any;
}
const members = async () =>
  ((await asOwner(`/organization/get-full-organization?organizationId=${acme}`)).members as Array<{ role: string; user: { email: string } }>).map((m) => `${m.user.email}:${m.role}`);
const madeRoles = async () => ((await asOwner(`/organization/list-roles?organizationId=${acme}`)) as Array<{ role: string; permission: Record<string, string[]> }>).map((r) => ({ [r.role]: r.permission }));
const invitations = async () => ((await asOwner(`/organization/list-invitations?organizationId=${acme}`)) as Array<{ email: string; status: string }>).map((i) => `${i.email}:${i.status}`);

beforeAll(async () => {
  server = await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, organizations: true });
  acme = await ownerWithOrganization();
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

const widget = (page: Page) => page.locator('#portico-organization');
/** Said in the widget's one live region (every success and error is). */
const announced = (page: Page, text: string) => widget(page).locator('[data-announcer]').getByText(text, { exact: true }).waitFor({ state: 'attached' });
const isFocused = (page: Page, name: string, role: 'tab' | 'textbox' | 'button' | 'checkbox') => widget(page).getByRole(role, { name, exact: true }).evaluate((el) => el === document.activeElement);

/** Tabs until the control has the focus (a person's keyboard path), at most 30 presses. */
async function tabTo(page: Page, name: string, role: 'tab' | 'textbox' | 'button' | 'checkbox') {
  for (let i = 0; i < 30 && !(await isFocused(page, name, role)); i++) await page.keyboard.press('Tab');
  expect(await isFocused(page, name, role), `${role} ${name} has the focus`).toBe(true);
}

describe('the organization settings on Better Auth', () => {
  it('the owner makes a role and invites a colleague with it by the keyboard, who accepts by the mailed link; the owner changes their role, removes them and deletes the role; domains and SSO are not offered', async () => {
    const { page, context } = await newPage();
    owner = context;
    await signIn(page, 'owner@acme.test');
    await page.goto(`${server.url}/demo/organization.html?organization=${acme}`);
    const w = widget(page);
    await w.getByRole('heading', { name: 'Organization settings' }).waitFor();
    await w.getByText('Acme', { exact: true }).first().waitFor();
    // The owner holds every permission Better Auth serves; what it cannot do has no tab.
    const TABS = ['General', 'Members', 'Invitations', 'Roles'];
    await expect(w.getByRole('tab').allTextContents()).resolves.toEqual(TABS);

    // Keyboard only: to the section tabs, End to the last (Roles), a new role that may invite.
    await tabTo(page, 'General', 'tab');
    await page.keyboard.press('End');
    await expect(w.getByRole('tab', { name: 'Roles' }).getAttribute('aria-selected')).resolves.toBe('true');
    await tabTo(page, 'New role', 'button');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Role name', 'textbox');
    await page.keyboard.type('billing');
    await tabTo(page, 'Invite members', 'checkbox');
    await page.keyboard.press('Space');
    await tabTo(page, 'Save role', 'button');
    await page.keyboard.press('Enter');
    await announced(page, 'Role billing saved.');
    await page.getByTestId('events').getByText('OrganizationRoleSaved').waitFor();
    expect(await madeRoles()).toEqual([{ billing: { ac: ['read'], invitation: ['create'] } }]);

    // To Invitations (the tabs again), into the form.
    await tabTo(page, 'Roles', 'tab');
    await page.keyboard.press('ArrowLeft');
    await expect(w.getByRole('tab', { name: 'Invitations' }).getAttribute('aria-selected')).resolves.toBe('true');
    await tabTo(page, 'Email', 'textbox');

    // A bad address: the spec's message, and nothing sent to Better Auth.
    await page.keyboard.type('colleague@acme');
    await page.keyboard.press('Enter');
    await announced(page, 'Email format is invalid.');
    await expect(w.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await invitations()).toEqual([]);

    await page.keyboard.type('.test');
    await chooseWithKeyboard(page, w.getByRole('combobox', { name: 'Role' }), 'billing');
    await tabTo(page, 'Send invitation', 'button');
    await page.keyboard.press('Enter');
    await announced(page, 'Invitation sent to colleague@acme.test.');
    await w.getByRole('button', { name: 'Revoke the invitation to colleague@acme.test' }).waitFor();
    await page.getByTestId('events').getByText('OrganizationMemberInvited').waitFor();
    expect(await invitations()).toEqual(['colleague@acme.test:pending']);
    await expect(w.getByText('billing', { exact: true }).count()).resolves.toBeGreaterThan(0);

    // The colleague, on their own browser: the mailed link, accepted on Login (which signs them in).
    const mail = await latestMessage(server.url, 'colleague@acme.test');
    expect(mail.subject).toBe('Owner invited you to join Acme');
    const colleague = await newPage();
    await colleague.page.goto(mail.links[0]!);
    await colleague.page.getByRole('button', { name: 'Accept invitation' }).click();
    await colleague.page.getByRole('heading', { name: 'You joined \u2068Acme\u2069' }).waitFor();
    await colleague.context.close();
    expect(await members()).toContain('colleague@acme.test:billing');

    // The owner's Members list, read again as the section opens, has them with their role.
    await w.getByRole('tab', { name: 'Members' }).click();
    const role = w.getByRole('combobox', { name: 'Role of colleague@acme.test' });
    await role.waitFor();
    await expect(role.textContent()).resolves.toContain('billing');

    // A role change with the keyboard, as Better Auth's update-member-role answers it.
    await tabTo(page, 'Members', 'tab');
    await chooseWithKeyboard(page, role, 'Admin');
    await announced(page, 'colleague@acme.test is now Admin.');
    await page.getByTestId('events').getByText('OrganizationMemberRoleChanged').waitFor();
    await expect.poll(members, PATIENT).toContain('colleague@acme.test:admin');
    await expect(role.textContent()).resolves.toContain('Admin');

    // The owner is the last owner: nobody offers to demote or remove them.
    await expect(w.getByRole('combobox', { name: 'Role of owner@acme.test' }).count()).resolves.toBe(0);
    await expect(w.getByRole('button', { name: 'Remove owner@acme.test' }).count()).resolves.toBe(0);

    // Removal asks first, and Better Auth's remove-member runs only once confirmed.
    await tabTo(page, 'Remove colleague@acme.test', 'button');
    await page.keyboard.press('Enter');
    const confirm = w.getByRole('group', { name: 'Remove colleague@acme.test from Acme?' });
    await confirm.waitFor();
    expect(await members()).toContain('colleague@acme.test:admin');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await announced(page, 'colleague@acme.test was removed.');
    await expect(w.getByRole('combobox', { name: 'Role of colleague@acme.test' }).count()).resolves.toBe(0);
    await page.getByTestId('events').getByText('OrganizationMemberRemoved').waitFor();
    expect(await members()).toEqual(['owner@acme.test:owner']);

    // Nobody holds the role now: it is deleted (asked first).
    await w.getByRole('tab', { name: 'Roles' }).click();
    await w.getByRole('button', { name: 'Delete billing' }).click();
    await w.getByRole('group', { name: 'Delete the role billing?' }).getByRole('button', { name: 'Delete' }).click();
    await announced(page, 'Role billing deleted.');
    expect(await madeRoles()).toEqual([]);

    // Still no Domains or SSO connection tab after every change.
    await expect(w.getByRole('tab').allTextContents()).resolves.toEqual(TABS);
    await context.close();
  });
});
