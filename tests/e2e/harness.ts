import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { expect } from 'vitest';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';
import type { OutboxMessage } from '../../emulator/context';
import type { RunningEmulator, StartOptions } from '../../emulator/server';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';

export interface Stack {
  emulator: RunningEmulator;
  browser: Browser;
  url: string;
  /** A fresh browser profile (cookies, storage) with one page. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * Playwright's waits (an element, a navigation) bound a hang, never measure speed: on a busy machine
 * a page of the demo (built once per run, scripts/demo/server.ts) can take far longer than Playwright's 30 s.
 */
export function patient(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(90_000);
  return context;
}

/**
 * The emulator with the demo, in memory, on a free port, and Chromium (scripts/chromium.ts picks
 * which). `options` reach the emulator (a project config override, a clock). Under Vitest the demo
 * is the run's one build (the first file to start a stack makes it), not a dev server per file.
 */
export async function startStack(options: Pick<StartOptions, 'config' | 'now'> = {}): Promise<Stack> {
  const emulator = await startEmulatorWithDemo({ ...options, port: 0, inMemory: true, quiet: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  return {
    emulator,
    browser,
    url: emulator.url,
    async newPage() {
      const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await emulator.close();
    },
  };
}


/** The emulator's protocol over HTTP, as a host's server or another device calls it: the answer, or a thrown error naming the call. */
export function emulatorApi(stack: Stack) {
  async function api(method: string, path: string, body?: unknown, bearer?: string) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Portico-Public-Token': stack.emulator.ctx.config.public_token };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const response = await fetch(`${stack.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const answer = (await response.json()) as Record<string, any>;
    if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer;
  }
  /** A session for `email`, signed in by the mailed link: its session token. */
  async function signInByApi(email: string): Promise<string> {
    await api('POST', '/v1/magic_links/email/login_or_create', { email });
    const token = new URL((await latestMessage(stack.url, email)).links[0]!).searchParams.get('token');
    return (await api('POST', '/v1/magic_links/authenticate', { token })).session_token as string;
  }
  return { api, signInByApi };
}

/** What a person reads in the outbox: the newest message sent to `to`, waiting for it to arrive. */
export async function latestMessage(url: string, to: string, timeoutMs = 60_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${url}/outbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    if (messages[0]) return messages[0];
    if (Date.now() > deadline) throw new Error(`No message to ${to} arrived in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the poll's interval, not a wait: it returns once the message is there
  }
}

/** The playground URL for a widget config. */
export function playground(url: string, config: object): string {
  return `${url}/demo/index.html?config=${encodeURIComponent(JSON.stringify(config))}`;
}

/**
 * With the keyboard, as a person does: Tab to a list's trigger, Enter opens it, Home then as many
 * ArrowDowns as the option's place, Enter. A list just opened may not take keys yet (Radix moves the
 * focus into it a frame later, onto the selected option), so the keys go again until `option` is the
 * highlighted one; a guess (a fixed number of arrows) chose the selected option again under load.
 */
export async function chooseWithKeyboard(page: Page, trigger: Locator, option: string): Promise<void> {
  // A list still closing from the last choice would be found instead of the one about to open.
  const listbox = page.getByRole('listbox');
  await listbox.waitFor({ state: 'detached' });
  for (let i = 0; i < 20 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  // (While it is open, Radix hides the rest of the page from the accessibility tree, the trigger too.)
  await listbox.waitFor();
  const names = await listbox.getByRole('option').allTextContents();
  const index = names.indexOf(option);
  expect(index, `${option} in ${JSON.stringify(names)}`).toBeGreaterThanOrEqual(0);
  const target = listbox.getByRole('option', { name: option, exact: true });
  await expect
    .poll(async () => {
      await page.keyboard.press('Home');
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
      return target.getAttribute('data-highlighted');
    })
    .not.toBeNull();
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

/** Signs `email` in on `page` by a magic link on Login (the demo at `url`), as a person does. */
export async function signInByMagicLink(page: Page, url: string, email: string): Promise<void> {
  const back = `${url}/demo/authenticate.html`;
  await page.goto(playground(url, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.goto((await latestMessage(url, email)).links[0]!);
  await page.getByText('You are signed in.').waitFor();
}
