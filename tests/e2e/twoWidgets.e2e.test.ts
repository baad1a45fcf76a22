import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('two widgets on one page', () => {
  it('keep their own screens, errors and announcements', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(`${stack.url}/demo/two-widgets.html`);
    const first = page.getByRole('region', { name: 'First widget' });
    const second = page.getByRole('region', { name: 'Second widget' });
    await first.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await second.getByRole('heading', { name: 'Sign up or log in' }).waitFor();

    // An error in the first stays in the first.
    await first.getByRole('textbox', { name: 'Email' }).fill('nope');
    await first.getByRole('button', { name: 'Continue with email' }).click();
    await first.getByText('Email format is invalid.').first().waitFor();
    await expect(second.getByText('Email format is invalid.').count()).resolves.toBe(0);
    await expect(second.getByText('Invalid email address.').count()).resolves.toBe(0);
    // Each widget has one live region of its own.
    await expect(first.locator('[data-announcer]').count()).resolves.toBe(1);
    await expect(second.locator('[data-announcer]').count()).resolves.toBe(1);
    await expect(second.locator('[data-announcer]').innerText()).resolves.toBe('');

    // The second moves on to its passcode screen; the first stays where it was.
    await second.getByRole('tab', { name: 'Email' }).click();
    await second.getByRole('textbox', { name: 'Email' }).fill('two@example.com');
    await second.getByRole('button', { name: 'Continue with email' }).click();
    await second.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await expect(first.getByRole('heading', { name: 'Sign up or log in' }).isVisible()).resolves.toBe(true);
    await expect(first.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe('nope');

    const message = await latestMessage(stack.url, 'two@example.com');
    await second.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);
    await second.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect(first.getByRole('heading', { name: 'Success!' }).count()).resolves.toBe(0);
    await context.close();
  });
});
