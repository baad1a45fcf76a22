/**
 * The widget in every error: the ways back from outside the widget. A login link
 * opened after it was used (the reset widget), a social provider's page the person cancelled,
 * and a One Tap credential the server cannot find: each message where SPEC §8 puts it, onError in
 * the host page's record, and the person's next try signs them in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { playground, startStack, type Stack } from './harness';
import { api, banner, clearFaults, expectReported, force, freshEmail, newestId, nextMessage } from './errorsKit';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});
afterEach(async () => {
  await clearFaults(stack);
});

const socialConfig = (url: string, providers: object[]) => ({
  products: ['oauth', 'emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: `${url}/demo/authenticate.html`, signupRedirectURL: `${url}/demo/authenticate.html` },
  oauthOptions: { providers, loginRedirectURL: `${url}/demo/index.html`, signupRedirectURL: `${url}/demo/index.html` },
});

/** On an emulated provider's page: sign in with an address it does not know yet. */
async function useNewAccount(page: Page, provider: string, email: string) {
  await page.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  const form = page.getByRole('region', { name: 'Use another account' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await form.getByRole('button', { name: 'Continue' }).click();
}

/** The login link of the newest reset email to `email` (stytch_token_type=login), sent now for the browser holding `challenge`'s verifier. */
async function freshLoginLink(email: string, challenge: string): Promise<string> {
  const before = await newestId(stack, email);
  // As the reset widget's passwordOptions send it (demo/reset.tsx): both links to the reset page.
  const reset = `${stack.url}/demo/reset.html`;
  const started = await api(stack, 'POST', '/v1/passwords/email/reset/start', { email, login_redirect_url: reset, reset_password_redirect_url: reset, code_challenge: challenge });
  expect(started.status).toBe(200);
  return (await nextMessage(stack, email, before)).links.find((href) => href.includes('stytch_token_type=login'))!;
}

describe('a login link that was already used', () => {
  it('unable_to_auth_magic_link: the reset widget says so; "Login without a password" and a new link sign in', async () => {
    const email = freshEmail('used-link');
    await api(stack, 'POST', '/v1/magic_links/email/login_or_create', { email });
    // A link works only in the browser that asked for it (PKCE), so this browser holds
    // the verifier of the reset it asked for, and the link was opened there once already.
    const verifier = randomBytes(32).toString('base64url');
    const link = await freshLoginLink(email, createHash('sha256').update(verifier).digest('base64url'));
    expect((await api(stack, 'POST', '/v1/magic_links/authenticate', { token: new URL(link).searchParams.get('token'), code_verifier: verifier })).status).toBe(200);

    const { page, context } = await stack.newPage();
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [`portico:pkce:${stack.emulator.ctx.config.public_token}`, verifier]);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    const message = 'The magic link could not be authenticated because it was either already used or expired. Please try again.';
    await banner(page, 'unable_to_auth_magic_link', message).waitFor();
    await expectReported(page, `error: unable_to_auth_magic_link ${message}`);

    // The person asks for a new link from the widget's Main, and that one signs them in.
    await page.getByRole('button', { name: 'Login without a password' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    const before = await newestId(stack, email);
    await page.getByRole('button', { name: 'Create password' }).click();
    await page.getByRole('heading', { name: 'Check your email!' }).waitFor();
    await page.goto((await nextMessage(stack, email, before)).links.find((href) => href.includes('stytch_token_type=login'))!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByTestId('signed-in-as').filter({ hasText: email }).waitFor();
    await context.close();
  });
});

describe('social sign-in', () => {
  it('oauth_flow_callback_error: the person cancels on the provider’s page; Main’s banner says so, and GitHub works next', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, socialConfig(stack.url, [{ type: 'github' }])));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    const message = 'An error was encountered in the callback of the OAuth flow. Please try again.';
    await banner(page, 'oauth_flow_callback_error', message).waitFor();
    await expectReported(page, `error: oauth_flow_callback_error`);

    const email = freshEmail('octo');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await useNewAccount(page, 'GitHub', email);
    await page.getByText('You are signed in.').waitFor();
    await page.getByTestId('signed-in-as').filter({ hasText: email }).waitFor();
    await context.close();
  });

  it('oauth_token_not_found (forced): One Tap’s credential is refused; Main’s banner says so, and the Google button signs in', async () => {
    const email = freshEmail('tapper');
    // An account the emulated Google knows, so its One Tap prompt offers it.
    await api(stack, 'POST', '/v1/magic_links/email/login_or_create', { email });
    await force(stack, 'oauth.googleOneTap.authenticate', 'oauth_token_not_found');

    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, socialConfig(stack.url, [{ type: 'google', one_tap: true, position: 'floating' }])));
    const prompt = page.frameLocator('iframe[title="Sign in with Google"]');
    await prompt.getByRole('button', { name: `Continue as ${email}` }).click();

    const message = 'OAuth Token could not be found.';
    await banner(page, 'oauth_token_not_found', message).waitFor();
    await expectReported(page, `error: oauth_token_not_found ${message}`);

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await useNewAccount(page, 'Google', freshEmail('google'));
    await page.getByText('You are signed in.').waitFor();
    await context.close();
  });
});
