/**
 * Invitations by their mailed link on Better Auth, end to end in Chromium (docs/organizations.md
 * "On Better Auth"): the same Login config as on the emulator (magic links and `organizations`)
 * against the Better Auth dev server with its organization plugin and portico({ invitations }). An
 * owner invites through the organization plugin's API; the colleague opens the link from the dev
 * outbox and accepts with the keyboard (a member, the organization active in Better Auth's session)
 * or declines; a person signed in with another address is refused, and can sign out to accept.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBetterAuthWithDemo, type BetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { latestMessage, patient, playground } from './harness';

let server: BetterAuthWithDemo;
let browser: Browser;
let cookie = '';
let acme = '';

/** A call to Better Auth as the owner makes it (their session cookie kept). */
async function auth(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.authUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: server.url, ...(cookie ? { Cookie: cookie } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const set = response.headers.getSetCookie();
  if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as any;
}

const loginPage = () => playground(server.url, { products: ['emailMagicLinks', 'organizations'] });

/** The owner invites `email` (the link to the Login page); answers the link of the mail it got. */
async function invite(email: string, role = 'admin'): Promise<string> {
  await auth('POST', '/organization/invite-member', { email, role, organizationId: acme }, { 'X-Portico-Invitation-Redirect': loginPage() });
  const mail = await latestMessage(server.url, email);
  expect(mail.subject).toBe('Owner invited you to join Acme');
  return mail.links[0]!;
}

const members = async () =>
  ((await auth('GET', `/organization/get-full-organization?organizationId=${acme}`)).members as Array<{ role: string; user: { email: string } }>).map((m) => `${m.user.email}:${m.role}`);
const sessionOf = async (context: BrowserContext) => (await (await context.request.get(`${server.authUrl}/get-session`)).json()) as { user?: { email: string }; session?: { activeOrganizationId?: string | null } } | null;

beforeAll(async () => {
  server = await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, organizations: true });
  await auth('POST', '/sign-up/email', { email: 'owner@acme.test', password: 'a long owner password for acme 1', name: 'Owner' });
  acme = (await auth('POST', '/organization/create', { name: 'Acme', slug: 'acme' })).id as string;
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

describe('an invitation by its mailed link, on Better Auth', () => {
  it('the colleague accepts with the keyboard: signed in as the invited address, a member as invited, Acme active', async () => {
    const link = await invite('colleague@acme.test');
    expect(new URL(link).searchParams.get('stytch_token_type')).toBe('invitation');
    const { page, context } = await newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Join \u2068Acme\u2069' }).waitFor();
    await page.getByText('This invitation is for colleague@acme.test.').waitFor();
    await expect(page.getByText(/invited you to join Acme as Admin\./).count()).resolves.toBe(1);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    const accept = page.getByRole('button', { name: 'Accept invitation' });
    for (let i = 0; i < 10 && !(await accept.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'You joined \u2068Acme\u2069' }).waitFor();
    await page.getByText('Acme is now your active organization.').waitFor();
    await page.getByText('event: OrganizationInvitationAccepted').waitFor();
    expect(await members()).toContain('colleague@acme.test:admin');
    // Better Auth's word: its session cookie names the colleague, with Acme active.
    const session = await sessionOf(context);
    expect(session?.user?.email).toBe('colleague@acme.test');
    expect(session?.session?.activeOrganizationId).toBe(acme);
    await context.close();
  });

  it('the colleague declines: not a member, no session, and the link cannot be used again', async () => {
    const link = await invite('decliner@acme.test', 'member');
    const { page, context } = await newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('heading', { name: 'Invitation declined' }).waitFor();
    await page.getByText('You declined the invitation to join Acme.').waitFor();
    expect((await members()).some((m) => m.startsWith('decliner@'))).toBe(false);
    expect((await sessionOf(context))?.user).toBeUndefined();
    await page.goto(link);
    await page.getByRole('heading', { name: 'This invitation can\u2019t be used' }).waitFor();
    await page.getByText('This invitation is unknown, was withdrawn, or was already answered.', { exact: true }).waitFor();
    await context.close();
  });

  it('a person signed in with another address is refused in the catalogue\u2019s words, and can sign out to accept', async () => {
    const link = await invite('invited@acme.test', 'member');
    const { page, context } = await newPage();
    // Signed in on this browser as someone else (Better Auth's session cookie, shared with the page).
    const signUp = await context.request.post(`${server.authUrl}/sign-up/email`, {
      data: { email: 'someone@else.test', password: 'a long password for someone else 1', name: 'Someone' },
      headers: { Origin: server.url },
    });
    expect(signUp.ok()).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'This invitation is for another address' }).waitFor();
    await page.getByText('This invitation was sent to another email address. Sign in with that address to accept it.').waitFor();
    await page.getByText('You are signed in as someone@else.test.').waitFor();
    await expect(page.getByRole('button', { name: 'Accept invitation' }).count()).resolves.toBe(0);
    expect((await members()).some((m) => m.startsWith('someone@') || m.startsWith('invited@'))).toBe(false);
    await page.locator('#portico-login').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.getByRole('heading', { name: 'You joined \u2068Acme\u2069' }).waitFor();
    expect(await members()).toContain('invited@acme.test:member');
    expect((await sessionOf(context))?.user?.email).toBe('invited@acme.test');
    await context.close();
  });
});
