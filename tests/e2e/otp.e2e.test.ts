import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('log in with a one-time passcode', () => {
  it('by email: the code from the outbox, typed in, signs the person in', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['email'] } }));
    await page.getByRole('textbox', { name: 'Email' }).fill('otp@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await expect(page.getByTestId('events').innerText()).resolves.toContain('OTPsLoginOrCreateEvent');

    const message = await latestMessage(stack.url, 'otp@example.com');
    expect(message.code).toMatch(/^\d{6}$/);
    // A wrong code first: the spec's message, and the person can try again.
    const wrong = message.code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(wrong);
    await page.getByText('Invalid passcode, please try again.').first().waitFor();

    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText('Your passcode has been successfully verified.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('otp@example.com');
    await expect(page.getByTestId('events').innerText()).resolves.toContain('AuthenticateFlowComplete');
    await context.close();
  });

  it('by text message: the phone number is sent in E.164 and the SMS code signs in', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['sms'] } }));
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('2025550123');
    // Formatting waits for the phone library, which loads when the field first shows.
    await expect.poll(() => phone.inputValue()).toBe('(202) 555-0123');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();

    // The screen says where the code went as a person reads the number.
    await page.getByText('A 6-digit passcode was sent to you at +1 202 555 0123.').waitFor();

    const sms = await latestMessage(stack.url, '+12025550123');
    expect(sms.channel).toBe('sms');
    // Focus is already on the code: the person types it straight away.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'One-time passcode' }).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.keyboard.type(sms.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('+12025550123');
    await context.close();
  });

  it('an invalid phone number shows the spec message and sends nothing', async () => {
    const { page, context } = await stack.newPage();
    const calls: string[] = [];
    page.on('request', (req) => calls.push(req.url()));
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } }));
    await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially('12');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page
      .getByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.')
      .first()
      .waitFor();
    expect(calls.filter((url) => url.includes('/v1/otps'))).toEqual([]);
    await context.close();
  });
});
