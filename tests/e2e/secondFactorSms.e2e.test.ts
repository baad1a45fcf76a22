/**
 * On the emulator: a code by text message as the second factor. A magic link's return page
 * (handleAuthRedirect answers `second_factor`) opens "Verify it's you" and a text-message code
 * finishes the sign-in; and after a password, the same. A social provider's return to the playground
 * opens it too (finished there by an email code: GitHub proved no inbox). These users are listed in
 * mfa_required_users, so none can reach the security widget (tests/e2e/phoneNumber.e2e.test.ts adds
 * a number there) without a second factor first: after a magic link only a text could be one, and an
 * email code after a password would end that password (H2). So each test puts the number
 * on file in its database (a fixture: the sign-in itself goes through the widget, the outbox and the
 * protocol only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { latestMessage, playground, startStack, type Stack } from './harness';

const BY_LINK = 'link-then-text@example.com';
const BY_PASSWORD = 'password-then-text@example.com';
const PHONE = { [BY_LINK]: '+14155550101', [BY_PASSWORD]: '+14155550102' };
const BY_GITHUB = 'provider-then-email@example.com';
const STRONG = 'violet-Harbor-lantern-42';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { mfa_required_users: [BY_LINK, BY_PASSWORD, BY_GITHUB] } });
});
afterAll(async () => {
  await stack?.close();
});

/** The account's phone number on file (see above): what the second-factor options read. */
function putPhoneOnFile(email: keyof typeof PHONE) {
  const { db } = stack.emulator.ctx;
  const row = db.prepare<[string], { user_id: string }>('SELECT user_id FROM emails WHERE email = ?').get(email);
  expect(row).toBeDefined();
  db.prepare('INSERT INTO phones (phone_id, user_id, phone_number, verified) VALUES (?, ?, ?, 1)').run(`phone-number-test-${email}`, row!.user_id, PHONE[email]);
}

/** "Verify it's you" on the text message: the code from the outbox, typed; then Success and the session. */
async function finishByText(page: Page, email: keyof typeof PHONE) {
  await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
  await expect(page.getByRole('heading', { name: 'Success!' }).count()).resolves.toBe(0);
  await expect(page.getByTestId('signed-in-as').count()).resolves.toBe(0);
  await page.getByText(`Enter the 6-digit code we sent by text message to •••${PHONE[email].slice(-4)}.`).waitFor();
  const text = await latestMessage(stack.url, PHONE[email]);
  expect(text.channel).toBe('sms');
  const field = page.getByLabel('Verification code');
  await field.focus();
  await page.keyboard.type(text.code!);
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
}

describe('a code by text message as the second factor (emulator)', () => {
  it('a magic link, then "Verify it’s you" on the page it opens, finished by a text-message code', async () => {
    const { page, context } = await stack.newPage();
    const config = {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: `${stack.url}/demo/authenticate.html`, signupRedirectURL: `${stack.url}/demo/authenticate.html` },
    };
    await page.goto(playground(stack.url, config));
    await page.getByRole('textbox', { name: 'Email' }).fill(BY_LINK);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    putPhoneOnFile(BY_LINK);

    const link = (await latestMessage(stack.url, BY_LINK)).links.find((href) => href.includes('stytch_token_type=magic_links'));
    await page.goto(link!);
    await page.getByText('One more step: this account needs a second factor.').waitFor();
    // The link proved the inbox, so an email code is not offered: the text message is the only way.
    await finishByText(page, BY_LINK);
    await expect(page.getByRole('button', { name: 'Use another way' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('a password, then a text-message code ("Verify it’s you" sends it at once: the first way offered)', async () => {
    // Sign up with a password: the account is listed, so a second step follows at once (by email, the only way yet).
    const setup = await stack.newPage();
    await setup.page.goto(playground(stack.url, { products: ['passwords'] }));
    await setup.page.getByRole('textbox', { name: 'Email' }).fill(BY_PASSWORD);
    await setup.page.getByRole('button', { name: 'Continue with email' }).click();
    await setup.page.getByLabel('Password', { exact: true }).fill(STRONG);
    const submit = setup.page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();
    await setup.page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    await setup.context.close();
    putPhoneOnFile(BY_PASSWORD);

    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['passwords'] }));
    await page.getByRole('textbox', { name: 'Email' }).fill(BY_PASSWORD);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await finishByText(page, BY_PASSWORD);
    await context.close();
  });

  it('a social sign-in back on the playground opens "Verify it’s you" there; an email code finishes it', async () => {
    const { page, context } = await stack.newPage();
    const back = `${stack.url}/demo/index.html`;
    await page.goto(playground(stack.url, { products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }], loginRedirectURL: back, signupRedirectURL: back } }));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    const form = page.getByRole('region', { name: 'Use another account' });
    await form.getByRole('textbox', { name: 'Email' }).fill(BY_GITHUB);
    await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await form.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('One more step: this account needs a second factor.').waitFor();
    await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    await expect(page.getByTestId('signed-in-as').count()).resolves.toBe(0);
    await page.getByText('Enter the 6-digit code we sent by email to p•••@example.com.').waitFor();
    const mail = await latestMessage(stack.url, BY_GITHUB);
    await page.getByLabel('Verification code').focus();
    await page.keyboard.type(mail.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(BY_GITHUB);
    await context.close();
  });
});
