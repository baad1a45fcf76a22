/**
 * The widget in every error: the password screens. Wrong and missing passwords under
 * the field, a breached password to PasswordBreached and a required reset to PasswordDedupe (each
 * mended through the emailed link), a provider-site link in a message of an error_type the widget
 * does not know, and a user who needs a second factor: only an intermediate session token, stored
 * as SPEC §4 says.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { playground, startStack, type Stack } from './harness';
import { api, banner, clearFaults, expectFieldError, expectReported, force, freshEmail, newestId, nextMessage } from './errorsKit';

/** Listed in the project config as needing a second factor (SPEC §4 intermediate session token). */
const SECOND_FACTOR_EMAIL = freshEmail('second-factor');

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { mfa_required_users: [SECOND_FACTOR_EMAIL] } });
});
afterAll(async () => {
  await stack?.close();
});
afterEach(async () => {
  await clearFaults(stack);
});

const STRONG = 'violet-Harbor-lantern-42';
const NEWER = 'quiet-Meadow-compass-77';
const config = (url: string) => ({
  products: ['passwords'],
  passwordOptions: { resetPasswordRedirectURL: `${url}/demo/reset.html`, loginRedirectURL: `${url}/demo/reset.html` },
});

const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

/** The password form up to the screen the user search picks ('Log in' or 'Create an account'). */
async function toPasswordScreen(page: Page, email: string, heading: string) {
  await page.goto(playground(stack.url, config(stack.url)));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

async function logIn(page: Page, password: string) {
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** A user with a password, set up as a program would (POST /v1/passwords). */
async function userWithPassword(email: string, password = STRONG) {
  expect((await api(stack, 'POST', '/v1/passwords', { email, password })).status).toBe(201);
}

/** The person opens the reset link of the newest email to `email` and chooses NEWER. */
async function resetThroughEmail(page: Page, email: string, after: number) {
  const message = await nextMessage(stack, email, after);
  await page.goto(message.links.find((href) => href.includes('stytch_token_type=reset_password'))!);
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill(NEWER);
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
}

describe('logging in with a password', () => {
  it('unauthorized_credentials: a wrong password, then the right one', async () => {
    const email = freshEmail('wrong-password');
    await userWithPassword(email);
    const { page, context } = await stack.newPage();
    await toPasswordScreen(page, email, 'Log in');
    await logIn(page, 'not-the-password-at-all');
    await expectFieldError(passwordField(page), 'Unauthorized credentials.');
    await expectReported(page, 'error: unauthorized_credentials Unauthorized credentials.');

    await logIn(page, STRONG);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });

  it.each([
    ['no_user_password', 'Password not found for this user. Please try again.'],
    ['member_password_not_found', 'Member password not found.'],
  ])('%s (forced): the message under the field, then the password logs in', async (errorType, message) => {
    const email = freshEmail(errorType.replaceAll('_', '-'));
    await userWithPassword(email);
    const { page, context } = await stack.newPage();
    await toPasswordScreen(page, email, 'Log in');
    await force(stack, 'passwords.authenticate', errorType);
    await logIn(page, STRONG);
    await expectFieldError(passwordField(page), message);
    await expectReported(page, `error: ${errorType} ${message}`);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });

  it('email_not_found (forced on "Forgot Password?"): the message under the field, then the email goes', async () => {
    const email = freshEmail('forgot');
    await userWithPassword(email);
    const { page, context } = await stack.newPage();
    await toPasswordScreen(page, email, 'Log in');
    await force(stack, 'passwords.resetByEmailStart', 'email_not_found');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expectFieldError(passwordField(page), 'Email not found.');
    await expectReported(page, 'error: email_not_found Email not found.');

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    await context.close();
  });
});

describe('a password that must be replaced', () => {
  it('breached_password: a password reported breached since leads to PasswordBreached, and the emailed link mends it', async () => {
    const email = freshEmail('breached');
    const password = 'amber-Lighthouse-quarry-58';
    await userWithPassword(email, password);
    // The breach list grew after the person chose it.
    expect((await fetch(`${stack.url}/emulator/breached_passwords`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password }) })).status).toBe(201);

    const { page, context } = await stack.newPage();
    await toPasswordScreen(page, email, 'Log in');
    const before = await newestId(stack, email);
    await logIn(page, password);
    await page.getByRole('heading', { name: 'Check your email to set a new password' }).waitFor();
    await page.getByText(`A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at ${email} to reset your password.`).waitFor();
    await expectReported(page, 'error: breached_password Password appears in the list of breached passwords and must be reset.');

    await resetThroughEmail(page, email, before);
    await toPasswordScreen(page, email, 'Log in');
    await logIn(page, NEWER);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });

  it('reset_password: the inbox proven elsewhere ends an unproven password; PasswordDedupe, and the emailed link mends it', async () => {
    const email = freshEmail('dedupe');
    await userWithPassword(email);
    const { page, context } = await stack.newPage();
    await toPasswordScreen(page, email, 'Log in');

    // Meanwhile the inbox's owner signs in with an email link: the password set before goes.
    await api(stack, 'POST', '/v1/magic_links/email/login_or_create', { email });
    const link = new URL((await nextMessage(stack, email)).links[0]!);
    expect((await api(stack, 'POST', '/v1/magic_links/authenticate', { token: link.searchParams.get('token') })).status).toBe(200);

    const before = await newestId(stack, email);
    await logIn(page, STRONG);
    await page.getByRole('heading', { name: 'Check your email to set a new password' }).waitFor();
    await page.getByText(`We want to make sure your account is secure and that it's really you logging in! A login link was sent to you at ${email}.`).waitFor();
    await expectReported(page, 'error: reset_password Password must be reset.');

    await resetThroughEmail(page, email, before);
    await toPasswordScreen(page, email, 'Log in');
    await logIn(page, NEWER);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });
});

describe('an error_type the widget does not know', () => {
  it('shows the server’s message as text, its provider-site link as a real link, and the next try works', async () => {
    const email = freshEmail('suspended');
    // A user without a password: the screen offers "Create password", which sends a reset email.
    await api(stack, 'POST', '/v1/magic_links/email/login_or_create', { email });
    const { page, context } = await stack.newPage();
    await toPasswordScreen(page, email, 'Log in');
    const message = 'This account is suspended. Read https://portico.dev/help/suspended for what to do.';
    await force(stack, 'passwords.resetByEmailStart', 'account_suspended', { error_message: message });
    await page.getByRole('button', { name: 'Create password' }).click();

    const shown = banner(page, 'account_suspended', 'This account is suspended.');
    await shown.waitFor();
    expect(await shown.innerText()).toContain('This account is suspended. Read https://portico.dev/help/suspended');
    const link = shown.getByRole('link', { name: 'https://portico.dev/help/suspended (opens in a new tab)' });
    expect(await link.getAttribute('href')).toBe('https://portico.dev/help/suspended');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await expectReported(page, `error: account_suspended ${message}`);

    await page.getByRole('button', { name: 'Create password' }).click();
    await page.getByRole('heading', { name: 'Check your email!' }).waitFor();
    await context.close();
  });
});

describe('a user who needs a second factor', () => {
  it('gets only an intermediate session token: a 10-minute cookie, no session cookies; a code with it completes the sign-in', async () => {
    const email = SECOND_FACTOR_EMAIL;
    // Set up as a program would: an account with a password (one chosen through a reset link would
    // prove only the inbox, and the email code below could not follow it).
    expect((await api(stack, 'POST', '/v1/passwords', { email, password: STRONG })).body).toHaveProperty('intermediate_session_token');

    // Someone else signed in earlier on this browser: the intermediate answer must clear that session (SPEC §4).
    const other = freshEmail('earlier');
    await api(stack, 'POST', '/v1/magic_links/email/login_or_create', { email: other });
    const earlier = (await api(stack, 'POST', '/v1/magic_links/authenticate', { token: new URL((await nextMessage(stack, other)).links[0]!).searchParams.get('token') })).body;
    const { page, context } = await stack.newPage();
    await context.addCookies([
      { name: 'portico_session', value: earlier.session_token, url: stack.url },
      { name: 'portico_session_jwt', value: earlier.session_jwt, url: stack.url },
    ]);
    await toPasswordScreen(page, email, 'Log in');
    await page.getByTestId('signed-in-as').filter({ hasText: other }).waitFor();
    const beforeWidget = await newestId(stack, email);
    const loggedInAt = Date.now();
    await logIn(page, STRONG);
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('portico_intermediate_session_token');
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).not.toContain('portico_session');
    expect(cookies.map((c) => c.name)).not.toContain('portico_session_jwt');
    const intermediate = cookies.find((c) => c.name === 'portico_intermediate_session_token')!;
    expect(intermediate.sameSite).toBe('Lax');
    // SPEC §9: 10 minutes.
    expect(intermediate.expires * 1000 - loggedInAt).toBeGreaterThan(9 * 60_000);
    expect(intermediate.expires * 1000 - loggedInAt).toBeLessThan(11 * 60_000);
    await page.getByTestId('signed-out').waitFor();
    // "Verify it's you" sends its first factor's code (email, for this account) on its own: once it
    // is in, the code sent below is the newest (a loaded machine once delivered it second, and the
    // code below was the one it replaced).
    await nextMessage(stack, email, beforeWidget);

    // The stored token is the real one: a code sent with it completes the sign-in.
    const beforeCode = await newestId(stack, email);
    const sent = await api(stack, 'POST', '/v1/otps/email/login_or_create', { email });
    const code = (await nextMessage(stack, email, beforeCode)).code!;
    const done = await api(stack, 'POST', '/v1/otps/authenticate', { method_id: sent.body.method_id, code, intermediate_session_token: intermediate.value });
    expect(done.status).toBe(200);
    expect(done.body.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'otp']);
    await context.close();
  });
});
