/**
 * The second factor end to end on both backends (the emulator's protocol, Better Auth's twoFactor plugin): a
 * person adds an authenticator app in the security widget (the test reads the key the page shows
 * and computes codes with otpauth, as the app would), then signs in with a password and a second
 * step: a wrong app code, then the right one; a code by email ("Use another way"); a backup code
 * once, refused the second time; and removes the app. No screen says "Success!" before a session.
 * Better Auth asks for the account's password before each change; the emulator for a code to remove.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { Secret, TOTP } from 'otpauth';
import { SETUPS, startBackendStack, type Backend, type BackendStack } from './backends';
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

/** The messages the outbox holds for `to` (both backends serve /outbox.json, newest first). */
async function outbox(url: string, to: string): Promise<Array<{ code: string | null }>> {
  const res = await fetch(`${url}/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Array<{ code: string | null }> }).messages;
}

/** Better Auth's password step before a change to the factors: the heading names the change. */
async function confirmPassword(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  const field = page.getByLabel('Password', { exact: true });
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Enter');
}

/** In the security widget: add an authenticator app, read its key, confirm with its code, keep the backup codes. */
async function addApp(page: Page, backend: Backend, url: string) {
  await page.goto(`${url}/demo/security.html`);
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  if (backend === 'better-auth') await confirmPassword(page, 'Add an authenticator app');
  await page.getByRole('heading', { name: 'Add an authenticator app' }).waitFor();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.locator('code').innerText()).trim();
  // The emulator's key is 20 random bytes; Better Auth's a 32-character string, base32 in the URI.
  expect(secret).toMatch(backend === 'emulator' ? /^[A-Z2-7]{32}$/ : /^[A-Z2-7]{52}$/);
  // Focus is in the code field already: the person types the app's code.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
  await page.keyboard.type(codeFor(secret));
  await page.getByRole('heading', { name: 'Your backup codes' }).waitFor();
  const backupCodes = await page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem').allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'I saved my codes' }).click();
  await page.getByText('Authenticator app: on').waitFor();
  await page.getByText('Backup codes left: 10').waitFor();
  return { secret, backupCodes };
}

describe.each(SETUPS)('a second factor, on $name', ({ backend, docs }) => {
  let stack: BackendStack;
  let secret = '';
  let backupCodes: string[] = [];
  beforeAll(async () => {
    stack = await startBackendStack(backend, { docs });
  });
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

    ({ secret, backupCodes } = await addApp(page, backend, stack.url));
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

  it('removing the app asks for a code (the password on Better Auth); then a password alone signs in', async () => {
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
    if (backend === 'better-auth') {
      await confirmPassword(page, 'Remove authenticator app');
    } else {
      await page.getByRole('heading', { name: 'Remove authenticator app' }).waitFor();
      await page.keyboard.type(backupCodes[2]!);
      await page.keyboard.press('Enter');
    }
    await page.getByText('Authenticator app: not set up').waitFor();
    await context.close();

    const again = await stack.newPage();
    await passwordStep(again.page, stack);
    await again.page.getByRole('heading', { name: 'Success!' }).waitFor();
    await again.context.close();
  });

  it('the app added again; "Use another way": a code by email finishes the sign-in', async () => {
    // Last: on the emulator the email code is the inbox's first proof, which ends a password set up
    // before it (H2), so nothing after this may sign in with the password.
    const setup = await stack.newPage();
    await passwordStep(setup.page, stack);
    await setup.page.getByRole('heading', { name: 'Success!' }).waitFor(); // the app was removed: a password alone
    await addApp(setup.page, backend, stack.url);
    await setup.context.close();

    const { page, context } = await stack.newPage();
    const before = (await outbox(stack.url, EMAIL)).length;
    await passwordStep(page, stack);
    await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    await page.getByRole('button', { name: 'Use another way' }).click();
    await page.getByRole('heading', { name: 'Choose another way' }).waitFor();
    await page.getByRole('button', { name: /^Email to t•••@example\.com$/ }).click();
    await page.getByText('Enter the 6-digit code we sent by email to t•••@example.com.').waitFor();
    await expect.poll(async () => (await outbox(stack.url, EMAIL)).length, { timeout: 30_000 }).toBeGreaterThan(before);
    const [sent] = await outbox(stack.url, EMAIL);
    await page.getByLabel('Verification code').focus();
    await page.keyboard.type(sent!.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(EMAIL);
    await context.close();
  });
});
