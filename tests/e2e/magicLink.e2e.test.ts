import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const magicLinkConfig = (url: string) => ({
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: {
    loginRedirectURL: `${url}/demo/authenticate.html`,
    signupRedirectURL: `${url}/demo/authenticate.html`,
  },
});

describe('sign up by email magic link', () => {
  it('a person signs up through the link in the outbox and sees the session', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, magicLinkConfig(stack.url)));
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();

    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expect(page.getByText('An email was sent to ada@example.com.').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('events').innerText()).resolves.toContain('MagicLinkLoginOrCreateEvent');

    const email = await latestMessage(stack.url, 'ada@example.com');
    expect(email.channel).toBe('email');
    const link = email.links.find((href) => href.includes('stytch_token_type=magic_links'));
    expect(link).toBeDefined();
    expect(link).toContain('/demo/authenticate.html');

    await page.goto(link!);
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('ada@example.com');

    // The link is single use: opening it again fails with the spec's message. The person is signed
    // in on this browser, so they are asked first (a link never swaps a session silently).
    const again = await context.newPage();
    await again.goto(link!);
    await again.getByRole('button', { name: 'Continue with this link' }).click();
    await again.getByRole('alert').filter({ hasText: 'already used or expired' }).waitFor();
    await context.close();
  });

  it('a person reads the email on the outbox page and clicks its link', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, magicLinkConfig(stack.url)));
    await page.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    await page.goto(`${stack.url}/outbox`);
    const email = page.getByRole('article').filter({ hasText: 'reader@example.com' });
    await email.getByRole('link').first().click();
    await page.getByText('You are signed in.').waitFor();
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toBe('reader@example.com');
    await context.close();
  });

  it('an invalid email shows the spec message and sends nothing', async () => {
    const { page, context } = await stack.newPage();
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await page.goto(playground(stack.url, magicLinkConfig(stack.url)));
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByText('Email format is invalid.').first().waitFor();
    expect(requests.filter((url) => url.includes('/v1/magic_links'))).toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe('not-an-email');
    await context.close();
  });
});
