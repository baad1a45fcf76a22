/**
 * Crypto wallet sign-in end to end (SPEC §2, §4 Crypto, §7): the widget in Chromium against the
 * emulator, with test wallets injected into the page that sign with real keys held by this
 * process (tests/e2e/testWallets.ts). The emulator checks every signature for real.
 */
import { generatePrivateKey } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playground, startStack, type Stack } from './harness';
import { installTestMetaMask, installTestPhantom } from './testWallets';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const config = { products: ['crypto', 'emailMagicLinks'] };

/** The user a wallet address belongs to, as the emulator stored it. */
const userOfWallet = (address: string) =>
  (stack.emulator.ctx.db.prepare('SELECT user_id FROM crypto_wallets WHERE crypto_wallet_address = ?').all(address) as Array<{ user_id: string }>).map(
    (row) => row.user_id,
  );

describe('crypto wallet sign-in', () => {
  it('an EIP-6963 MetaMask-like test wallet signs in, with its announced icon, signing a SIWE message', async () => {
    const { page, context } = await stack.newPage();
    const wallet = await installTestMetaMask(page);
    await page.goto(playground(stack.url, config));
    const button = page.getByRole('button', { name: 'MetaMask' });
    await expect(button.locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml,/);
    // One wallet fits: the button after it offers a new wallet, and an 'or' parts the wallets from the email form.
    await page.getByRole('button', { name: 'Set up a new crypto wallet' }).waitFor();
    await page.getByText('or', { exact: true }).waitFor();
    await button.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText('You are signed in with your wallet.').waitFor();

    // The wallet signed an EIP-4361 message for this page, and the emulator accepted it.
    const message = parseSiweMessage(wallet.signed[0]!);
    expect(message).toMatchObject({ domain: new URL(stack.url).host, address: wallet.account.address, version: '1', chainId: 1 });
    const [userId] = userOfWallet(wallet.account.address.toLowerCase());
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(userId);
    await context.close();
  });

  it('a Phantom-like Solana test wallet signs in', async () => {
    const { page, context } = await stack.newPage();
    const wallet = await installTestPhantom(page);
    await page.goto(playground(stack.url, config));
    await page.getByRole('button', { name: 'Phantom' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(wallet.signed[0]).toContain('wants you to sign in with your Solana account:');
    expect(wallet.signed[0]).toContain(wallet.address);
    const [userId] = userOfWallet(wallet.address);
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe(userId);
    await context.close();
  });

  it('a rejected signature ends on CryptoError, reported as no fault; the back arrow returns to Main', async () => {
    const { page, context } = await stack.newPage();
    const wallet = await installTestMetaMask(page, { rejectSignature: true });
    await page.goto(playground(stack.url, config));
    await page.getByRole('button', { name: 'MetaMask' }).click();
    await page.getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    await page
      .getByText('Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!')
      .waitFor();
    expect(wallet.signed).toHaveLength(1);
    await expect(page.getByTestId('events').innerText()).resolves.not.toContain('error:');
    await expect(page.getByTestId('signed-out').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    expect(userOfWallet(wallet.account.address.toLowerCase())).toEqual([]);
    await context.close();
  });

  it("with no wallet installed › 'Set up a new crypto wallet' shows where to get one", async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, config));
    await page.getByRole('button', { name: 'Set up a new crypto wallet' }).click();
    await page.getByRole('heading', { name: 'Set up a new crypto wallet' }).waitFor();
    const metamask = page.getByRole('link', { name: 'MetaMask (opens in a new tab)' });
    await expect(metamask.getAttribute('href')).resolves.toBe('https://metamask.io/download/');
    await expect(metamask.getAttribute('target')).resolves.toBe('_blank');
    await expect(page.getByRole('link', { name: 'Phantom (opens in a new tab)' }).getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await context.close();
  });

  it('the same address signing in twice lands in the same user', async () => {
    const privateKey = generatePrivateKey();
    const first = await stack.newPage();
    const wallet = await installTestMetaMask(first.page, { privateKey });
    await first.page.goto(playground(stack.url, config));
    await first.page.getByRole('button', { name: 'MetaMask' }).click();
    await first.page.getByRole('heading', { name: 'Success!' }).waitFor();
    const firstUser = await first.page.getByTestId('signed-in-as').innerText();
    await first.context.close();

    // Another browser profile, the same key.
    const second = await stack.newPage();
    await installTestMetaMask(second.page, { privateKey });
    await second.page.goto(playground(stack.url, config));
    await second.page.getByRole('button', { name: 'MetaMask' }).click();
    await second.page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(second.page.getByTestId('signed-in-as').innerText()).resolves.toBe(firstUser);
    expect(userOfWallet(wallet.account.address.toLowerCase())).toEqual([firstUser]);
    await second.context.close();
  });

  it("the demo's own test wallets, injected only when asked (?testWallets=1), sign in both ways", async () => {
    const { page, context } = await stack.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${playground(stack.url, config)}&testWallets=1`);
    await page.getByTestId('test-wallets').getByText('TEST wallets are injected in this page').waitFor();
    await page.getByRole('button', { name: 'Portico TEST wallet (Ethereum)' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(dialogs[1]).toContain('wants you to sign in with your Ethereum account:');
    expect(dialogs.every((text) => text.startsWith('Portico TEST wallet'))).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Other Solana Wallet' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toMatch(/^user-/);
    await context.close();
  });
});
