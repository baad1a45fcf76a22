import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness';

const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo');
// Every page in demo/, read from disk so a new page is covered the day it is added.
const demoPages = readdirSync(demoDir)
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/demo/${file}`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Everything the browser console would show a developer in red, including failed loads. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

describe('the demo a new user opens with npm start', () => {
  it('the printed URL shows the widget, and nothing goes wrong in the console', async () => {
    const { page, context } = await stack.newPage();
    const problems = collectProblems(page);
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('toggling playground options remounts the widget without console errors', async () => {
    const { page, context } = await stack.newPage();
    const problems = collectProblems(page);
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('system');
    await page.getByRole('checkbox', { name: 'passwords' }).check();
    await page.getByRole('checkbox', { name: 'Hide header text' }).check();
    await page.getByRole('checkbox', { name: 'Hide header text' }).uncheck();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    // One widget on the stage: the one that was replaced is gone.
    await expect(page.locator('[data-portico-host]').count()).resolves.toBe(1);
    // The brand in both modes: a light and a dark widget side by side, then one again.
    await page.getByRole('checkbox', { name: 'Light and dark side by side' }).check();
    await expect.poll(() => page.locator('[data-portico-root]').evaluateAll((roots) => roots.map((root) => root.className.match(/portico-(light|dark)/)?.[1]))).toEqual(['light', 'dark']);
    await page.getByRole('checkbox', { name: 'Light and dark side by side' }).uncheck();
    await expect.poll(() => page.locator('[data-portico-host]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ticking otp beside the default magic links shows the text-message tab, not a config error', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: 'otp' }).check();
    await page.getByRole('tab', { name: 'Text' }).waitFor();
    await expect(page.getByText('Cannot use both EML and Email OTP').count()).resolves.toBe(0);
    await context.close();
  });

  it('the identity-provider link sends the answer back to the port the demo runs on', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    const href = await page.getByRole('link', { name: 'Identity provider' }).getAttribute('href');
    const redirect = new URL(href ?? '', stack.url).searchParams.get('redirect_uri');
    expect(redirect).toBe(`${stack.url}/demo/idp-callback.html`);
    await context.close();
  });

  it.each([...demoPages, '/outbox'])('%s loads without console errors', async (pathname) => {
    const { page, context } = await stack.newPage();
    const problems = collectProblems(page);
    await page.goto(`${stack.url}${pathname}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body').innerText()).resolves.not.toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});
