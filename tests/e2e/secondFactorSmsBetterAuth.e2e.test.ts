/**
 * On Better Auth: a password, then a code by text message (its twoFactor plugin's `otp`,
 * sent to a verified phone, as server/dev/devAuth.ts's sendOTP does). A person adds an authenticator
 * app in the security widget (Better Auth's way to have two steps), then signs in with the password
 * and chooses "Use another way" → the text message. The number is added in the same widget (the
 * phoneNumber plugin's send-otp and verify with updatePhoneNumber: tests/e2e/phoneNumber.e2e.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright';
import { Secret, TOTP } from 'otpauth';
import { startBetterAuthWithDemo, type BetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { playground } from './harness';

const EMAIL = 'text-second@example.com';
const PHONE = '+14155550103';
const STRONG = 'violet-Harbor-lantern-42';
const config = { products: ['passwords'] };

let server: BetterAuthWithDemo;
let browser: Browser;
beforeAll(async () => {
  server = await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' } });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const newPage = async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  return { context, page: await context.newPage() };
};

async function outbox(to: string): Promise<Array<{ channel: string; code: string | null }>> {
  const res = await fetch(`${server.url}/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Array<{ channel: string; code: string | null }> }).messages;
}

async function passwordStep(page: Page) {
  await page.goto(playground(server.url, config));
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
  await submit.click();
}

async function confirmPassword(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

describe('a code by text message as the second factor (Better Auth)', () => {
  it('password, then "Use another way" → the text message: Success only with the session', async () => {
    const setup = await newPage();
    await passwordStep(setup.page);
    await setup.page.getByRole('heading', { name: 'Success!' }).waitFor();
    await setup.page.goto(`${server.url}/demo/security.html`);
    await setup.page.getByRole('button', { name: 'Add authenticator app' }).click();
    await confirmPassword(setup.page, 'Add an authenticator app');
    await setup.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await setup.page.locator('code').innerText()).trim();
    await setup.page.getByLabel('Verification code').focus();
    await setup.page.keyboard.type(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await setup.page.getByRole('button', { name: 'I saved my codes' }).click();
    await setup.page.getByText('Authenticator app: on').waitFor();
    // The number, added in the same widget (the phoneNumber plugin): two steps are on, so no password is asked.
    const textsBefore = (await outbox(PHONE)).length;
    await setup.page.getByRole('button', { name: 'Add phone number' }).click();
    await setup.page.getByRole('textbox', { name: 'Phone number' }).fill(PHONE.slice(2));
    await setup.page.getByRole('button', { name: 'Send code' }).click();
    await setup.page.getByRole('heading', { name: 'Check your phone' }).waitFor();
    await expect.poll(async () => (await outbox(PHONE)).length, { timeout: 30_000 }).toBeGreaterThan(textsBefore);
    await setup.page.getByLabel('Verification code').focus();
    await setup.page.keyboard.type((await outbox(PHONE))[0]!.code!);
    await setup.page.getByText('Codes by text message: •••0103').waitFor();
    await setup.context.close();

    const { page, context } = await newPage();
    const before = (await outbox(PHONE)).length;
    await passwordStep(page);
    await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    await expect(page.getByTestId('signed-in-as').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Use another way' }).click();
    await page.getByRole('button', { name: /^Text message to .*0103$/ }).click();
    await page.getByText(/^Enter the 6-digit code we sent by text message to .*0103\.$/).waitFor();
    await expect.poll(async () => (await outbox(PHONE)).length, { timeout: 30_000 }).toBeGreaterThan(before);
    const [text] = await outbox(PHONE);
    expect(text!.channel).toBe('sms');
    await page.getByLabel('Verification code').focus();
    await page.keyboard.type(text!.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(EMAIL);
    await context.close();
  });
});
