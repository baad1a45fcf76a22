/**
 * A passkey as the second factor, on the emulator (Better Auth's passkey plugin is a sign-in
 * of its own, not a twoFactor method, so portico() never offers it there). A person with a password,
 * an authenticator app and a passkey signs in with the password; "Verify it's you" offers the passkey
 * first; the browser's prompt (Chromium's virtual authenticator) finishes the sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { Secret, TOTP } from 'otpauth';
import { playground, startStack, type Stack } from './harness';

const STRONG = 'violet-Harbor-lantern-42';
const EMAIL = 'passkey-second@example.com';
const config = { products: ['passwords'] };

/** A platform authenticator with user verification that answers at once, as a person with a fingerprint would. */
const DEVICE = { protocol: 'ctap2' as const, transport: 'internal' as const, hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function passwordStep(page: Page) {
  await page.goto(playground(stack.url, config));
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
  await submit.click();
}

describe('a passkey as the second factor (emulator)', () => {
  it('password, then "Use passkey": the session exists only after the passkey', async () => {
    const { page, context } = await stack.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', { options: DEVICE });

    // Sign up with a password, add an authenticator app (so the account has a second factor) and a passkey.
    await passwordStep(page);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.goto(`${stack.url}/demo/security.html`);
    await page.getByRole('button', { name: 'Add authenticator app' }).click();
    const secret = (await page.locator('code').innerText()).trim();
    await page.getByLabel('Verification code').focus();
    await page.keyboard.type(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole('button', { name: 'I saved my codes' }).click();
    await page.getByText('Authenticator app: on').waitFor();
    await page.goto(`${stack.url}/demo/passkeys.html`);
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();

    await passwordStep(page);
    await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    await expect(page.getByTestId('signed-in-as').count()).resolves.toBe(0);
    const use = page.getByRole('button', { name: 'Use passkey' });
    // Most convenient first, and focused: Enter uses it.
    await expect.poll(() => use.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(EMAIL);
    await context.close();
  });
});
