/**
 * An account made with an email and a password adds a phone number in the security widget, on both
 * backends (the emulator's phoneNumbers calls; Better Auth's phoneNumber plugin, then twoFactor's
 * `otp` method, which asks for the password): a number SPEC §5 refuses never reaches the server; a
 * wrong code says so; the code read from the outbox proves the number; the next password sign-in
 * stops at "Verify it's you" and a code texted to that number finishes it. Another account cannot
 * take the same number. The number on file is changed or removed only after a code texted to it
 * ("Confirm it’s you"): a stolen session cannot swap it. Removal asks to confirm (the emulator keeps
 * an only second factor).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { SETUPS, startBackendStack, type BackendStack } from './backends';
import { playground } from './harness';

const STRONG = 'violet-Harbor-lantern-42';
const PHONE = '+14155550150';
const NATIONAL = '4155550150';
const NEW_PHONE = '+14155550161';
const NEW_NATIONAL = '4155550161';
const config = { products: ['passwords'] };

async function outbox(url: string, to: string): Promise<Array<{ channel: string; code: string | null }>> {
  const res = await fetch(`${url}/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Array<{ channel: string; code: string | null }> }).messages;
}

/** A new message to `to` (more than `before`), newest first. */
async function newText(url: string, to: string, before: number) {
  await expect.poll(async () => (await outbox(url, to)).length, { timeout: 30_000 }).toBeGreaterThan(before);
  const [text] = await outbox(url, to);
  expect(text!.channel).toBe('sms');
  return text!.code!;
}

/** Email and password, sign-up or sign-in: the page then shows Success! or "Verify it's you". */
async function passwordStep(page: Page, stack: BackendStack, email: string) {
  await page.goto(playground(stack.url, config));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
  await submit.click();
}

/** In the security widget: the number typed, a code sent; answers how many texts it had before. */
async function sendCode(page: Page, stack: BackendStack) {
  await page.goto(`${stack.url}/demo/security.html`);
  await page.getByText('Phone number: not added').waitFor();
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await page.getByRole('heading', { name: 'Add a phone number' }).waitFor();
  const field = page.getByRole('textbox', { name: 'Phone number' });
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  const before = (await outbox(stack.url, PHONE)).length;
  await page.keyboard.type(NATIONAL);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Check your phone' }).waitFor();
  await page.getByText(`Enter the 6-digit code we sent by text message to ${PHONE}.`).waitFor();
  return before;
}

describe.each(SETUPS)('adding a phone number, on $name', ({ backend, docs }) => {
  let stack: BackendStack;
  beforeAll(async () => {
    stack = await startBackendStack(backend, { docs });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('an email account adds its phone by a texted code; the next sign-in finishes with a text', async () => {
    const email = 'adds-a-phone@example.com';
    const { page, context } = await stack.newPage();
    await passwordStep(page, stack, email);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();

    // SPEC §5: a number that cannot be one is refused in the page, and nothing is sent.
    await page.goto(`${stack.url}/demo/security.html`);
    await page.getByRole('button', { name: 'Add phone number' }).click();
    const field = page.getByRole('textbox', { name: 'Phone number' });
    await field.fill('12');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.').first().waitFor();
    expect(await outbox(stack.url, '+112')).toHaveLength(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    const before = await sendCode(page, stack);
    const code = await newText(stack.url, PHONE, before);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.getByText('Invalid passcode, please try again.').first().waitFor();
    if (backend === 'emulator') {
      await page.getByLabel('Verification code').focus();
      await page.keyboard.type(code);
    } else {
      // Better Auth keeps the code after a wrong try, for 3 tries: the same one, pasted.
      await page.getByLabel('Verification code').focus();
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, code);
    }
    if (backend === 'better-auth') {
      await page.getByRole('heading', { name: 'Turn on codes by text message' }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(STRONG);
      await page.getByLabel('Password', { exact: true }).press('Enter');
    }
    await page.getByText('Codes by text message: •••0150').waitFor();
    await context.close();

    const next = await stack.newPage();
    const sentBefore = (await outbox(stack.url, PHONE)).length;
    await passwordStep(next.page, stack, email);
    await next.page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    await expect(next.page.getByTestId('signed-in-as').count()).resolves.toBe(0);
    await next.page.getByText(/^Enter the 6-digit code we sent by text message to .*0150\.$/).waitFor();
    const second = await newText(stack.url, PHONE, sentBefore);
    await next.page.getByLabel('Verification code').focus();
    await next.page.keyboard.type(second);
    await next.page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(next.page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await next.context.close();
  });

  it('another account cannot take that number: said after its code', async () => {
    const { page, context } = await stack.newPage();
    await passwordStep(page, stack, 'wants-the-same-phone@example.com');
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    const before = await sendCode(page, stack);
    const code = await newText(stack.url, PHONE, before);
    await page.keyboard.type(code);
    await page.getByText('A member with the specified phone number already exists for this organization.').first().waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Phone number: not added').waitFor();
    await context.close();
  });

  it('changing the number asks first for a code texted to the current one, typed with the keyboard', async () => {
    const { page, context } = await stack.newPage();
    const before = (await outbox(stack.url, PHONE)).length;
    await passwordStep(page, stack, 'adds-a-phone@example.com');
    await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    await page.getByLabel('Verification code').focus();
    await page.keyboard.type(await newText(stack.url, PHONE, before));
    await page.getByRole('heading', { name: 'Success!' }).waitFor();

    await page.goto(`${stack.url}/demo/security.html`);
    const toCurrent = (await outbox(stack.url, PHONE)).length;
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByRole('heading', { name: 'Confirm it’s you' }).waitFor();
    await page.getByText('Lost this phone? Contact support to change or remove the number.').waitFor();
    const field = page.getByLabel('Verification code');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent)).resolves.toBe(
      'Enter the code sent to •••0150.',
    );
    const current = await newText(stack.url, PHONE, toCurrent);
    await page.keyboard.type(current === '000000' ? '111111' : '000000');
    await page.getByText('Invalid passcode, please try again.').first().waitFor();
    await field.focus();
    await page.keyboard.type(current);

    await page.getByRole('heading', { name: 'Change your phone number' }).waitFor();
    const phoneField = page.getByRole('textbox', { name: 'Phone number' });
    await expect.poll(() => phoneField.evaluate((el) => el === document.activeElement)).toBe(true);
    const toNew = (await outbox(stack.url, NEW_PHONE)).length;
    await page.keyboard.type(NEW_NATIONAL);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your phone' }).waitFor();
    await page.keyboard.type(await newText(stack.url, NEW_PHONE, toNew));
    await page.getByText('Codes by text message: •••0161').waitFor();
    await context.close();
  });

  it('removing the number asks to confirm, then for a code from it; the emulator keeps it while it is the only second factor', async () => {
    const { page, context } = await stack.newPage();
    const before = (await outbox(stack.url, NEW_PHONE)).length;
    await passwordStep(page, stack, 'adds-a-phone@example.com');
    await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    const code = await newText(stack.url, NEW_PHONE, before);
    await page.getByLabel('Verification code').focus();
    await page.keyboard.type(code);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();

    await page.goto(`${stack.url}/demo/security.html`);
    await page.getByRole('button', { name: 'Remove number' }).click();
    await page.getByRole('heading', { name: 'Remove phone number' }).waitFor();
    await page.getByText('Sign-ins will no longer send codes to •••0161.').waitFor();
    const toCurrent = (await outbox(stack.url, NEW_PHONE)).length;
    await page.getByRole('button', { name: 'Remove number' }).click();
    if (backend === 'emulator') {
      // Refused before any code is sent: nobody types a code for a removal that cannot happen.
      await page.getByText('This number is your only second step. Add an authenticator app before removing it.').first().waitFor();
      expect(await outbox(stack.url, NEW_PHONE)).toHaveLength(toCurrent);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Codes by text message: •••0161').waitFor();
    } else {
      await page.getByRole('heading', { name: 'Confirm it’s you' }).waitFor();
      await page.getByLabel('Verification code').focus();
      await page.keyboard.type(await newText(stack.url, NEW_PHONE, toCurrent));
      await page.getByText('Phone number: not added').waitFor();
    }
    await context.close();
  });
});
