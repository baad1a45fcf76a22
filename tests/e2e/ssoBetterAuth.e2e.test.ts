/**
 * Enterprise sign-in on Better Auth: portico/better-auth has no calls for the @better-auth/sso plugin
 * yet, so a config naming `sso` fails at mount, before Main draws, naming the product and the backend
 * in the words every unserved product gets (docs/organizations.md "On Better Auth"); a real Better
 * Auth server (server/dev, SQLite, in process) behind the demo pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackendStack, type BackendStack } from './backends';
import { playground } from './harness';

describe('the sso product on Better Auth', () => {
  let stack: BackendStack;
  beforeAll(async () => {
    stack = await startBackendStack('better-auth');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('is refused at mount, naming the product and the backend, and draws no form', async () => {
    const { page, context } = await stack.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(playground(stack.url, { products: ['emailMagicLinks', 'sso'] }));
    await page
      .getByRole('alert')
      .filter({
        hasText: 'the product "sso" is configured, but the backend "Better Auth" cannot serve it.',
      })
      .waitFor();
    await expect(page.getByRole('textbox', { name: 'Email' }).count()).resolves.toBe(0);
    // Refused before any sign-in could start: nothing reached Better Auth's sign-in routes.
    expect(calls.filter((path) => /\/sign-in\/|\/sso\//.test(path))).toEqual([]);
    await context.close();
  });

  it('the same widget without sso draws Main on the same server', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['emailMagicLinks'] }));
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await expect(page.getByText('cannot serve it').count()).resolves.toBe(0);
    await context.close();
  });
});
