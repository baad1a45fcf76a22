/**
 * Social sign-in and Google One Tap, end to end: the real widget in the playground, the emulator's
 * provider pages and its One Tap library, in Chromium, as a person would use them.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';
import type { RunningEmulator } from '../../emulator/server';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { patient, playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

let unique = 0;
const freshEmail = (who: string) => `${who}-${Date.now()}-${(unique += 1)}@example.com`;

/** Social sign-in returns to the playground itself: the widget shows a provider's error, the page signs a token in. */
const socialConfig = (url: string, providers: object[], products = ['oauth', 'emailMagicLinks']) => ({
  products,
  emailMagicLinksOptions: { loginRedirectURL: `${url}/demo/authenticate.html`, signupRedirectURL: `${url}/demo/authenticate.html` },
  oauthOptions: { providers, loginRedirectURL: `${url}/demo/index.html`, signupRedirectURL: `${url}/demo/index.html` },
});

/** On an emulated provider's page: sign in with an address it does not know yet. */
async function useNewAccount(page: Page, provider: string, email: string, name = { first: 'Ada', last: 'Lovelace' }) {
  await page.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  const form = page.getByRole('region', { name: 'Use another account' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'First name' }).fill(name.first);
  await form.getByRole('textbox', { name: 'Last name' }).fill(name.last);
  await form.getByRole('button', { name: 'Continue' }).click();
}

const signedInUserId = async (page: Page) =>
  (JSON.parse(await page.getByTestId('session-json').innerText()) as { user_id: string }).user_id;

describe('social sign-in through the emulated providers', () => {
  it('a person signs up through GitHub, and later signs in through Google to the same account (linked by verified email)', async () => {
    const email = freshEmail('octo');
    const config = socialConfig(stack.url, [{ type: 'github' }, { type: 'google' }]);

    const first = await stack.newPage();
    await first.page.goto(playground(stack.url, config));
    await first.page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await useNewAccount(first.page, 'GitHub', email);
    await first.page.getByText('You are signed in.').waitFor();
    await expect(first.page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    // The token has left the address bar.
    expect(new URL(first.page.url()).searchParams.has('token')).toBe(false);
    const userId = await signedInUserId(first.page);
    await first.context.close();

    // Another browser, the same person: Google vouches for the same address.
    const second = await stack.newPage();
    await second.page.goto(playground(stack.url, config));
    await second.page.getByRole('button', { name: 'Continue with Google' }).click();
    await useNewAccount(second.page, 'Google', email);
    await second.page.getByText('You are signed in.').waitFor();
    await expect(second.page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await expect(signedInUserId(second.page)).resolves.toBe(userId);
    await second.context.close();
  });

  it('a provider page the person cancels: the widget says so on Main, and Main works again', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, socialConfig(stack.url, [{ type: 'github' }])));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    const message = 'An error was encountered in the callback of the OAuth flow. Please try again.';
    await page.locator('[data-error-id="error.oauth_flow_callback_error"]', { hasText: message }).waitFor();
    await expect(page.getByTestId('events').innerText()).resolves.toContain('oauth_flow_callback_error');
    // Said once: the error has left the address bar, so a reload does not repeat it.
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);

    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await context.close();
  });
});

describe('Google One Tap from the emulated Google', () => {
  it('floating: the person chooses their account in the prompt and is signed in', async () => {
    const email = freshEmail('tapper');
    // An account the emulator knows: the prompt offers it.
    const created = await fetch(`${stack.url}/v1/magic_links/email/login_or_create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': stack.emulator.ctx.config.public_token },
      body: JSON.stringify({ email }),
    });
    expect(created.status).toBe(200);

    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, socialConfig(stack.url, [{ type: 'google', one_tap: true, position: 'floating' }], ['oauth'])));
    // One Tap is all there is: the widget's loader stands in for an empty card while the prompt floats.
    await page.locator('[data-floating-loader]').waitFor();
    const prompt = page.frameLocator('iframe[title="Sign in with Google"]');
    await prompt.getByRole('heading', { name: 'Sign in to Portico Demo with Google' }).waitFor();
    await prompt.getByRole('button', { name: `Continue as ${email}` }).click();

    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await context.close();
  });
});

describe('Google One Tap from an origin Google does not allow', () => {
  let emulator: RunningEmulator;
  let browser: Browser;
  beforeAll(async () => {
    // Google's authorised JavaScript origins do not include the demo's.
    emulator = await startEmulatorWithDemo({
      port: 0,
      inMemory: true,
      quiet: true,
      config: {
        oauth_providers: [
          { type: 'google', client_id: 'emulated-google-client.apps.portico.dev', one_tap: true, javascript_origins: ['https://app.portico.example'] },
          { type: 'github' },
        ],
      },
    });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await emulator?.close();
  });

  it('shows the explanation (test public token) and the ordinary Google button, which still signs in', async () => {
    const email = freshEmail('origin');
    const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
    const page = await context.newPage();
    await page.goto(playground(emulator.url, socialConfig(emulator.url, [{ type: 'google', one_tap: true }], ['oauth'])));

    await page.getByText('One Tap: this origin is not allowed by your Google client.', { exact: true }).waitFor();
    await expect(page.locator('iframe[title="Sign in with Google"]').count()).resolves.toBe(0);
    await expect(page.getByTestId('events').innerText()).resolves.toContain('onetap_unregistered_origin');

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await useNewAccount(page, 'Google', email);
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await context.close();
  });
});
