/**
 * Issue 27, end to end on the emulator: a person adds an authenticator app in the security widget
 * (the test reads the key the page shows and computes codes with otpauth, as the app would), then
 * signs in with a password and a second step: a wrong app code, then the right one; a backup code
 * once, refused the second time; and removes the app. No screen says "Success!" before a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { Secret, TOTP } from 'otpauth';
import { startBackendStack, type BackendStack } from './backends';
import { playground } from './harness';

const STRONG = 'violet-Harbor-lantern-42';
const EMAIL = 'two-steps@example.com';
const config = { products: ['passwords'] };

const codeFor = (secret: string, stepsFromNow = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsFromNow * 30_000 });

/** Email then password, typed and sent with the keyboard only. */
async function passwordStep(page: Page, stack: BackendStack) {
  await page.goto(playground(stack.url, config));
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.focus();
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Enter');
  const password = page.getByLabel('Password', { exact: true });
  await password.waitFor();
  await password.focus();
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Enter');
}

describe('a second factor, on the emulator', () => {
  let stack: BackendStack;
  let secret = '';
  let backupCodes: string[] = [];
  beforeAll(async () => {
    stack = await startBackendStack('emulator');
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('a signed-in person adds an authenticator app: QR code, key, one code, backup codes shown once', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, config));
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();

    await page.goto(`${stack.url}/demo/security.html`);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByRole('button', { name: 'Add authenticator app' }).click();
    await page.getByRole('heading', { name: 'Add an authenticator app' }).waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = (await page.locator('code').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Focus is in the code field already: the person types the app's code.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await page.keyboard.type(codeFor(secret));
    await page.getByRole('heading', { name: 'Your backup codes' }).waitFor();
    backupCodes = await page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem').allInnerTexts();
    expect(backupCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I saved my codes' }).click();
    await page.getByText('Authenticator app: on').waitFor();
    await page.getByText('Backup codes left: 10').waitFor();
    await context.close();
  });

  it('password, then a wrong app code (said so), then the right one: Success only with the session', async () => {
    const { page, context } = await stack.newPage();
    await passwordStep(page, stack);
    await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Success!' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('signed-in-as').count()).resolves.toBe(0);
    const code = page.getByLabel('Verification code');
    await code.waitFor();
    const right = codeFor(secret, 1); // the enrolling code's step is spent; the next step is within the skew
    await page.keyboard.type(right === '000000' ? '111111' : '000000');
    await page.getByText('Invalid passcode, please try again.').first().waitFor();
    await code.focus();
    await page.keyboard.type(right);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(EMAIL);
    await context.close();
  });

  it('a backup code signs in once and is refused the second time ("Use another way")', async () => {
    for (const attempt of ['first', 'second'] as const) {
      const { page, context } = await stack.newPage();
      await passwordStep(page, stack);
      await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
      await page.getByRole('button', { name: 'Use another way' }).click();
      await page.getByRole('button', { name: 'Backup code' }).click();
      const field = page.getByRole('textbox', { name: 'Backup code' });
      await field.fill(backupCodes[0]!);
      await field.press('Enter');
      if (attempt === 'first') {
        await page.getByRole('heading', { name: 'Success!' }).waitFor();
      } else {
        await page.getByText('Invalid passcode, please try again.').first().waitFor();
        await expect(page.getByTestId('signed-in-as').count()).resolves.toBe(0);
      }
      await context.close();
    }
  });

  it('removing the app asks for a code; then a password alone signs in', async () => {
    const { page, context } = await stack.newPage();
    await passwordStep(page, stack);
    await page.getByRole('button', { name: 'Use another way' }).click();
    await page.getByRole('button', { name: 'Backup code' }).click();
    await page.getByRole('textbox', { name: 'Backup code' }).fill(backupCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();

    await page.goto(`${stack.url}/demo/security.html`);
    await page.getByText('Backup codes left: 8').waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('heading', { name: 'Remove authenticator app' }).waitFor();
    await page.keyboard.type(backupCodes[2]!);
    await page.keyboard.press('Enter');
    await page.getByText('Authenticator app: not set up').waitFor();
    await context.close();

    const again = await stack.newPage();
    await passwordStep(again.page, stack);
    await again.page.getByRole('heading', { name: 'Success!' }).waitFor();
    await again.context.close();
  });
});
