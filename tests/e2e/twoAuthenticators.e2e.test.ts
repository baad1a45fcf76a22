/**
 * Two factors are two authenticators, the same on both backends (the emulator's protocol, and
 * Better Auth with portico() beside its twoFactor plugin: the dev server, and the server block of
 * docs/better-auth.md). A person with an authenticator app signs
 * in by a magic link, an email code, a password chosen through a reset link, and a social provider:
 * each time "Verify it's you" comes before any session, and where the first step proved the inbox,
 * "Use another way" offers no code by email. Each finishes with a backup code (the app's code of
 * this half-minute is spent, and a code works once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { Secret, TOTP } from 'otpauth';
import { SETUPS, startBackendStack, type BackendStack } from './backends';
import { latestMessage, playground } from './harness';

const STRONG = 'violet-Harbor-lantern-42';
const NEWER = 'quiet-Meadow-compass-77';
const EMAIL = 'two-ways@example.com';
const BY_EMAIL = /^Email to t•••@example\.com$/;

const linkConfig = (url: string) => ({
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: `${url}/demo/authenticate.html`, signupRedirectURL: `${url}/demo/authenticate.html` },
});
const passwordConfig = (url: string) => ({
  products: ['passwords'],
  passwordOptions: { resetPasswordRedirectURL: `${url}/demo/reset.html`, loginRedirectURL: `${url}/demo/reset.html` },
});

/** "Verify it's you", no session yet; the other ways offered; finished with a backup code. */
async function verifyWithBackupCode(page: Page, code: string, { email }: { email: boolean }) {
  await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
  await expect(page.getByTestId('signed-in-as').count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Use another way' }).click();
  await page.getByRole('heading', { name: 'Choose another way' }).waitFor();
  await expect(page.getByRole('button', { name: BY_EMAIL }).count()).resolves.toBe(email ? 1 : 0);
  await page.getByRole('button', { name: 'Backup code' }).click();
  const field = page.getByRole('textbox', { name: 'Backup code' });
  await field.fill(code);
  await field.press('Enter');
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(EMAIL);
}

/** Email then password on the playground's password form. */
async function logIn(page: Page, url: string, password: string) {
  await page.goto(playground(url, passwordConfig(url)));
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

describe.each(SETUPS)('two factors are two authenticators, on $name', ({ backend, docs }) => {
  let stack: BackendStack;
  let backupCodes: string[] = [];
  beforeAll(async () => {
    stack = await startBackendStack(backend, { docs });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a person with a password adds an authenticator app in the security widget', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['passwords'] }));
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.goto(`${stack.url}/demo/security.html`);
    await page.getByRole('button', { name: 'Add authenticator app' }).click();
    if (backend === 'better-auth') {
      // Better Auth asks for the account's password before a change to the factors.
      const password = page.getByLabel('Password', { exact: true });
      await password.fill(STRONG);
      await password.press('Enter');
    }
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('code').innerText()).trim();
    // Focus is in the code field already: the person types the app's code.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await page.keyboard.type(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole('heading', { name: 'Your backup codes' }).waitFor();
    backupCodes = await page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem').allInnerTexts();
    await page.getByRole('button', { name: 'I saved my codes' }).click();
    await page.getByText('Authenticator app: on').waitFor();
    expect(backupCodes).toHaveLength(10);
    await context.close();
  });

  it('a magic link: "Verify it’s you" on the page it opens, without an email code', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, linkConfig(stack.url)));
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const link = (await latestMessage(stack.url, EMAIL)).links.find((href) => href.includes('stytch_token_type=magic_links'));
    await page.goto(link!);
    await page.getByText('One more step: this account needs a second factor.').waitFor();
    await verifyWithBackupCode(page, backupCodes[0]!, { email: false });
    await context.close();
  });

  it('an email code: "Verify it’s you", without a second email code', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['email'] } }));
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    const message = await latestMessage(stack.url, EMAIL);
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);
    await verifyWithBackupCode(page, backupCodes[1]!, { email: false });
    await context.close();
  });

  it('a password chosen through a reset link stands for the inbox until it is used with another factor', async () => {
    // The magic link above was the inbox's first proof, which ended the password set before it on
    // both backends (an unproven password is someone else's, maybe): the person creates one by email.
    const forgot = await stack.newPage();
    await forgot.page.goto(playground(stack.url, passwordConfig(stack.url)));
    await forgot.page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await forgot.page.getByRole('button', { name: 'Continue with email' }).click();
    await forgot.page.getByText('This account has no password yet. Create one to log in with a password.').waitFor();
    await forgot.page.getByRole('button', { name: 'Create password' }).click();
    await forgot.page.getByRole('heading', { name: 'Check your email!' }).waitFor();
    const reset = (await latestMessage(stack.url, EMAIL)).links.find((href) => href.includes('stytch_token_type=reset_password'));
    await forgot.page.goto(reset!);
    await forgot.page.getByLabel('New password', { exact: true }).fill(NEWER);
    const resetSubmit = forgot.page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => resetSubmit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await resetSubmit.click();
    if (backend === 'emulator') {
      // The emulator signs in with the reset link itself: "Verify it's you" at once, never by email.
      await forgot.page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
      await forgot.page.getByRole('button', { name: 'Use another way' }).click();
      await forgot.page.getByRole('button', { name: 'Backup code' }).waitFor();
      await expect(forgot.page.getByRole('button', { name: BY_EMAIL }).count()).resolves.toBe(0);
    } else {
      await forgot.page.getByText('Your password has been reset. Log in with your new password.').waitFor();
    }
    await forgot.context.close();

    // Whoever read the reset mail logs in with the password it chose: the mailbox is no second step.
    const first = await stack.newPage();
    await logIn(first.page, stack.url, NEWER);
    await verifyWithBackupCode(first.page, backupCodes[2]!, { email: false });
    await first.context.close();

    // Passed with a backup code, the password is the person's own: a code by email may follow it now.
    const next = await stack.newPage();
    await logIn(next.page, stack.url, NEWER);
    await verifyWithBackupCode(next.page, backupCodes[3]!, { email: true });
    await next.context.close();
  });

  it('a social provider: "Verify it’s you" when the person is back on the page', async () => {
    const { page, context } = await stack.newPage();
    const url = stack.url;
    await page.goto(
      playground(url, {
        products: ['oauth'],
        oauthOptions: { providers: [{ type: 'github' }], loginRedirectURL: `${url}/demo/index.html`, signupRedirectURL: `${url}/demo/index.html` },
      }),
    );
    if (!stack.serves('oauth')) {
      // docs/better-auth.md's server configures no provider: refused at mount, nothing to press.
      await page.getByRole('alert').filter({ hasText: 'the social provider "github"' }).waitFor();
      await expect(page.getByRole('button', { name: 'Continue with GitHub' }).count()).resolves.toBe(0);
      return void (await context.close());
    }
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    const form = page.getByRole('region', { name: 'Use another account' });
    await form.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await form.getByRole('textbox', { name: 'First name' }).fill('Two');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Ways');
    await form.getByRole('button', { name: 'Continue' }).click();
    // GitHub proved its account, not the inbox: a code by email is another authenticator here.
    await verifyWithBackupCode(page, backupCodes[4]!, { email: true });
    await context.close();
  });
});
