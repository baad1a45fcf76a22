/**
 * The widget in every error: Main's email and phone forms. Each test drives the real
 * widget in the playground against the emulator into one error_type (by its realistic cause where
 * it has one, else by fault injection), checks the message under the field, the playground's
 * record of onError, and that the person's next try succeeds.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { playground, startStack, type Stack } from './harness';
import { api, clearFaults, expectFieldError, expectReported, fieldErrorOf, force, freshEmail, freshPhone } from './errorsKit';

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

const magicLinks = (url: string) => ({
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: `${url}/demo/authenticate.html`, signupRedirectURL: `${url}/demo/authenticate.html` },
});
const sms = { products: ['otp'], otpOptions: { methods: ['sms'] } };

async function openEmailForm(page: Page) {
  await page.goto(playground(stack.url, magicLinks(stack.url)));
  return page.getByRole('textbox', { name: 'Email' });
}

async function sendLink(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

async function sendCodeTo(page: Page, typed: string) {
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('');
  await phone.pressSequentially(typed);
  await page.getByRole('button', { name: 'Continue with text message' }).click();
  return phone;
}

describe('Main email form', () => {
  it('invalid_email: an address with an invisible character passes the widget’s check but not the server’s', async () => {
    const { page, context } = await stack.newPage();
    const email = await openEmailForm(page);
    const address = freshEmail('zero-width');
    // A zero-width space pasted in with the address: the widget's pattern lets it through (SPEC §5).
    await sendLink(page, address.replace('@', '\u200B@'));
    await expectFieldError(email, 'Email format is invalid.');
    await expectReported(page, 'error: invalid_email Email format is invalid.');

    await sendLink(page, address);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await context.close();
  });

  it('inactive_email: the address the outbox marked inactive bounces; another address works', async () => {
    const { page, context } = await stack.newPage();
    const address = freshEmail('bounces');
    await openEmailForm(page);
    await sendLink(page, address);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    // In the outbox, the person says this address bounces.
    const outbox = await context.newPage();
    await outbox.goto(`${stack.url}/outbox`);
    await outbox.getByRole('button', { name: `Mark ${address} inactive` }).click();
    await outbox.getByRole('button', { name: `Mark ${address} active again` }).first().waitFor();
    await outbox.close();

    await page.getByRole('button', { name: 'Try again' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await sendLink(page, address);
    const message =
      'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.';
    await expectFieldError(email, message);
    await expectReported(page, `error: inactive_email ${message}`);

    await sendLink(page, freshEmail('works'));
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await context.close();
  });

  it('unauthorized_action (forced): the message under the field, then the next try sends the link', async () => {
    await force(stack, 'magicLinks.email.loginOrCreate', 'unauthorized_action');
    const { page, context } = await stack.newPage();
    const email = await openEmailForm(page);
    await sendLink(page, freshEmail('unauthorized'));
    await expectFieldError(email, 'Unauthorized action.');
    await expectReported(page, 'error: unauthorized_action Unauthorized action.');

    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await context.close();
  });

  it('an unreachable server (dropped connection) and a server error: each says so, and the next try works', async () => {
    await force(stack, 'magicLinks.email.loginOrCreate', 'network_error');
    await force(stack, 'magicLinks.email.loginOrCreate', 'internal_error');
    const { page, context } = await stack.newPage();
    const email = await openEmailForm(page);
    await sendLink(page, freshEmail('offline'));
    await expectFieldError(email, `Could not reach the authentication server at ${stack.url}`);
    await expectReported(page, 'error: network_error Could not reach the authentication server');

    await page.getByRole('button', { name: 'Continue with email' }).click();
    // The person reads the generic message; the emulator's words are the developer's (onError).
    await expectFieldError(email, 'Something went wrong. Please try again.');
    await expect(fieldErrorOf(email)).resolves.not.toContain('emulator');
    await expectReported(page, 'error: internal_error An unexpected error occurred in the emulator.');

    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await context.close();
  });
});

describe('Main phone form', () => {
  it('unsubscribed_phone_number: after the number replies STOP from the outbox, until it replies START', async () => {
    const { page, context } = await stack.newPage();
    const number = freshPhone();
    await page.goto(playground(stack.url, sms));
    await sendCodeTo(page, number.typed);
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();

    const outbox = await context.newPage();
    await outbox.goto(`${stack.url}/outbox`);
    await outbox.getByRole('button', { name: `Reply STOP from ${number.e164}` }).first().click();
    await outbox.getByRole('button', { name: `Reply START from ${number.e164}` }).first().waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    const phone = await sendCodeTo(page, number.typed);
    const message = "The phone number has unsubscribed from messages. Text 'START' to resubscribe.";
    await expectFieldError(phone, message);
    await expectReported(page, `error: unsubscribed_phone_number ${message}`);

    await outbox.getByRole('button', { name: `Reply START from ${number.e164}` }).first().click();
    await outbox.getByRole('button', { name: `Reply STOP from ${number.e164}` }).first().waitFor();
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await context.close();
  });

  it('too_many_requests: the sixth code to one number within 15 minutes is refused in the catalogue’s words', async () => {
    const number = freshPhone();
    for (let send = 1; send <= 5; send += 1) {
      expect((await api(stack, 'POST', '/v1/otps/sms/login_or_create', { phone_number: number.e164 })).status).toBe(200);
    }
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, sms));
    const phone = await sendCodeTo(page, number.typed);
    const message = 'Too many codes were sent. Wait a few minutes and try again.';
    await expectFieldError(phone, message);
    // onError carries the server's own error (its English words, for the host's logs).
    await expectReported(page, 'error: too_many_requests Too many codes were sent to this');
    // Nothing is lost: the number is still in the field, as typed.
    expect((await phone.inputValue()).replace(/\D/g, '')).toBe(number.typed.replace(/\D/g, ''));
    await context.close();
  });

  it.each([
    ['invalid_phone_number', 'Phone number format is invalid. Ensure the phone number is in the E.164 format.'],
    ['invalid_phone_number_country_code', "The phone number's country code is invalid, unsupported, or disabled."],
    ['duplicate_member_phone_number', 'A member with the specified phone number already exists for this organization.'],
  ])('%s (forced): the message under the field, then the next try sends the code', async (errorType, message) => {
    await force(stack, 'otps.sms.loginOrCreate', errorType);
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, sms));
    const phone = await sendCodeTo(page, freshPhone().typed);
    await expectFieldError(phone, message);
    await expectReported(page, `error: ${errorType} ${message}`);

    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await context.close();
  });
});
