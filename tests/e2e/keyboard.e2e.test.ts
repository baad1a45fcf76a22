/**
 * Every flow of the Login widget with the keyboard alone: Tab, Shift+Tab, arrows, Enter,
 * Space and typing, against the emulator in Chromium. Locators only find the element a step expects
 * to reach; nothing is clicked, filled or focused by script.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const STRONG = 'violet-Harbor-lantern-42';
const NEWER = 'quiet-Meadow-compass-77';
/** A fresh address per test: every test makes its own user. */
const freshEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const hasFocus = (target: Locator) =>
  target.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a person moving through the page would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

async function expectFocus(target: Locator) {
  await expect.poll(() => hasFocus(target)).toBe(true);
}

/** From the top of the playground page (its settings come first), Tab to the widget's email field and type. */
async function typeEmail(page: Page, email: string) {
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.waitFor();
  await tabTo(page, field);
  await page.keyboard.type(email);
}

const passwordsConfig = (url: string) => ({
  products: ['passwords'],
  passwordOptions: { resetPasswordRedirectURL: `${url}/demo/reset.html`, loginRedirectURL: `${url}/demo/reset.html` },
});

/** Logs in on a fresh page with the keyboard alone. */
async function logInWithPassword(email: string, password: string) {
  const { page, context } = await stack.newPage();
  await page.goto(playground(stack.url, passwordsConfig(stack.url)));
  await typeEmail(page, email);
  await page.keyboard.press('Enter');
  await expectFocus(page.getByRole('heading', { name: 'Log in', exact: true }));
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
  await context.close();
}

describe('keyboard only', () => {
  it('text message: picks France in the country list, types the number and the code from the SMS', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['sms'] } }));
    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    // The full list follows the phone library, which loads when the field first shows.
    await expect.poll(() => country.locator('option').count()).toBeGreaterThan(200);
    await tabTo(page, country);

    // Open the list, type the calling code (options read '+33 France') and choose it.
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.type('+33');
    await page.keyboard.press('Enter');
    await expect.poll(() => country.inputValue()).toBe('FR');
    await expect(page.getByText('FR +33').isVisible()).resolves.toBe(true);
    // On the closed list, arrows move one country at a time.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => country.inputValue()).not.toBe('FR');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => country.inputValue()).toBe('FR');

    const national = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await page.keyboard.press('Tab');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expectFocus(phone);
    await page.keyboard.type(national);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    // Focus is on the code: the person types it straight away.
    await expectFocus(page.getByRole('textbox', { name: 'One-time passcode' }));
    const sms = await latestMessage(stack.url, `+33${national}`);
    await page.keyboard.type(sms.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(`+33${national}`);
    await context.close();
  });

  it('tabs: arrow keys switch between text message and email, and the email code signs in', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }));
    const text = page.getByRole('tab', { name: 'Text' });
    const emailTab = page.getByRole('tab', { name: 'Email' });
    await text.waitFor();
    await tabTo(page, text);
    await expect(text.getAttribute('aria-selected')).resolves.toBe('true');

    await page.keyboard.press('ArrowRight');
    await expectFocus(emailTab);
    await expect(emailTab.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => text.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Continue with text message' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();

    // Forward into the panel, to its email field.
    const email = freshEmail('tabs');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }), { max: 3 });
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expectFocus(page.getByRole('textbox', { name: 'One-time passcode' }));
    await page.keyboard.type((await latestMessage(stack.url, email)).code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await context.close();
  });

  it('passwords: creates an account once the password is strong, then logs in with it', async () => {
    const { page, context } = await stack.newPage();
    const email = freshEmail('create');
    await page.goto(playground(stack.url, passwordsConfig(stack.url)));
    await typeEmail(page, email);
    await page.keyboard.press('Enter');
    await expectFocus(page.getByRole('heading', { name: 'Create an account' }));

    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('password');
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    // Select what was typed and replace it.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(STRONG);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await context.close();

    await logInWithPassword(email, STRONG);
  });

  it('forgot password: asks for a reset, opens the link from the outbox page, sets a new password and logs in', async () => {
    const email = freshEmail('forgot');
    // The person already has a password: set up over the protocol, as a sign-up elsewhere would have.
    const created = await fetch(`${stack.url}/v1/passwords`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': stack.emulator.ctx.config.public_token },
      body: JSON.stringify({ email, password: STRONG }),
    });
    expect(created.status).toBe(201);

    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, passwordsConfig(stack.url)));
    await typeEmail(page, email);
    await page.keyboard.press('Enter');
    await expectFocus(page.getByRole('heading', { name: 'Log in', exact: true }));
    await tabTo(page, page.getByRole('button', { name: 'Forgot Password?' }));
    await page.keyboard.press('Enter');
    await expectFocus(page.getByRole('heading', { name: 'Forgot password?' }));
    await latestMessage(stack.url, email);

    // The outbox page, as a person reads it: Tab to the newest message's link and follow it.
    await page.goto(`${stack.url}/outbox`);
    const message = page.getByRole('article').filter({ hasText: email });
    await tabTo(page, message.getByRole('link').first());
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await tabTo(page, page.getByLabel('New password', { exact: true }));
    await page.keyboard.type(NEWER);
    await expect.poll(() => page.getByRole('button', { name: 'Continue', exact: true }).isEnabled()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();

    await logInWithPassword(email, NEWER);
  });

  it('magic link: sends the link, goes back with "Try again", and signs in through the outbox page', async () => {
    const { page, context } = await stack.newPage();
    const email = freshEmail('link');
    const config = {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: `${stack.url}/demo/authenticate.html`, signupRedirectURL: `${stack.url}/demo/authenticate.html` },
    };
    await page.goto(playground(stack.url, config));
    await typeEmail(page, email);
    await page.keyboard.press('Enter');
    // Focus moved to the new screen's heading.
    await expectFocus(page.getByRole('heading', { name: 'Check your email' }));

    // 'Try again' returns to Main with the email cleared, focus on its heading; Tab to the field and send again.
    await tabTo(page, page.getByRole('button', { name: 'Try again' }));
    await page.keyboard.press('Space');
    await expectFocus(page.getByRole('heading', { name: 'Sign up or log in' }));
    const field = page.getByRole('textbox', { name: 'Email' });
    await expect(field.inputValue()).resolves.toBe('');
    await tabTo(page, field);
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('button', { name: 'Continue with email' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await latestMessage(stack.url, email);

    await page.goto(`${stack.url}/outbox`);
    await tabTo(page, page.getByRole('article').filter({ hasText: email }).getByRole('link').first());
    await page.keyboard.press('Enter');
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await context.close();
  });
});
