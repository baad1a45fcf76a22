/**
 * Bot challenges end to end (docs/bots.md), once per backend with a proof of work switched on: a
 * script that sends without solving is refused and nothing is sent; a person's flows in Chromium
 * are unchanged (keyboard only, axe clean), the solution solved in the Web Worker while they type
 * and carried by each protected call.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';
import { startBetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { BACKENDS, type Backend } from './backends';
import { latestMessage, patient, playground } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
const STRONG = 'violet-Harbor-lantern-42';
const fresh = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** axe on the widget's card: the violations' rule ids. */
async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: path.join(root, 'node_modules/axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(context: Element): Promise<{ violations: Array<{ id: string }> }> } }).axe.run;
    return (await run(document.querySelector('[part="card"]')!)).violations.map((violation) => violation.id);
  });
}

describe.each(BACKENDS)('on %s, with a proof-of-work challenge', (backend: Backend) => {
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;
  const header = backend === 'emulator' ? 'x-portico-challenge' : 'x-captcha-response';
  beforeAll(async () => {
    server =
      backend === 'emulator'
        ? await startEmulatorWithDemo({ port: 0, inMemory: true, quiet: true, config: { challenge: { kind: 'proof_of_work' } } })
        : await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, challenge: {} });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const newPage = async () => {
    const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
    return { context, page: await context.newPage() };
  };

  it('a script that sends a code without solving is refused, and nothing is sent', async () => {
    const email = fresh('script');
    const answer =
      backend === 'emulator'
        ? await fetch(`${server.url}/v1/otps/email/login_or_create`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': 'public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo' },
            body: JSON.stringify({ email }),
          })
        : await fetch(`${server.url}/api/auth/email-otp/send-verification-otp`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: server.url },
            body: JSON.stringify({ email, type: 'sign-in' }),
          });
    expect(answer.status).toBe(403);
    const body = (await answer.json()) as { error_type?: string; code?: string };
    expect(body.error_type ?? body.code).toMatch(/^(challenge_required|CHALLENGE_REQUIRED)$/);
    await expect(latestMessage(server.url, email, 3_000)).rejects.toThrow();
  });

  it('an email passcode with the keyboard alone: solved in the worker while the person types, axe clean', async () => {
    const { page, context } = await newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const carried: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /otps\/email|send-verification-otp/.test(request.url())) carried.push(request.headers()[header]);
    });
    const email = fresh('typist');
    await page.goto(playground(server.url, { products: ['otp'], otpOptions: { methods: ['email'] } }));
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.waitFor();
    expect(await axe(page)).toEqual([]);
    for (let presses = 0; presses < 60 && !(await field.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
    expect(workers.some((url) => /solverWorker|challenge-worker/.test(url))).toBe(true);
    expect(await axe(page)).toEqual([]);
    const message = await latestMessage(server.url, email);
    await page.keyboard.type(message.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });

  it('a click quicker than the challenge\'s code: the lookup waits for it and carries its solution (a slow network)', async () => {
    const { page, context } = await newPage();
    const carried: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /users\/search/.test(request.url())) carried.push(request.headers()[header]);
    });
    await page.goto(playground(server.url, { products: ['passwords'] }));
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.waitFor();
    // From here every download and read takes a second and a half: the person is quicker than the
    // bootstrap's answer and the challenge's code (CI caught this race on a loaded machine).
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await field.fill(fresh('quick'));
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
    await context.close();
  });

  it('a new password account: the lookup and the sign-up each carry their own solution', async () => {
    const { page, context } = await newPage();
    const carried: string[] = [];
    page.on('request', (request) => {
      const value = request.headers()[header];
      if (request.method() === 'POST' && value) carried.push(value);
    });
    const email = fresh('lin');
    await page.goto(playground(server.url, { products: ['passwords'] }));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(carried.length).toBeGreaterThanOrEqual(2);
    expect(new Set(carried).size).toBe(carried.length);
    await context.close();
  });
});
