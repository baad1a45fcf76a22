/**
 * The widget follows its session. After a sign-in the widget says "Success!"; once the
 * host signs the person out (the playground's Sign out, `client.session.revoke()`), or another tab
 * does, it must not keep saying so: it returns to Main.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const config = { products: ['passwords'] };
const STRONG = 'violet-Harbor-lantern-42';

/** Signs a new account up with a password and waits for the confirmation screen. */
async function signUp(page: Page, email: string) {
  await page.goto(playground(stack.url, config));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
  await submit.click();
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  await page.getByTestId('signed-in-as').waitFor();
}

describe('the widget follows its session', () => {
  it('signed out by the host: the confirmation goes, Main is back', async () => {
    const { page, context } = await stack.newPage();
    await signUp(page, `follow-host-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('signed-out').waitFor();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await expect(page.getByText('You have successfully logged in.').count()).resolves.toBe(0);
    await context.close();
  });

  it('signed out in another tab: this tab returns to Main too', async () => {
    const { page, context } = await stack.newPage();
    await signUp(page, `follow-tab-${Date.now()}@example.com`);
    const other = await context.newPage();
    await other.goto(playground(stack.url, config));
    await other.getByRole('button', { name: 'Sign out' }).click();
    await other.getByTestId('signed-out').waitFor();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Success!' }).count()).resolves.toBe(0);
    await context.close();
  });
});
