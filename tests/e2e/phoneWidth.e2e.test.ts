/**
 * The playground fits a 375 px phone (an iPhone SE/mini's CSS width): nothing scrolls
 * sideways, with the widget on its main screen and with the options that widen it.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patient, playground, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const PHONE = { width: 375, height: 667 };

/** The page's sideways overflow in px, and the elements that stick out past the right edge (to name the culprit). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const sticking = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`);
    return { by: root.scrollWidth - root.clientWidth, sticking };
  });

describe('the playground on a 375 px phone', () => {
  it.each([
    ['default', {}],
    ['every method, social and passkeys', {
      products: ['oauth', 'otp', 'passkeys'],
      otpOptions: { methods: ['sms', 'whatsapp', 'email'] },
      oauthOptions: { providers: ['google', 'github', 'microsoft', 'slack', 'apple'].map((type) => ({ type })) },
    }],
  ])('%s › nothing scrolls sideways', async (_, config) => {
    const context = patient(await stack.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true }));
    const page = await context.newPage();
    await page.goto(Object.keys(config).length ? playground(stack.url, config) : `${stack.url}/`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await overflow(page)).toEqual({ by: 0, sticking: [] });
    await context.close();
  });
});
