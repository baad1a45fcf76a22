/**
 * Social sign-in and Google One Tap, once per backend, as flows.e2e.test.ts runs the
 * others: the same demo pages, the same widget, the same person in Chromium. On the emulator the
 * widget speaks its protocol; on Better Auth, genericOAuth and oneTap run the flows against the
 * emulator's emulated providers as standard OAuth 2.0 / OIDC servers (server/dev/devSocial.ts).
 *
 * One Tap on Better Auth: Better Auth's oneTap plugin checks Google's keys and issuer. This test
 * serves stand-in Google keys: the emulated Google signs the credential with its own key, and the
 * dev server routes Better Auth's fetch of Google's key set to the emulator's JWKS
 * (server/dev/standInGoogleKeys.ts, a switch only the dev/test server sets).
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startBackendStack, type BackendStack } from './backends';
import { playground } from './harness';

let unique = 0;
const freshEmail = (who: string) => `${who}-${Date.now()}-${(unique += 1)}@example.com`;

/** Social sign-in returns to the playground itself: the widget shows a provider's error, the page signs in. */
const socialConfig = (url: string, providers: object[], products = ['oauth', 'emailMagicLinks']) => ({
  products,
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

describe.each(BACKENDS)('social sign-in on %s', (backend) => {
  let stack: BackendStack;
  beforeAll(async () => {
    stack = await startBackendStack(backend);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('GitHub (plain OAuth 2.0), then Google (OpenID Connect) for the same address: one account, signed in each time', async () => {
    const email = freshEmail('octo');
    const config = socialConfig(stack.url, [{ type: 'github' }, { type: 'google' }]);
    const calls: string[] = [];

    const first = await stack.newPage();
    first.page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await first.page.goto(playground(stack.url, config));
    await first.page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await useNewAccount(first.page, 'GitHub', email);
    await first.page.getByText('You are signed in.').waitFor();
    await expect(first.page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    expect(new URL(first.page.url()).searchParams.has('token')).toBe(false);
    if (backend === 'better-auth') {
      // Better Auth ran the flow: its sign-in call, the emulated GitHub's standard authorize page, its callback.
      expect(calls).toContain('/api/auth/sign-in/social');
      expect(calls).toContain('/oauth/emulated/github/authorize');
      expect(calls).toContain('/api/auth/callback/github');
      expect(calls.some((path) => path.startsWith('/v1/'))).toBe(false);
    }
    const userId = (JSON.parse(await first.page.getByTestId('session-json').innerText()) as { user_id: string }).user_id;
    await first.context.close();

    const second = await stack.newPage();
    await second.page.goto(playground(stack.url, config));
    await second.page.getByRole('button', { name: 'Continue with Google' }).click();
    await useNewAccount(second.page, 'Google', email);
    await second.page.getByText('You are signed in.').waitFor();
    await expect(second.page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    const again = (JSON.parse(await second.page.getByTestId('session-json').innerText()) as { user_id: string }).user_id;
    expect(again).toBe(userId);
    await second.context.close();
  });

  it('the person cancels at the provider: Main says so with the spec message, once, and works again', async () => {
    const { page, context } = await stack.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(playground(stack.url, socialConfig(stack.url, [{ type: 'github' }])));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    const message = 'An error was encountered in the callback of the OAuth flow. Please try again.';
    await page.locator('[data-error-id="error.oauth_flow_callback_error"]', { hasText: message }).waitFor();
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);
    await expect(page.getByTestId('signed-out').count()).resolves.toBe(1);
    // Better Auth's access_denied came back through portico()'s return page as the spec's error.
    if (backend === 'better-auth') expect(calls).toContain('/api/auth/portico/oauth/return');

    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await context.close();
  });

  it('state mismatch: the browser lost the cookie that binds the sign-in to it, so the way back signs nobody in', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, socialConfig(stack.url, [{ type: 'github' }])));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    // Better Auth keeps its state in a signed cookie; the emulator's provider binds the page to one.
    // Where the check runs differs by design: Better Auth checks at its callback, so the person
    // lands on Main with the spec's message; the emulator checks at the provider page.
    await context.clearCookies({ name: backend === 'better-auth' ? 'better-auth.state' : 'portico_oauth_browser' });
    await useNewAccount(page, 'GitHub', freshEmail('lost'));
    if (backend === 'better-auth') {
      await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
      await page.locator('[data-error-id="error.oauth_flow_callback_error"]').waitFor();
    } else {
      await page.getByRole('heading', { name: 'This sign-in was started elsewhere' }).waitFor();
    }
    await page.goto(playground(stack.url, socialConfig(stack.url, [{ type: 'github' }])));
    await page.getByTestId('signed-out').waitFor();
    await context.close();
  });

  it('Google One Tap: the person uses an address in the floating prompt and is signed in', async () => {
    const email = freshEmail('tapper');
    const { page, context } = await stack.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(playground(stack.url, socialConfig(stack.url, [{ type: 'google', one_tap: true, position: 'floating' }], ['oauth'])));
    const prompt = page.frameLocator('iframe[title="Sign in with Google"]');
    await prompt.getByRole('heading', { name: /^Sign in to .+ with Google$/ }).waitFor();
    await prompt.getByLabel('Use another address').fill(email);
    await prompt.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    // On Better Auth, its oneTap plugin verified the credential (against the stand-in keys).
    if (backend === 'better-auth') expect(calls).toEqual(expect.arrayContaining(['/api/auth/portico/onetap/client', '/api/auth/one-tap/callback']));
    else expect(calls).toContain('/v1/oauth/google/onetap');
    await context.close();
  });
});
