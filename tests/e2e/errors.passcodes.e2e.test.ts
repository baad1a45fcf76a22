/**
 * The widget in every error: the passcode screen (OTPAuthenticate). A wrong code, a
 * code the server calls malformed, and the lock after five wrong tries: each message under the
 * code field, onError in the playground's record, and a code that then signs the person in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { playground, startStack, type Stack } from './harness';
import { clearFaults, expectFieldError, expectReported, force, freshEmail, newestId, nextMessage } from './errorsKit';

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

/** A 6-digit code that is not `code`. */
const wrong = (code: string, plus = 1) => String((Number(code) + plus) % 1_000_000).padStart(6, '0');

/** Email OTP up to the passcode screen; answers the code that was sent. */
async function toPasscodeScreen(page: Page, email: string): Promise<string> {
  await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['email'] } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
  return (await nextMessage(stack, email)).code!;
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'One-time passcode' });

async function signedIn(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  await page.getByTestId('signed-in-as').filter({ hasText: email }).waitFor();
}

describe('the passcode screen', () => {
  it('otp_code_not_found: a wrong code, then the right one signs in', async () => {
    const { page, context } = await stack.newPage();
    const email = freshEmail('wrong-code');
    const code = await toPasscodeScreen(page, email);
    await codeField(page).pressSequentially(wrong(code));
    await expectFieldError(codeField(page), 'Invalid passcode, please try again.');
    await expectReported(page, 'error: otp_code_not_found Invalid passcode, please try again.');

    await codeField(page).pressSequentially(code);
    await signedIn(page, email);
    await context.close();
  });

  it('invalid_code (forced: the widget sends only six digits): the message, then the code signs in', async () => {
    const { page, context } = await stack.newPage();
    const email = freshEmail('malformed-code');
    const code = await toPasscodeScreen(page, email);
    await force(stack, 'otps.authenticate', 'invalid_code');
    await codeField(page).pressSequentially(code);
    await expectFieldError(codeField(page), 'Code format is invalid, please try again.');
    await expectReported(page, 'error: invalid_code Code format is invalid, please try again.');

    await codeField(page).pressSequentially(code);
    await signedIn(page, email);
    await context.close();
  });

  it('user_lock_limit_reached: the fifth wrong code locks it; a new code signs in', async () => {
    const { page, context } = await stack.newPage();
    const email = freshEmail('locked-code');
    const code = await toPasscodeScreen(page, email);
    // The playground lists reports newest first: count them to tell one try's from the next.
    const reports = async (errorType: string) =>
      (await page.getByTestId('events').innerText()).split('\n').filter((line) => line.startsWith(`error: ${errorType}`)).length;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await codeField(page).pressSequentially(wrong(code, attempt));
      await expect.poll(() => reports('otp_code_not_found')).toBe(attempt);
    }
    await codeField(page).pressSequentially(wrong(code, 5));
    const message = 'Too many failed authentication attempts. Please try again later.';
    await expectFieldError(codeField(page), message);
    await expectReported(page, `error: user_lock_limit_reached ${message}`);
    // Even the right code is refused now.
    await codeField(page).pressSequentially(code);
    await expect.poll(() => reports('user_lock_limit_reached')).toBe(2);

    const before = await newestId(stack, email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    const fresh = (await nextMessage(stack, email, before)).code!;
    await codeField(page).pressSequentially(fresh);
    await signedIn(page, email);
    await context.close();
  });
});
