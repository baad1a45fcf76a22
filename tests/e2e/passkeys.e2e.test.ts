/**
 * Passkeys end to end: the demo's registration widget and the playground's Login widget against
 * the emulator, in Chromium with the DevTools protocol's virtual authenticator standing in for the
 * device (each authenticator is one device holding its passkeys). Everything goes through the
 * widget's own client; nothing in the page is rewritten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright';
import { latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A platform authenticator with user verification that answers at once, as a person with a fingerprint would. */
const DEVICE = { protocol: 'ctap2' as const, transport: 'internal' as const, hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true };

/** The page's WebAuthn talks to a virtual authenticator; `swap` replaces the device (its passkeys go with it). */
async function virtualDevice(page: Page, options: Partial<typeof DEVICE> = {}) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  let { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: { ...DEVICE, ...options } });
  return {
    async swap() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: DEVICE }));
    },
    async credentials() {
      return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    },
  };
}

const magicLinkConfig = (url: string) => ({
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: `${url}/demo/authenticate.html`, signupRedirectURL: `${url}/demo/authenticate.html` },
});
// No email form, so the browser's passkey autofill has no field: the button shows (SPEC §2).
const passkeyButtonConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } };

/** Signs `email` up by magic link, as a person does: the form, the outbox, the link. */
async function signInByMagicLink(page: Page, email: string) {
  await page.goto(playground(stack.url, magicLinkConfig(stack.url)));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const link = (await latestMessage(stack.url, email)).links.find((href) => href.includes('stytch_token_type=magic_links'));
  await page.goto(link!);
  await page.getByText('You are signed in.').waitFor();
}

async function createPasskey(page: Page) {
  await page.getByRole('heading', { name: 'Set up a new Passkey' }).waitFor();
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
}

const passkeyNames = (page: Page) => page.getByRole('list', { name: 'Existing Passkeys' }).getByRole('listitem').allInnerTexts();
const nameOf = (text: string) => text.split('\n')[0]!.trim();

describe('the passkey registration widget', () => {
  it('registers, renames and deletes passkeys with the keyboard; a refused delete comes back; the last one signs in', async () => {
    const { page, context } = await stack.newPage();
    const email = `passkeys.${Date.now()}@example.com`;
    await signInByMagicLink(page, email);
    await page.goto(`${stack.url}/demo/passkeys.html`);
    const device = await virtualDevice(page);

    // Three devices, one passkey each. The same device again is refused by the browser (SPEC §8).
    await createPasskey(page);
    await page.getByRole('button', { name: 'Set up another Passkey' }).click();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await page.getByText('The Passkey cannot be created as it seems to be already registered.', { exact: false }).first().waitFor();
    for (let i = 0; i < 2; i += 1) {
      await device.swap();
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
      await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
      if (i === 0) await page.getByRole('button', { name: 'Set up another Passkey' }).click();
    }
    await expect.poll(() => passkeyNames(page)).toHaveLength(3);
    // Named as a person recognises them (the virtual authenticator's AAGUID is no known product).
    for (const text of await passkeyNames(page)) expect(nameOf(text)).toMatch(/^Passkey \(\w{3} \d{1,2}, \d{4}\)$/);

    // Rename the first two in place, with the keyboard alone.
    const registrations = () =>
      stack.emulator.ctx.db
        .prepare<[string], { webauthn_registration_id: string; name: string }>(
          'SELECT r.webauthn_registration_id, r.name FROM webauthn_registrations r JOIN emails e ON e.user_id = r.user_id WHERE e.email = ? ORDER BY r.created_at, r.rowid',
        )
        .all(email);
    for (const [index, name] of ['Old phone', 'Work laptop'].entries()) {
      await page.getByRole('button', { name: /^Rename / }).nth(index).focus();
      await page.keyboard.press('Enter');
      const field = page.getByRole('textbox', { name: 'Passkey name' });
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      // While renaming, the screen's own buttons wait (SPEC §2).
      await expect(page.getByRole('button', { name: 'Done' }).isDisabled()).resolves.toBe(true);
      await field.fill(name);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: `Rename ${name}` }).waitFor();
      await expect.poll(() => registrations()[index]?.name).toBe(name);
    }
    // Focus went back to the control that started the rename.
    await expect(page.getByRole('button', { name: 'Rename Work laptop' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Delete 'Old phone': the warning, then Delete.
    await page.getByRole('button', { name: 'Delete Old phone' }).focus();
    await page.keyboard.press('Enter');
    const warning = page.locator('[data-variant="warning"]').getByText('Once deleted, the passkey cannot be restored.');
    await warning.waitFor();
    await expect(page.getByRole('button', { name: 'Set up another Passkey' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(async () => (await passkeyNames(page)).map(nameOf)).toEqual(['Work laptop', expect.stringMatching(/^Passkey \(/)]);
    await expect.poll(() => registrations().map((r) => r.name)).toEqual(['Work laptop', expect.stringMatching(/^Passkey \(/)]);
    await expect(warning.count()).resolves.toBe(0);

    // 'Work laptop' is deleted from another device meanwhile: this widget's delete is refused
    // (404 webauthn_registration_not_found), the entry comes back and an error toast says so.
    await page.getByRole('button', { name: 'Delete Work laptop' }).click();
    const sessionToken = (await context.cookies()).find((cookie) => cookie.name === 'portico_session')!.value;
    const elsewhere = await fetch(`${stack.url}/v1/users/webauthn_registrations/${registrations()[0]!.webauthn_registration_id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${sessionToken}`, 'X-Portico-Public-Token': stack.emulator.ctx.config.public_token },
    });
    expect(elsewhere.status).toBe(200);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('The passkey could not be deleted. Please try again.').first().waitFor();
    await expect.poll(async () => (await passkeyNames(page)).map(nameOf)).toEqual(['Work laptop', expect.stringMatching(/^Passkey \(/)]);

    // Done tells the host.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByTestId('events').innerText()).toContain('PasskeyDone');

    // Sign out, then sign in with the passkey on this device, from the Login widget's button.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('signed-out').waitFor();
    await page.goto(playground(stack.url, passkeyButtonConfig));
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText('Your Passkey has been successfully authenticated.').waitFor();
    await expect.poll(() => page.getByTestId('signed-in-as').innerText()).toBe(email);
    const events = await page.getByTestId('events').innerText();
    expect(events).toContain('event: PasskeyAuthenticate');
    expect(events).toContain('event: AuthenticateFlowComplete');
    await context.close();
  });

  it('without a signed-in person, says so and offers nothing', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(`${stack.url}/demo/passkeys.html`);
    await page.getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.').waitFor();
    await expect(page.getByRole('button', { name: 'Create a Passkey' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('signing in with a passkey on Main', () => {
  it('a person who cancels the browser dialog sees no error, and can try again', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, passkeyButtonConfig));
    // The device refuses to verify the person (as when they dismiss the fingerprint prompt): NotAllowedError.
    await virtualDevice(page, { isUserVerified: false });
    const button = page.getByRole('button', { name: 'Login with a Passkey' });
    await button.click();
    await expect.poll(() => button.isEnabled()).toBe(true);
    await expect(page.locator('[data-variant="error"]').count()).resolves.toBe(0);
    await expect(page.getByTestId('events').innerText()).resolves.not.toContain('error:');
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await context.close();
  });

  it('an unknown passkey shows the warning banner, not an error', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, passkeyButtonConfig));
    const device = await virtualDevice(page);
    // A passkey the device holds for this site, but which the server never registered.
    await page.evaluate(async () => {
      await navigator.credentials.create({
        publicKey: {
          rp: { id: location.hostname, name: 'Stray' },
          user: { id: new Uint8Array([1, 2, 3]), name: 'stray@example.com', displayName: 'Stray' },
          challenge: new Uint8Array(32),
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        },
      });
    });
    expect(await device.credentials()).toHaveLength(1);
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    const banner = page.locator('[data-variant="warning"]');
    await banner.getByText('Passkey registration not found.', { exact: false }).waitFor();
    await expect(page.locator('[data-variant="error"]').count()).resolves.toBe(0);
    await context.close();
  });

  it('where the browser offers passkey autofill, the email field offers the passkey and signing in needs no button', async () => {
    const { page, context } = await stack.newPage();
    const email = `autofill.${Date.now()}@example.com`;
    await signInByMagicLink(page, email);
    await page.goto(`${stack.url}/demo/passkeys.html`);
    await virtualDevice(page);
    await createPasskey(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('signed-out').waitFor();

    // Chromium supports conditional mediation: with an email form on Main the button is left out and
    // the email field asks for "username webauthn". The virtual device answers the quiet request.
    // The device answers at once, so Main may be gone before a test could look at it: the page
    // records every autocomplete its inputs ever had.
    await page.addInitScript(() => {
      const seen = new Set<string | null>();
      (window as unknown as { autocompletes: Set<string | null> }).autocompletes = seen;
      new MutationObserver(() => document.querySelectorAll('input').forEach((input) => seen.add(input.getAttribute('autocomplete')))).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['autocomplete'],
      });
    });
    await page.goto(playground(stack.url, { ...magicLinkConfig(stack.url), products: ['emailMagicLinks', 'passkeys'] }));
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.evaluate(() => [...(window as unknown as { autocompletes: Set<string | null> }).autocompletes])).resolves.toContain('username webauthn');
    await expect(page.getByRole('button', { name: 'Login with a Passkey' }).count()).resolves.toBe(0);
    await expect.poll(() => page.getByTestId('signed-in-as').innerText()).toBe(email);
    await context.close();
  });
});
