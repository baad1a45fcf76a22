/**
 * The widget in every error: the calls that need a session. The passkey registration
 * widget (demo/passkeys.html) is open for a signed-in person when the session goes: signed out
 * elsewhere (revoked), ended by a password reset on another device, or its cookies gone. Creating
 * a passkey then fails with SPEC §8's "not created" banner, onError carries the server's
 * error_type and message, and once the person signs in again the passkey is created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright';
import { playground, startStack, type Stack } from './harness';
import { api, expectReported, freshEmail, newestId, nextMessage } from './errorsKit';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const NOT_CREATED = 'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.';

/** Signs `email` in with an email code in the playground, as a person does. */
async function signIn(page: Page, email: string) {
  await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['email'] } }));
  const before = await newestId(stack, email);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially((await nextMessage(stack, email, before)).code!);
  await page.getByTestId('signed-in-as').filter({ hasText: email }).waitFor();
}

async function openPasskeyPage(page: Page) {
  await page.goto(`${stack.url}/demo/passkeys.html`);
  await page.getByRole('heading', { name: 'Set up a new Passkey' }).waitFor();
  await page.getByRole('button', { name: 'Create a Passkey' }).waitFor();
}

const sessionToken = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'portico_session')?.value ?? '';

/** The person signs in again and this time the passkey is created (a virtual authenticator stands in for the device). */
async function recover(page: Page, email: string) {
  await signIn(page, email);
  await openPasskeyPage(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
}

async function createFails(page: Page, line: string) {
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await page.locator('[data-error-id="error.passkey_not_created"]', { hasText: NOT_CREATED }).waitFor();
  await expectReported(page, line);
}

describe('the session goes while the passkey page is open', () => {
  it('invalid_session_token: the person signed out elsewhere (the session was revoked)', async () => {
    const { page, context } = await stack.newPage();
    const email = freshEmail('revoked');
    await signIn(page, email);
    await openPasskeyPage(page);
    expect((await api(stack, 'POST', '/v1/sessions/revoke', {}, await sessionToken(context))).status).toBe(200);

    await createFails(page, 'error: invalid_session_token Invalid session token.');
    await recover(page, email);
    await context.close();
  });

  it('session_not_found: a password reset on another device ended every session', async () => {
    const { page, context } = await stack.newPage();
    const email = freshEmail('reset-elsewhere');
    await signIn(page, email);
    await openPasskeyPage(page);
    const before = await newestId(stack, email);
    await api(stack, 'POST', '/v1/passwords/email/reset/start', { email });
    const reset = (await nextMessage(stack, email, before)).links.find((href) => href.includes('stytch_token_type=reset_password'))!;
    const done = await api(stack, 'POST', '/v1/passwords/email/reset', { token: new URL(reset).searchParams.get('token'), password: 'violet-Harbor-lantern-42' });
    expect(done.status).toBe(200);

    await createFails(page, 'error: session_not_found Session not found.');
    await recover(page, email);
    await context.close();
  });

  it('user_unauthenticated: the session cookies are gone, so the call carries no session', async () => {
    const { page, context } = await stack.newPage();
    const email = freshEmail('no-cookies');
    await signIn(page, email);
    await openPasskeyPage(page);
    await context.clearCookies();

    await createFails(page, 'error: user_unauthenticated Must have an active session to call this method. Have you logged in yet?');
    await recover(page, email);
    await context.close();
  });
});
