/**
 * "Sign in faster next time" on both backends (docs/account.md "Passkey offer"): after an email-code
 * sign-in on a device that can make a passkey, Login offers one once; the person makes it, and the
 * next sign-in is the passkey. "Not now" never blocks the sign-in, and the offer is not made again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { BACKENDS, startBackendStack, type BackendStack } from './backends';
import { latestMessage, playground } from './harness';

/** The CDP virtual authenticator stands in for the person's device (tests/e2e/passkeys.e2e.test.ts). */
async function virtualDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

const config = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };

async function emailCode(page: Page, url: string, email: string) {
  await page.goto(playground(url, config));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
  const message = await latestMessage(url, email);
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);
}

describe.each(BACKENDS)('the passkey offer on %s', (backend) => {
  let stack: BackendStack;
  beforeAll(async () => {
    stack = await startBackendStack(backend);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('offered once after an email code; made; the next sign-in is the passkey', async () => {
    const email = `faster-${backend}@example.com`;
    const { page, context } = await stack.newPage();
    await virtualDevice(page);
    await emailCode(page, stack.url, email);
    await page.getByRole('heading', { name: 'Sign in faster next time' }).waitFor();
    // The sign-in is done already: the session exists while the offer shows.
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    // Made: on to the sign-in's end, with a word that it was.
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText('Passkey created. Next time, sign in with it.').first().waitFor();
    await expect(page.getByTestId('events').innerText()).resolves.toMatch(/PasskeyUpgradeCreated[\s\S]*AuthenticateFlowComplete|AuthenticateFlowComplete[\s\S]*PasskeyUpgradeCreated/);

    // Signed out, the next sign-in is the passkey: Chromium offers it in the email field's autofill
    // (SPEC §2: no button beside an email form), and the device answers. The session ends by its
    // cookies going (a next visit), not by the page's Sign out: Main would come back on this page and
    // its autofill take the passkey at once, racing the check that nobody is signed in.
    await page.goto('about:blank');
    await context.clearCookies();
    await page.goto(playground(stack.url, config));
    await page.getByText('Your Passkey has been successfully authenticated.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(email);
    await context.close();
  });

  it('"Not now" goes on to the sign-in’s end, and the offer is not made again on this device', async () => {
    const email = `later-${backend}@example.com`;
    const { page, context } = await stack.newPage();
    await virtualDevice(page);
    await emailCode(page, stack.url, email);
    await page.getByRole('heading', { name: 'Sign in faster next time' }).waitFor();
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('events').innerText()).resolves.toContain('PasskeyUpgradeDismissed');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('signed-out').waitFor();
    await emailCode(page, stack.url, email);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Sign in faster next time' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('off in the config: never offered', async () => {
    const email = `off-${backend}@example.com`;
    const { page, context } = await stack.newPage();
    await virtualDevice(page);
    await page.goto(playground(stack.url, { ...config, passkeyOptions: { offerAfterSignIn: false } }));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially((await latestMessage(stack.url, email)).code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Sign in faster next time' }).count()).resolves.toBe(0);
    await context.close();
  });
});
