/**
 * Invitations by their mailed link, end to end in Chromium on the emulator (docs/organizations.md
 * "Invitations"): an owner invites a colleague through the API; the colleague opens the link from
 * the outbox on a Login page naming `organizations`, and accepts with the keyboard (a member, the
 * organization active in the session's JWT) or declines; a person signed in with another address
 * is refused in the catalogue's words.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier } from '../../src/server';
import { emulatorApi, latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
let owner: string;
let acme: string;
beforeAll(async () => {
  stack = await startStack();
  owner = await signInByApi('owner@acme.test');
  acme = (await api('POST', '/v1/organizations', { name: 'Acme' }, owner)).organization.organization_id as string;
});
afterAll(async () => {
  await stack?.close();
});

const api: ReturnType<typeof emulatorApi>['api'] = (...args) => emulatorApi(stack).api(...args);
const signInByApi = (email: string) => emulatorApi(stack).signInByApi(email);

const loginPage = () => playground(stack.url, { products: ['emailMagicLinks', 'organizations'] });

/** The owner invites `email`; answers the link of the mail it got. */
async function invite(email: string, role = 'admin'): Promise<string> {
  await api('POST', `/v1/organizations/${acme}/invitations`, { email, role, invitation_redirect_url: loginPage() }, owner);
  const mail = await latestMessage(stack.url, email);
  expect(mail.subject).toContain('invited you to join Acme');
  return mail.links[0]!;
}

const sessionJwt = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'portico_session_jwt')?.value;
const members = async () => ((await api('GET', `/v1/organizations/${acme}`, undefined, owner)).members as Array<{ email: string; role: string }>).map((m) => `${m.email}:${m.role}`);

describe('an invitation by its mailed link', () => {
  it('the colleague accepts with the keyboard: a member as invited, Acme active in the session', async () => {
    const link = await invite('colleague@acme.test');
    const { page, context } = await stack.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Join \u2068Acme\u2069' }).waitFor();
    await page.getByText('This invitation is for colleague@acme.test.').waitFor();
    await expect(page.getByText(/invited you to join Acme as Admin\./).count()).resolves.toBe(1);
    // The token leaves the address bar at once.
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // Keyboard only: Tab to the first button, then Enter.
    const accept = page.getByRole('button', { name: 'Accept invitation' });
    for (let i = 0; i < 10 && !(await accept.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'You joined \u2068Acme\u2069' }).waitFor();
    await page.getByText('Acme is now your active organization.').waitFor();
    // The host hears it (the playground lists the widget's events).
    await page.getByText('event: OrganizationInvitationAccepted').waitFor();
    expect(await members()).toContain('colleague@acme.test:admin');
    const verified = await createSessionVerifier({ baseUrl: stack.url, publicToken: stack.emulator.ctx.config.public_token })((await sessionJwt(page))!);
    expect(verified.organizationId).toBe(acme);
    await context.close();
  });

  it('the colleague declines: not a member, and the link cannot be used again', async () => {
    const link = await invite('decliner@acme.test', 'member');
    const { page, context } = await stack.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('heading', { name: 'Invitation declined' }).waitFor();
    await page.getByText('You declined the invitation to join Acme.').waitFor();
    expect((await members()).some((m) => m.startsWith('decliner@'))).toBe(false);
    await page.goto(link);
    await page.getByRole('heading', { name: 'This invitation can\u2019t be used' }).waitFor();
    await page.getByText('This invitation is unknown, was withdrawn, or was already answered.', { exact: true }).waitFor();
    await context.close();
  });

  it('a person signed in with another address is refused in the catalogue\u2019s words, and can sign out to accept', async () => {
    const link = await invite('invited@acme.test', 'member');
    const { page, context } = await stack.newPage();
    // Signed in on this browser as someone else, by a magic link of their own (PKCE: sent from this browser).
    const back = `${stack.url}/demo/authenticate.html`;
    await page.goto(playground(stack.url, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back } }));
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@else.test');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.goto((await latestMessage(stack.url, 'someone@else.test')).links[0]!);
    await page.getByText('You are signed in.').waitFor();
    await page.goto(link);
    await page.getByRole('heading', { name: 'This invitation is for another address' }).waitFor();
    await page.getByText('This invitation was sent to another email address. Sign in with that address to accept it.').waitFor();
    await page.getByText('You are signed in as someone@else.test.').waitFor();
    await expect(page.getByRole('button', { name: 'Accept invitation' }).count()).resolves.toBe(0);
    expect((await members()).some((m) => m.startsWith('someone@') || m.startsWith('invited@'))).toBe(false);
    // Signing out leaves the invited address free to accept (the link proves it).
    await page.locator('#portico-login').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.getByRole('heading', { name: 'You joined \u2068Acme\u2069' }).waitFor();
    expect(await members()).toContain('invited@acme.test:member');
    await context.close();
  });
});
