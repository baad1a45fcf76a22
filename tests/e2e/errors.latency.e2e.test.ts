/**
 * A slow network, through the emulator's added latency. Every submit of the Login
 * widget shows its spinner and aria-busy while its call is on its way, and a double click sends
 * one request (counted by the emulator, not the page).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { playground, startStack, type Stack } from './harness';
import { api, clearFaults, freshEmail, freshPhone, newestId, nextMessage, requestsOf, setLatency } from './errorsKit';

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

const LATENCY_MS = 1500;
const STRONG = 'violet-Harbor-lantern-42';

/**
 * Double-clicks `button` while every answer takes LATENCY_MS: it is busy (aria-busy, a spinner,
 * no more presses) until `done` is seen, and `call` reached the emulator once.
 */
async function submitOnce(button: Locator, call: string, done: Locator) {
  const before = await requestsOf(stack, call);
  await setLatency(stack, LATENCY_MS);
  await watchBusy(button);
  await button.dblclick();
  await done.waitFor();
  await setLatency(stack, 0);
  expect(await busySeen(button.page()), 'busy, with a spinner and no more presses, while the call was on its way').toEqual({ spinner: 1, disabled: true });
  expect(await requestsOf(stack, call), `requests for ${call}`).toBe(before + 1);
}

type BusyWindow = { busySeen?: { spinner: number; disabled: boolean } | null };

/**
 * Records, in the page, what `button` shows the moment it turns busy. Sampled from here instead, a
 * loaded machine could look only after the slowed answer had come and the busy state had gone.
 */
async function watchBusy(button: Locator) {
  await button.evaluate((el) => {
    const page = window as BusyWindow;
    page.busySeen = null;
    const look = () => {
      if (page.busySeen || el.getAttribute('aria-busy') !== 'true') return;
      page.busySeen = { spinner: el.querySelectorAll('[data-size]').length, disabled: (el as HTMLButtonElement).disabled };
    };
    new MutationObserver(look).observe(el, { attributes: true, childList: true, subtree: true });
  });
}

const busySeen = (page: Page) => page.evaluate(() => (window as BusyWindow).busySeen ?? null);

async function open(page: Page, config: object) {
  await page.goto(playground(stack.url, config));
}

describe('with every answer slowed down', () => {
  it('magic link, email code, text and WhatsApp code: each submit is busy once, and the code’s verification too', async () => {
    const { page, context } = await stack.newPage();
    const magic = { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: `${stack.url}/demo/authenticate.html`, signupRedirectURL: `${stack.url}/demo/authenticate.html` } };
    await open(page, magic);
    await page.getByRole('textbox', { name: 'Email' }).fill(freshEmail('slow-link'));
    await submitOnce(page.getByRole('button', { name: 'Continue with email' }), 'magicLinks.email.loginOrCreate', page.getByRole('heading', { name: 'Check your email' }));

    const email = freshEmail('slow-code');
    await open(page, { products: ['otp'], otpOptions: { methods: ['email'] } });
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await submitOnce(page.getByRole('button', { name: 'Continue with email' }), 'otps.email.loginOrCreate', page.getByRole('heading', { name: 'Enter passcode' }));

    // The code submits itself at 6 digits; Enter meanwhile sends nothing more.
    const code = (await nextMessage(stack, email)).code!;
    const before = await requestsOf(stack, 'otps.authenticate');
    await setLatency(stack, LATENCY_MS);
    // Recorded in the page as it appears, so a slow machine cannot look too late.
    await page.evaluate(() => {
      const seen = window as { verifyingSeen?: boolean };
      seen.verifyingSeen = false;
      const look = () => {
        if ([...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes('Verifying passcode...'))) seen.verifyingSeen = true;
      };
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(code);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(await page.evaluate(() => (window as { verifyingSeen?: boolean }).verifyingSeen), "'Verifying passcode...' while the code was checked").toBe(true);
    await setLatency(stack, 0);
    expect(await requestsOf(stack, 'otps.authenticate')).toBe(before + 1);
    await context.close();

    for (const [method, label] of [['sms', 'Continue with text message'], ['whatsapp', 'Continue with WhatsApp']] as const) {
      const fresh = await stack.newPage();
      await open(fresh.page, { products: ['otp'], otpOptions: { methods: [method] } });
      const phone = fresh.page.getByRole('textbox', { name: 'Phone number' });
      const number = freshPhone();
      await phone.pressSequentially(number.typed);
      await expect.poll(() => phone.inputValue()).toContain('555');
      await submitOnce(fresh.page.getByRole('button', { name: label }), `otps.${method}.loginOrCreate`, fresh.page.getByRole('heading', { name: 'Enter passcode' }));
      await fresh.context.close();
    }
  });

  it('passwords: the email lookup, creating an account, logging in, "Forgot Password?" and "Create password"', async () => {
    const passwords = {
      products: ['passwords'],
      passwordOptions: { resetPasswordRedirectURL: `${stack.url}/demo/reset.html`, loginRedirectURL: `${stack.url}/demo/reset.html` },
    };
    const { page, context } = await stack.newPage();
    const email = freshEmail('slow-password');
    await open(page, passwords);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await submitOnce(page.getByRole('button', { name: 'Continue with email' }), 'users.search', page.getByRole('heading', { name: 'Create an account' }));
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    const create = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await submitOnce(create, 'passwords.create', page.getByRole('heading', { name: 'Success!' }));

    const login = await stack.newPage();
    await open(login.page, passwords);
    await login.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await login.page.getByRole('button', { name: 'Continue with email' }).click();
    await login.page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await login.page.getByLabel('Password', { exact: true }).fill(STRONG);
    await submitOnce(login.page.getByRole('button', { name: 'Continue', exact: true }), 'passwords.authenticate', login.page.getByRole('heading', { name: 'Success!' }));

    await open(login.page, passwords);
    await login.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await login.page.getByRole('button', { name: 'Continue with email' }).click();
    await login.page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await submitOnce(login.page.getByRole('button', { name: 'Forgot Password?' }), 'passwords.resetByEmailStart', login.page.getByRole('heading', { name: 'Forgot password?' }));
    await login.context.close();

    // A user with no password yet.
    const passwordless = freshEmail('slow-passwordless');
    await api(stack, 'POST', '/v1/magic_links/email/login_or_create', { email: passwordless });
    await open(page, passwords);
    await page.getByRole('textbox', { name: 'Email' }).fill(passwordless);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    const before = await newestId(stack, passwordless);
    await submitOnce(page.getByRole('button', { name: 'Create password' }), 'passwords.resetByEmailStart', page.getByRole('heading', { name: 'Check your email!' }));
    await nextMessage(stack, passwordless, before);
    await context.close();
  });
});
