/**
 * The identity-provider demo works on any PORT. `npm start` with PORT set to a port that
 * is not 8787, then what a person does: Demo App's "Sign in with Portico Demo", a passcode on the
 * provider's page, the consent screen with Demo App's logo, Allow, and back to Demo App signed in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/size/build';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { latestMessage, patient } from './harness';

let emulator: ChildProcess;
let browser: Browser;
let url: string;

/** A port nobody listens on right now (not 8787: that is the point). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  // `npm start`, as README says; its own process group, so afterAll stops tsx and its child together.
  emulator = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PORTICO_IN_MEMORY: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    emulator.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    emulator.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${out}`)));
  });
  expect(url).toBe(`http://localhost:${port}`);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  if (emulator?.pid) {
    const exited = new Promise((resolve) => emulator.once('exit', resolve));
    process.kill(-emulator.pid, 'SIGTERM');
    await exited;
  }
});

describe('npm start on another PORT', () => {
  it('Demo App signs a person in through the identity-provider page, its logo drawn', async () => {
    const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
    const page = await context.newPage();
    const email = `port-${Date.now()}@example.com`;
    await page.goto(`${url}/demo/idp-callback.html`);
    await page.getByRole('button', { name: 'Sign in with Portico Demo' }).click();

    await page.waitForURL(`${url}/demo/idp.html?**`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const message = await latestMessage(url, email);
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);

    await page.getByRole('heading', { level: 2, name: 'Sign in to Demo App with Portico Demo' }).waitFor();
    const logo = page.getByRole('img', { name: 'Demo App logo' });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.waitForURL(`${url}/demo/idp-callback.html**`);
    await expect(page.getByTestId('demo-app-user').innerText()).resolves.toBe(email);
    await context.close();
  });
});
