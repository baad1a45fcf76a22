/**
 * The organization settings end to end in Chromium on the emulator (docs/organizations.md
 * "Settings"): an owner invites a colleague by email with the keyboard; the colleague opens the
 * mailed link from the outbox, accepts on Login, and appears in the owner's Members list; the owner
 * changes the colleague's role, then removes them; a member without permissions sees no management
 * controls. The emulator's own answers prove each change.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorApi, latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
let ownerToken: string;
let acme: string;
beforeAll(async () => {
  stack = await startStack();
  ownerToken = await emulatorApi(stack).signInByApi('owner@acme.test');
  acme = (await emulatorApi(stack).api('POST', '/v1/organizations', { name: 'Acme' }, ownerToken)).organization.organization_id as string;
});
afterAll(async () => {
  await stack?.close();
});

const members = async () =>
  ((await emulatorApi(stack).api('GET', `/v1/organizations/${acme}`, undefined, ownerToken)).members as Array<{ email: string; role: string }>).map((m) => `${m.email}:${m.role}`);

/** Signs `email` in on this browser by a magic link it sent itself (PKCE: the same browser redeems it). */
async function signIn(page: Page, email: string) {
  const back = `${stack.url}/demo/authenticate.html`;
  await page.goto(playground(stack.url, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.goto((await latestMessage(stack.url, email)).links[0]!);
  await page.getByText('You are signed in.').waitFor();
}

const settings = (page: Page, query = '') => page.goto(`${stack.url}/demo/organization.html${query}`);
const widget = (page: Page) => page.locator('#portico-organization');
/** Said in the widget's one live region (every success and error is). */
const announced = (page: Page, text: string) => widget(page).locator('[data-announcer]').getByText(text, { exact: true }).waitFor({ state: 'attached' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? document.activeElement?.getAttribute('aria-label'));

/** Tabs until `name`d control has the focus (a person's keyboard path), at most 30 presses. */
async function tabTo(page: Page, matches: () => Promise<boolean>) {
  for (let i = 0; i < 30; i++) {
    if (await matches()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`The keyboard never reached it; the focus is on ${await focused(page)}`);
}

describe('the organization settings', () => {
  it('an owner invites a colleague with the keyboard; the colleague accepts by the mailed link; the owner changes their role, then removes them', async () => {
    const owner = await stack.newPage();
    await signIn(owner.page, 'owner@acme.test');
    await settings(owner.page, `?organization=${acme}`);
    const w = widget(owner.page);
    await w.getByRole('heading', { name: 'Organization settings' }).waitFor();
    await w.getByText('Acme', { exact: true }).first().waitFor();

    // Keyboard only: to the section tabs, arrow to Invitations, into the form.
    const general = w.getByRole('tab', { name: 'General' });
    await tabTo(owner.page, () => general.evaluate((el) => el === document.activeElement));
    await owner.page.keyboard.press('ArrowRight');
    await owner.page.keyboard.press('ArrowRight');
    await expect.poll(() => w.getByRole('tab', { name: 'Invitations' }).getAttribute('aria-selected')).toBe('true');
    const email = w.getByRole('textbox', { name: 'Email' });
    await tabTo(owner.page, () => email.evaluate((el) => el === document.activeElement));

    // A bad address: the spec's message, and no invitation made.
    await owner.page.keyboard.type('colleague@acme');
    await owner.page.keyboard.press('Enter');
    await w.getByRole('tabpanel', { name: 'Invitations' }).getByText('Email format is invalid.').waitFor();
    await announced(owner.page, 'Email format is invalid.');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    expect((await emulatorApi(stack).api('GET', `/v1/organizations/${acme}/invitations`, undefined, ownerToken)).invitations).toEqual([]);

    await owner.page.keyboard.type('.test');
    await owner.page.keyboard.press('Enter');
    await announced(owner.page, 'Invitation sent to colleague@acme.test.');
    await w.getByRole('button', { name: 'Revoke the invitation to colleague@acme.test' }).waitFor();
    await w.getByText(/^Expires /).waitFor();
    await owner.page.getByTestId('events').getByText('OrganizationMemberInvited').waitFor();

    // The colleague, on their own browser: the mailed link, accepted on Login.
    const mail = await latestMessage(stack.url, 'colleague@acme.test');
    expect(mail.subject).toContain('invited you to join Acme');
    const colleague = await stack.newPage();
    await colleague.page.goto(mail.links[0]!);
    await colleague.page.getByRole('button', { name: 'Accept invitation' }).click();
    await colleague.page.getByRole('heading', { name: 'You joined \u2068Acme\u2069' }).waitFor();
    await colleague.context.close();

    // The owner's Members list, read again as the section opens, has them.
    await w.getByRole('tab', { name: 'Members' }).click();
    const role = w.getByRole('combobox', { name: 'Role of colleague@acme.test' });
    await role.waitFor();
    await expect(role.textContent()).resolves.toContain('Member');
    await expect(members()).resolves.toContain('colleague@acme.test:member');

    // A role change, by the keyboard: to the role, Enter opens the list (on Member), an arrow up to Admin, Enter.
    await tabTo(owner.page, () => role.evaluate((el) => el === document.activeElement));
    await owner.page.keyboard.press('Enter');
    await owner.page.getByRole('option', { name: 'Admin' }).waitFor();
    // Keys go to the list once it has taken the focus, with the current role highlighted.
    await expect.poll(() => owner.page.getByRole('option', { name: 'Member' }).getAttribute('data-highlighted')).not.toBeNull();
    await owner.page.keyboard.press('ArrowUp');
    await expect.poll(() => owner.page.getByRole('option', { name: 'Admin' }).getAttribute('data-highlighted')).not.toBeNull();
    await owner.page.keyboard.press('Enter');
    await announced(owner.page, 'colleague@acme.test is now Admin.');
    await expect(members()).resolves.toContain('colleague@acme.test:admin');
    await owner.page.getByTestId('events').getByText('OrganizationMemberRoleChanged').waitFor();

    // The owner is the last owner: nobody offers to demote or remove them.
    await expect(w.getByRole('combobox', { name: 'Role of owner@acme.test' }).count()).resolves.toBe(0);
    await expect(w.getByRole('button', { name: 'Remove owner@acme.test' }).count()).resolves.toBe(0);

    // Removal asks first: Cancel has the focus, Escape keeps them.
    await w.getByRole('button', { name: 'Remove colleague@acme.test' }).click();
    await w.getByRole('group', { name: 'Remove colleague@acme.test from Acme?' }).waitFor();
    expect(await w.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await owner.page.keyboard.press('Escape');
    await expect(w.getByRole('group', { name: /^Remove colleague/ }).count()).resolves.toBe(0);
    expect(await w.getByRole('button', { name: 'Remove colleague@acme.test' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(members()).resolves.toContain('colleague@acme.test:admin');

    await owner.page.keyboard.press('Enter');
    await w.getByRole('group', { name: 'Remove colleague@acme.test from Acme?' }).getByRole('button', { name: 'Remove' }).click();
    await announced(owner.page, 'colleague@acme.test was removed.');
    await expect(w.getByRole('combobox', { name: 'Role of colleague@acme.test' }).count()).resolves.toBe(0);
    await expect(members()).resolves.toEqual(['owner@acme.test:owner']);
    await owner.page.getByTestId('events').getByText('OrganizationMemberRemoved').waitFor();
    await owner.context.close();
  });

  it('a member without permissions reads the organization and its members, and is offered no management control', async () => {
    await emulatorApi(stack).api('POST', `/v1/organizations/${acme}/invitations`, { email: 'reader@acme.test', role: 'member', invitation_redirect_url: playground(stack.url, { products: ['emailMagicLinks', 'organizations'] }) }, ownerToken);
    const reader = await stack.newPage();
    await reader.page.goto((await latestMessage(stack.url, 'reader@acme.test')).links[0]!);
    await reader.page.getByRole('button', { name: 'Accept invitation' }).click();
    await reader.page.getByRole('heading', { name: 'You joined \u2068Acme\u2069' }).waitFor();

    // No organization named: the session's active one (the invitation made it Acme).
    await settings(reader.page);
    const w = widget(reader.page);
    await w.getByRole('heading', { name: 'Organization settings' }).waitFor();
    await w.getByText('Acme', { exact: true }).first().waitFor();
    await expect(w.getByRole('tab').allTextContents()).resolves.toEqual(['General', 'Members']);
    await expect(w.getByRole('textbox').count()).resolves.toBe(0);
    await expect(w.getByRole('button', { name: 'Save' }).count()).resolves.toBe(0);
    await w.getByRole('tab', { name: 'Members' }).click();
    await w.getByText('owner@acme.test').waitFor();
    await w.getByText('reader@acme.test').waitFor();
    await expect(w.getByRole('combobox').count()).resolves.toBe(0);
    await expect(w.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
    await reader.context.close();
  });
});
