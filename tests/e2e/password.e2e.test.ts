import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const config = (url: string) => ({
  products: ['passwords'],
  passwordOptions: { resetPasswordRedirectURL: `${url}/demo/reset.html`, loginRedirectURL: `${url}/demo/reset.html` },
});
const STRONG = 'violet-Harbor-lantern-42';
const NEWER = 'quiet-Meadow-compass-77';

describe('passwords', () => {
  it('creates an account: a weak password keeps Continue disabled, a strong one signs up', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, config(stack.url)));
    await page.getByRole('textbox', { name: 'Email' }).fill('lin@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();

    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await password.fill('password');
    await page.getByText('This password may have been used on a different site', { exact: false }).or(page.getByRole('meter')).first().waitFor();
    await expect(submit.isDisabled()).resolves.toBe(true);

    await password.fill(STRONG);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('lin@example.com');
    await context.close();
  });

  it('forgot password: the emailed link resets it, and the new password logs in', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, config(stack.url)));
    await page.getByRole('textbox', { name: 'Email' }).fill('lin@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();

    const email = await latestMessage(stack.url, 'lin@example.com');
    const reset = email.links.find((href) => href.includes('stytch_token_type=reset_password'));
    expect(reset).toContain('/demo/reset.html');
    await page.goto(reset!);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEWER);
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();

    // A fresh browser logs in with the new password.
    const fresh = await stack.newPage();
    await fresh.page.goto(playground(stack.url, config(stack.url)));
    await fresh.page.getByRole('textbox', { name: 'Email' }).fill('lin@example.com');
    await fresh.page.getByRole('button', { name: 'Continue with email' }).click();
    await fresh.page.getByRole('heading', { name: 'Log in' }).waitFor();
    await fresh.page.getByLabel('Password', { exact: true }).fill(STRONG);
    await fresh.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fresh.page.getByText('Unauthorized credentials.').first().waitFor();
    await fresh.page.getByLabel('Password', { exact: true }).fill(NEWER);
    await fresh.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fresh.page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(fresh.page.getByTestId('signed-in-as').innerText()).resolves.toBe('lin@example.com');
    await fresh.context.close();
  });
});
