/**
 * The account center end to end, on both backends (docs/account.md): a person signs in with an
 * email code, then in the account center changes their name, their address (the link in the new
 * inbox; the old one told), sets a password with the sign-up's rules, signs another device out,
 * confirms it's them when the session is stale, connects and disconnects a social account (never
 * the last way in) and deletes the account. The server's own state proves each change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';
import type { RunningEmulator } from '../../emulator/server';
import { startBetterAuthWithDemo, type BetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { createSessionVerifier } from '../../src/server';
import { BACKENDS, SOCIAL_PROVIDERS, type Backend } from './backends';
import { latestMessage, patient, playground } from './harness';

const STRONG = 'violet-Harbor-lantern-42';

/** What a test reads of the server itself, the same way on both backends. */
interface ServerState {
  /** The user with this address: their id and name, or null. */
  user(email: string): Promise<{ id: string; name: string } | null>;
  /** Whether the password signs this address in (asked of the server directly). */
  passwordWorks(email: string, password: string): Promise<boolean>;
  /** Whether the server still accepts this browser's session (createSessionVerifier; Better Auth's getSession). */
  sessionLives(context: BrowserContext): Promise<boolean>;
  /** Ages every session past the step-up window. */
  makeStale(): Promise<void>;
  /** The providers connected to the user. */
  providers(userId: string): Promise<string[]>;
}

interface Stack {
  url: string;
  state: ServerState;
  close(): Promise<void>;
}

async function emulatorStack(): Promise<Stack> {
  let offsetMs = 0;
  // A window shorter than a session (30 minutes): the clock can pass the one and not the other.
  const emulator: RunningEmulator = await startEmulatorWithDemo({ port: 0, inMemory: true, quiet: true, config: { fresh_age_seconds: 600 }, now: () => new Date(Date.now() + offsetMs) });
  const ctx = emulator.ctx;
  const verify = createSessionVerifier({ baseUrl: emulator.url, publicToken: ctx.config.public_token });
  return {
    url: emulator.url,
    close: () => emulator.close(),
    state: {
      async user(email) {
        const found = ctx.users.byEmail(email);
        return found ? { id: found.user_id, name: `${found.name.first_name} ${found.name.last_name}`.trim() } : null;
      },
      async passwordWorks(email, password) {
        const headers = { 'Content-Type': 'application/json', 'X-Portico-Public-Token': ctx.config.public_token };
        const res = await fetch(`${emulator.url}/v1/passwords/authenticate`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
        if (res.status !== 200) return false;
        // The check's own session goes again: the person's device list is theirs.
        const { session_token } = (await res.json()) as { session_token: string };
        await fetch(`${emulator.url}/v1/sessions/revoke`, { method: 'POST', headers: { ...headers, Authorization: `Bearer ${session_token}` }, body: '{}' });
        return true;
      },
      async sessionLives(context) {
        const jwt = (await context.cookies()).find((cookie) => cookie.name === 'portico_session_jwt')?.value;
        return verify(jwt ? decodeURIComponent(jwt) : null).then(
          () => true,
          () => false,
        );
      },
      async makeStale() {
        offsetMs += (ctx.config.fresh_age_seconds + 60) * 1000;
      },
      async providers(userId) {
        return ctx.db.prepare<[string], { provider_type: string }>('SELECT provider_type FROM user_providers WHERE user_id = ?').all(userId).map((row) => row.provider_type);
      },
    },
  };
}

async function betterAuthStack(): Promise<Stack> {
  const server: BetterAuthWithDemo = await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, socialEmulator: { providers: SOCIAL_PROVIDERS } });
  const auth = server.auth;
  const context = () => auth.$context;
  return {
    url: server.url,
    close: () => server.close(),
    state: {
      async user(email) {
        const found = await (await context()).internalAdapter.findUserByEmail(email);
        return found ? { id: found.user.id, name: found.user.name } : null;
      },
      async passwordWorks(email, password) {
        const res = await fetch(`${server.authUrl}/sign-in/email`, { method: 'POST', headers: { 'Content-Type': 'application/json', origin: server.url }, body: JSON.stringify({ email, password }) });
        if (res.status !== 200) return false;
        // The check's own session goes again: the person's device list is theirs.
        const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
        await auth.api.signOut({ headers: new Headers({ cookie }) });
        return true;
      },
      async sessionLives(browserContext) {
        const cookie = (await browserContext.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
        return (await auth.api.getSession({ headers: new Headers({ cookie }) })) !== null;
      },
      async makeStale() {
        const ctx = await context();
        const day = ctx.sessionConfig.freshAge * 1000;
        await ctx.adapter.updateMany({ model: 'session', where: [], update: { createdAt: new Date(Date.now() - day - 60_000) } });
      },
      async providers(userId) {
        const accounts = await (await context()).internalAdapter.findAccounts(userId);
        return accounts.filter((account) => account.providerId !== 'credential').map((account) => account.providerId);
      },
    },
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

const newPage = async () => {
  const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
  return { context, page: await context.newPage() };
};

/** An email code sign-in in the playground, as a person does it. */
async function signIn(page: Page, url: string, email: string) {
  await page.goto(playground(url, { products: ['otp'], otpOptions: { methods: ['email'] } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
  const message = await latestMessage(url, email);
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
}

/** Opens a section of the overview with the keyboard: Tab to its row, Enter. */
async function openSection(page: Page, name: string) {
  const row = page.getByRole('navigation', { name: 'Account settings' }).getByRole('button', { name: new RegExp(`^${name}`) });
  await row.focus();
  await page.keyboard.press('Enter');
}

const account = (page: Page, url: string) => page.goto(`${url}/demo/account.html`);

describe.each(BACKENDS)('the account center on %s', (backend: Backend) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = backend === 'emulator' ? await emulatorStack() : await betterAuthStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('name, address, password, devices, a step-up and deletion, each proven by the server', async () => {
    const first = `ada-${backend}@example.com`;
    const next = `ada.lovelace-${backend}@example.com`;
    const { page, context } = await newPage();
    const events: string[] = [];
    page.on('console', () => undefined);
    await signIn(page, stack.url, first);

    // The name, typed and saved with the keyboard.
    await account(page, stack.url);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await openSection(page, 'Profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByRole('button', { name: /^Profile Ada Lovelace/ }).waitFor();
    await expect(stack.state.user(first)).resolves.toMatchObject({ name: 'Ada Lovelace' });
    await expect(page.getByTestId('events').innerText()).resolves.toContain('AccountProfileChange');

    // A new address: a link to it; the account's address changes when it is followed; the old one is told.
    await openSection(page, 'Email');
    await page.getByRole('textbox', { name: 'New email address' }).fill('not an address');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('Email format is invalid.').first().waitFor();
    await page.getByRole('textbox', { name: 'New email address' }).fill(next);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByRole('heading', { name: 'Check your new inbox' }).waitFor();
    await expect(stack.state.user(first)).resolves.not.toBeNull(); // nothing until the link
    const link = (await latestMessage(stack.url, next)).links[0]!;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^Email ${next.replace(/[.]/g, '\\.')}`) }).waitFor();
    await expect(stack.state.user(first)).resolves.toBeNull();
    const user = (await stack.state.user(next))!;
    expect(user.name).toBe('Ada Lovelace');
    await expect.poll(async () => (await latestMessage(stack.url, first)).subject).toMatch(/email address was changed/);

    // A first password, with the sign-up's strength rules.
    await openSection(page, 'Password');
    await page.getByRole('heading', { name: 'Set a password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('password');
    const set = page.getByRole('button', { name: 'Set password' });
    await expect.poll(() => set.isDisabled()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill(STRONG);
    await expect.poll(() => set.isEnabled(), { timeout: 15_000 }).toBe(true);
    await set.click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await expect(stack.state.passwordWorks(next, STRONG)).resolves.toBe(true);

    // Another device signs in; this one signs it out, and the server refuses it from then on.
    const other = await newPage();
    await signIn(other.page, stack.url, next);
    await expect(stack.state.sessionLives(other.context)).resolves.toBe(true);
    await openSection(page, 'Devices');
    await page.getByRole('heading', { name: 'Devices' }).waitFor();
    await page.getByText('This device').waitFor();
    const signOut = page.getByRole('button', { name: /^Sign out of (?!all other devices).+/ });
    await expect.poll(() => signOut.count()).toBeGreaterThan(0);
    const count = await signOut.count();
    await signOut.first().click();
    await expect.poll(() => signOut.count()).toBe(count - 1);
    await expect.poll(() => stack.state.sessionLives(other.context)).toBe(false);
    await expect(stack.state.sessionLives(context)).resolves.toBe(true);
    await other.context.close();

    // Past the window: a sensitive section asks to confirm it's you first (the password, now).
    await page.getByRole('button', { name: 'Back' }).click();
    await stack.state.makeStale();
    await account(page, stack.url);
    await openSection(page, 'Delete account');
    await page.getByRole('heading', { name: 'Confirm it’s you' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.keyboard.press('Enter');
    await page.getByText('Unauthorized credentials.').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.keyboard.press('Enter');

    // Deletion: confirmed, then gone from the server, and this browser signed out.
    await page.getByRole('heading', { name: 'Delete account' }).waitFor();
    const remove = page.getByRole('button', { name: 'Delete my account' });
    await expect(remove.isDisabled()).resolves.toBe(true);
    await page.getByRole('checkbox', { name: 'I understand that this can’t be undone' }).check();
    await remove.click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    await expect(stack.state.user(next)).resolves.toBeNull();
    await expect(stack.state.sessionLives(context)).resolves.toBe(false);
    await expect(page.getByTestId('events').innerText()).resolves.toContain('AccountDeleted');
    void events;
    await context.close();
  });

  it('a social account connected from the account center; never the last way in; once disconnected it no longer signs in', async () => {
    const email = `grace-${backend}@example.com`;
    const githubEmail = `grace.gh-${backend}@example.com`;
    const { page, context } = await newPage();
    await signIn(page, stack.url, email);
    const userId = (await stack.state.user(email))!.id;

    await account(page, stack.url);
    await openSection(page, 'Connected accounts');
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    // The emulated provider's page: another account of theirs, by another address.
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await page.getByLabel('Email').fill(githubEmail);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Connected accounts' }).waitFor();
    await page.getByRole('button', { name: 'Disconnect GitHub' }).waitFor();
    await expect(stack.state.providers(userId)).resolves.toEqual(['github']);

    // With no password, it is the only way in: refused, in the catalogue's words, and nothing changes.
    await page.getByRole('button', { name: 'Disconnect GitHub' }).click();
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await page.getByText('This is your only way to sign in. Add a password or connect another account first.').first().waitFor();
    await expect(stack.state.providers(userId)).resolves.toEqual(['github']);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A password is another way in: now it may go.
    await page.getByRole('button', { name: 'Back' }).click();
    await openSection(page, 'Password');
    await page.getByLabel('New password', { exact: true }).fill(STRONG);
    const set = page.getByRole('button', { name: 'Set password' });
    await expect.poll(() => set.isEnabled(), { timeout: 15_000 }).toBe(true);
    await set.click();
    await openSection(page, 'Connected accounts');
    await page.getByRole('button', { name: 'Disconnect GitHub' }).click();
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await page.getByRole('button', { name: 'Connect GitHub' }).waitFor();
    await expect(stack.state.providers(userId)).resolves.toEqual([]);

    // Signing in with that GitHub account no longer reaches this account.
    const fresh = await newPage();
    await fresh.page.goto(playground(stack.url, { products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }] } }));
    await fresh.page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await fresh.page.getByRole('button', { name: new RegExp(`Continue as .*${githubEmail.replace(/[.]/g, '\\.')}`) }).click();
    await fresh.page.getByText('You are signed in.').waitFor();
    await expect(fresh.page.getByTestId('signed-in-as').innerText()).resolves.toBe(githubEmail);
    await fresh.context.close();
    await context.close();
  });
});
