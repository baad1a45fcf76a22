/**
 * Every flow, once per backend: the emulator and a real Better Auth (server/dev, SQLite,
 * in process) behind the same demo pages, driven by a person in Chromium, and Better Auth again as
 * docs/better-auth.md's server block sets it up (read from the page: docsBackend.ts). One test per
 * flow; where Better Auth behaves differently by design, the test says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { SETUPS, startBackendStack, type BackendStack } from './backends';
import { latestMessage, playground } from './harness';
import { generatePrivateKey } from 'viem/accounts';
import type { Hex } from 'viem';
import { installTestMetaMask, installTestPhantom } from './testWallets';

const STRONG = 'violet-Harbor-lantern-42';
const NEWER = 'quiet-Meadow-compass-77';

/** The CDP virtual authenticator stands in for the person's device (tests/e2e/passkeys.e2e.test.ts). */
async function virtualDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

describe.each(SETUPS)('on $name', ({ backend, docs }) => {
  let stack: BackendStack;
  beforeAll(async () => {
    stack = await startBackendStack(backend, { docs });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('email magic link: the link in the outbox signs the person in, once', async () => {
    const { page, context } = await stack.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    const config = {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: `${stack.url}/demo/authenticate.html`, signupRedirectURL: `${stack.url}/demo/authenticate.html` },
    };
    await page.goto(playground(stack.url, config));
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const email = await latestMessage(stack.url, 'ada@example.com');
    const link = email.links.find((href) => href.includes('stytch_token_type=magic_links'));
    expect(link).toContain('/demo/authenticate.html');
    await page.goto(link!);
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('ada@example.com');
    // The page really spoke to this backend; on Better Auth the session cookie is out of the page's reach.
    if (backend === 'better-auth') {
      expect(calls).toContain('/api/auth/sign-in/magic-link');
      expect(calls).toContain('/api/auth/get-session');
      expect(calls.some((path) => path.startsWith('/v1/'))).toBe(false);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name.endsWith('session_token'))?.httpOnly).toBe(true);
      await expect(page.evaluate(() => document.cookie)).resolves.not.toContain('session_token');
    } else {
      expect(calls).toContain('/v1/magic_links/email/login_or_create');
    }

    // Single use. The person is signed in on this browser, so the page asks first (a link
    // never swaps a session silently).
    const again = await context.newPage();
    await again.goto(link!);
    await again.getByRole('button', { name: 'Continue with this link' }).click();
    await again.getByRole('alert').filter({ hasText: 'already used or expired' }).waitFor();
    await context.close();
  });

  it('a configured social provider the backend does not offer is refused, naming the provider and the backend', async () => {
    // The emulator offers every provider; the Better Auth server configured a few (SOCIAL_PROVIDERS)
    // and its client, told which, refuses the rest at mount, before adding anything to the page:
    // the playground only shows the error mountLogin threw.
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['emailMagicLinks', 'oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }] } }));
    if (backend === 'better-auth') {
      await page.getByRole('alert').filter({ hasText: 'the social provider "apple" (oauthOptions.providers) is configured, but the backend "Better Auth" does not offer it.' }).waitFor();
      await expect(page.getByRole('textbox', { name: 'Email' }).count()).resolves.toBe(0);
    } else {
      await page.getByRole('textbox', { name: 'Email' }).waitFor();
      await expect(page.getByText('does not offer it').count()).resolves.toBe(0);
    }
    await context.close();
  });

  it('the outbox page: a person reads the email there and clicks its link', async () => {
    const { page, context } = await stack.newPage();
    const config = {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: `${stack.url}/demo/authenticate.html`, signupRedirectURL: `${stack.url}/demo/authenticate.html` },
    };
    await page.goto(playground(stack.url, config));
    await page.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.goto(`${stack.url}/outbox`);
    await page.getByRole('article').filter({ hasText: 'reader@example.com' }).getByRole('link').first().click();
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('reader@example.com');
    await context.close();
  });

  it('email passcode: a wrong code shows the spec message, the right one signs in', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['email'] } }));
    await page.getByRole('textbox', { name: 'Email' }).fill('otp@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    const message = await latestMessage(stack.url, 'otp@example.com');
    expect(message.code).toMatch(/^\d{6}$/);
    const wrong = message.code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(wrong);
    await page.getByText('Invalid passcode, please try again.').first().waitFor();
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('otp@example.com');
    await context.close();
  });

  for (const channel of ['sms', 'whatsapp'] as const) {
    it(`${channel === 'sms' ? 'text message' : 'WhatsApp'} passcode: the code sent to the number signs in`, async () => {
      const { page, context } = await stack.newPage();
      const number = channel === 'sms' ? '2025550123' : '2025550199';
      await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: [channel] } }));
      const phone = page.getByRole('textbox', { name: 'Phone number' });
      await phone.pressSequentially(number);
      await expect.poll(() => phone.inputValue(), { timeout: 10_000 }).toMatch(/^\(202\) 555-01/);
      await page.getByRole('button', { name: channel === 'sms' ? 'Continue with text message' : 'Continue with WhatsApp' }).click();
      await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
      const sent = await latestMessage(stack.url, `+1${number}`);
      expect(sent.channel).toBe(channel);
      await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(sent.code!);
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
      await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(`+1${number}`);
      await context.close();
    });
  }

  it('password: create (a weak one keeps Continue disabled), log in, forgot, reset, log in with the new one', async () => {
    const config = {
      products: ['passwords'],
      passwordOptions: { resetPasswordRedirectURL: `${stack.url}/demo/reset.html`, loginRedirectURL: `${stack.url}/demo/reset.html` },
    };
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, config));
    await page.getByRole('textbox', { name: 'Email' }).fill('lin@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await password.fill('password');
    await page.getByText('This password may have been used on a different site', { exact: false }).or(page.getByRole('meter')).first().waitFor();
    await expect(submit.isDisabled()).resolves.toBe(true);
    await password.fill(STRONG);
    await expect.poll(() => submit.isEnabled(), { timeout: 5000 }).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('lin@example.com');
    await context.close();

    // Forgot password, in a fresh browser.
    const forgot = await stack.newPage();
    await forgot.page.goto(playground(stack.url, config));
    await forgot.page.getByRole('textbox', { name: 'Email' }).fill('lin@example.com');
    await forgot.page.getByRole('button', { name: 'Continue with email' }).click();
    await forgot.page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await forgot.page.getByRole('button', { name: 'Forgot Password?' }).click();
    await forgot.page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    const email = await latestMessage(stack.url, 'lin@example.com');
    const reset = email.links.find((href) => href.includes('stytch_token_type=reset_password'));
    expect(reset).toContain('/demo/reset.html');
    await forgot.page.goto(reset!);
    await forgot.page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await forgot.page.getByLabel('New password', { exact: true }).fill(NEWER);
    const resetSubmit = forgot.page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => resetSubmit.isEnabled(), { timeout: 5000 }).toBe(true);
    await resetSubmit.click();
    await forgot.page.getByRole('heading', { name: 'Success!' }).waitFor();
    if (backend === 'better-auth') {
      // By design, Better Auth starts no session after a reset: the confirmation says to log in (below), and no
      // AuthenticateFlowComplete is heard.
      await forgot.page.getByTestId('signed-out').waitFor();
      await forgot.page.getByText('Your password has been reset. Log in with your new password.').waitFor();
      await expect(forgot.page.getByText('You have successfully logged in.').count()).resolves.toBe(0);
      await expect(forgot.page.getByTestId('events').innerText()).resolves.not.toContain('AuthenticateFlowComplete');
    } else {
      await forgot.page.getByText('You have successfully logged in.').waitFor();
      await expect(forgot.page.getByTestId('events').innerText()).resolves.toContain('AuthenticateFlowComplete');
    }
    await forgot.context.close();

    const fresh = await stack.newPage();
    await fresh.page.goto(playground(stack.url, config));
    await fresh.page.getByRole('textbox', { name: 'Email' }).fill('lin@example.com');
    await fresh.page.getByRole('button', { name: 'Continue with email' }).click();
    await fresh.page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await fresh.page.getByLabel('Password', { exact: true }).fill(STRONG);
    await fresh.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fresh.page.getByText('Unauthorized credentials.').first().waitFor();
    await fresh.page.getByLabel('Password', { exact: true }).fill(NEWER);
    await fresh.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fresh.page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(fresh.page.getByTestId('signed-in-as').innerText()).resolves.toBe('lin@example.com');
    // A password sign-in without a second factor establishes the session: SPEC §3's AuthenticateFlowComplete.
    await expect(fresh.page.getByTestId('events').innerText()).resolves.toContain('AuthenticateFlowComplete');
    await fresh.context.close();
  });

  it('passkeys: a signed-in person creates and renames a passkey, signs out, and signs in with it', async () => {
    const { page, context } = await stack.newPage();
    const email = `passkey.${backend}@example.com`;
    await page.goto(
      playground(stack.url, {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: `${stack.url}/demo/authenticate.html`, signupRedirectURL: `${stack.url}/demo/authenticate.html` },
      }),
    );
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const link = (await latestMessage(stack.url, email)).links.find((href) => href.includes('stytch_token_type=magic_links'));
    await page.goto(link!);
    await page.getByText('You are signed in.').waitFor();

    await page.goto(`${stack.url}/demo/passkeys.html`);
    await virtualDevice(page);
    await page.getByRole('heading', { name: 'Set up a new Passkey' }).waitFor();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
    const list = page.getByRole('list', { name: 'Existing Passkeys' }).getByRole('listitem');
    await expect.poll(() => list.count()).toBe(1);
    await page.getByRole('button', { name: /^Rename / }).click();
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('My laptop');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Rename My laptop' }).waitFor();
    if (backend === 'better-auth') {
      // The name is Better Auth's own: its list endpoint, with the page's cookie, reads it back. The
      // list shows the new name before the server has it (SPEC §4: applied optimistically), so the
      // read waits for the call to land.
      const names = () =>
        page.evaluate(async () =>
          ((await (await fetch('/api/auth/passkey/list-user-passkeys', { credentials: 'include' })).json()) as Array<{ name: string }>).map((p) => p.name),
        );
      await expect.poll(names).toEqual(['My laptop']);
    }

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('signed-out').waitFor();
    await page.goto(playground(stack.url, { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }));
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect.poll(() => page.getByTestId('signed-in-as').innerText()).toBe(email);
    await context.close();
  });

  it('crypto wallets: an Ethereum (SIWE) and a Solana test wallet sign in; the same wallet is the same person next time', async () => {
    // On Better Auth, Ethereum is its siwe plugin (the client writes the EIP-4361 message around the
    // server's nonce); Solana is portico-server's endpoint (nonce, ed25519 signature, tweetnacl).
    const config = { products: ['crypto', 'emailMagicLinks'] };
    if (!stack.serves('crypto')) {
      // docs/better-auth.md's server lists no wallets: refused at mount, naming the product (SPEC §7 bootstrap).
      const { page, context } = await stack.newPage();
      await page.goto(playground(stack.url, config));
      await page.getByText('Something went wrong. Please try again.').first().waitFor();
      await expect(page.getByRole('button', { name: 'MetaMask' }).count()).resolves.toBe(0);
      await expect(page.getByTestId('events').innerText()).resolves.toContain('the product "crypto" is configured, but the server behind the backend "Better Auth" does not serve it');
      await context.close();
      return;
    }
    const calls: string[] = [];
    const signIn = async (name: 'MetaMask' | 'Phantom', privateKey: Hex) => {
      const { page, context } = await stack.newPage();
      page.on('request', (request) => calls.push(new URL(request.url()).pathname));
      const signed =
        name === 'MetaMask' ? (await installTestMetaMask(page, { privateKey })).signed : (await installTestPhantom(page)).signed;
      await page.goto(playground(stack.url, config));
      await page.getByRole('button', { name }).click();
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
      await page.getByText('You are signed in with your wallet.').waitFor();
      await expect(page.getByTestId('events').innerText()).resolves.toContain('AuthenticateFlowComplete');
      const user = await page.getByTestId('signed-in-as').innerText();
      await context.close();
      return { message: signed[0]!, user };
    };
    const key = generatePrivateKey();
    const first = await signIn('MetaMask', key);
    expect(first.message).toContain(`${new URL(stack.url).host} wants you to sign in with your Ethereum account:`);
    expect(first.message).toContain(`URI: ${stack.url}`);
    expect(first.user).not.toBe('');
    const again = await signIn('MetaMask', key);
    expect(again.user).toBe(first.user);
    expect(again.message).not.toBe(first.message); // a fresh nonce each time

    const solana = await signIn('Phantom', key);
    expect(solana.message).toContain('wants you to sign in with your Solana account:');
    expect(solana.message).toContain(`URI: ${stack.url}`);
    expect(solana.user).not.toBe('');
    expect(solana.user).not.toBe(first.user);
    if (backend === 'better-auth') expect(calls).toEqual(expect.arrayContaining(['/api/auth/siwe/verify', '/api/auth/portico/solana/verify']));
    else expect(calls).toContain('/v1/crypto_wallets/authenticate');
  });
});
