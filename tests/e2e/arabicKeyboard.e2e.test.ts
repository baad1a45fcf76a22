/**
 * A person signs in with an email passcode in Arabic, right to left, with the keyboard
 * alone, against the emulator. Every string read is the Arabic catalogue's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../src/i18n/locales/ar';
import { latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const emailOtp = { products: ['otp'], otpOptions: { methods: ['email'] } };

describe('in Arabic, right to left', () => {
  it('a person completes an email passcode sign-in with the keyboard alone', async () => {
    const { page, context } = await stack.newPage();
    const email = `arabic-${Date.now()}@example.com`;
    await page.goto(`${playground(stack.url, emailOtp)}&lang=ar`);

    // The widget speaks Arabic, right to left: its root says so, and Main's heading is the catalogue's.
    const heading = page.getByRole('heading', { name: ar['main.header'] });
    await heading.waitFor();
    const root = page.locator('[data-portico-root]');
    await expect(root.getAttribute('dir')).resolves.toBe('rtl');
    await expect(root.getAttribute('lang')).resolves.toBe('ar');

    // Tab from the top of the page (the playground's settings first) to the email field.
    const field = page.getByRole('textbox', { name: ar['common.email'] });
    const onField = () => field.evaluate((input) => input === document.activeElement);
    for (let i = 0; i < 150 && !(await onField()); i += 1) await page.keyboard.press('Tab');
    expect(await onField()).toBe(true);
    // An address is typed left to right, whatever the page's direction.
    await expect(field.getAttribute('dir')).resolves.toBe('ltr');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    // OTPAuthenticate: its Arabic title, the address isolated in the Arabic sentence, focus on the code.
    await page.getByRole('heading', { name: ar['otp.title'] }).waitFor();
    const sentence = ar['otp.sentTo'].replace('{destination}', email);
    await expect(page.getByText(email, { exact: true }).evaluate((el) => [el.tagName, el.parentElement?.textContent])).resolves.toEqual([
      'BDI',
      sentence,
    ]);
    const code = page.getByRole('textbox', { name: ar['common.oneTimePasscode'] });
    await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect(code.getAttribute('dir')).resolves.toBe('ltr');

    const message = await latestMessage(stack.url, email);
    await page.keyboard.type(message.code!);

    await page.getByRole('heading', { name: ar['otp.confirmation.title'] }).waitFor();
    await page.getByText(ar['otp.confirmation.text']).waitFor();
    await expect(root.getAttribute('dir')).resolves.toBe('rtl');
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await context.close();
  });

  it("the playground's language picker switches the widget and keeps the choice in its URL", async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, emailOtp));
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('heading', { name: ar['main.header'] }).waitFor();
    await expect(page.locator('[data-portico-root]').getAttribute('dir')).resolves.toBe('rtl');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
    await context.close();
  });
});
