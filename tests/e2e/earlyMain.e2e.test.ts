/**
 * A host page without React of its own, built from dist/ by esbuild as the peers' harness
 * builds one, mounts Login with email magic links. mountLogin draws the email form before React has
 * arrived (src/widget/earlyMain.ts); here React is held back until the person has typed and pressed
 * Enter on it, and the widget, once it arrives, sends the link to the emulator's outbox.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { buildLibrary, bundleHost, root } from '../../scripts/size/build';
import { latestMessage, startStack, type Stack } from './harness';
import { serveStatic } from './staticHost';

const dir = path.join(root, '.portico/early-main-host');
let stack: Stack;
/** The same emulator with a proof-of-work challenge on its sends (docs/bots.md). */
let guarded: Stack;
let server: Server;
let origin: string;

beforeAll(async () => {
  await buildLibrary();
  stack = await startStack();
  guarded = await startStack({ config: { challenge: { kind: 'proof_of_work' } } });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'page.ts');
  writeFileSync(
    entry,
    `import 'portico/style.css';
import { createHttpClient } from 'portico/client';
import { mountLogin } from 'portico';
const client = createHttpClient({ baseUrl: new URLSearchParams(location.search).get('api') ?? ${JSON.stringify(stack.url)}, publicToken: 'public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo' });
mountLogin({ elementId: '#login', client, config: { emailMagicLinksOptions: { loginRedirectURL: location.origin, signupRedirectURL: location.origin } } });
`,
  );
  await bundleHost({ name: 'page', entry, outDir: path.join(dir, 'out') });
  server = await serveStatic(path.join(dir, 'out'));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  server?.close();
  await stack?.close();
  await guarded?.close();
});

/** Holds back the scripts that hold React until `release`; `held` lists them once asked for. */
async function holdReact(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(`${origin}/**/*.js`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Minified React error')) {
      held.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { held, release };
}

describe('the early Main, on a page without React of its own', () => {
  it('a person types and presses Enter before React has arrived; the widget, once it has, sends the link', async () => {
    const { page, context } = await stack.newPage();
    const email = `early-${Date.now()}@example.com`;
    const { held, release } = await holdReact(page);
    await page.goto(`${origin}/index.html`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.keyboard.press('Enter');
    await expect.poll(() => held.length).toBeGreaterThan(0); // React was asked for, and is held
    await expect(page.locator('#portico-early-email').count()).resolves.toBe(1); // still the early form
    await expect(page.getByRole('heading', { name: 'Check your email' }).count()).resolves.toBe(0);

    release();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const message = await latestMessage(stack.url, email);
    expect(message.links.some((href) => href.includes('stytch_token_type=magic_links'))).toBe(true);
    await context.close();
  });

  it('on a server that asks for a proof of work: the person presses the button before React has arrived; the send carries its solution', async () => {
    const { page, context } = await guarded.newPage();
    const email = `early-guarded-${Date.now()}@example.com`;
    const carried: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v1/magic_links/')) carried.push(request.headers()['x-portico-challenge']);
    });
    const { held, release } = await holdReact(page);
    await page.goto(`${origin}/index.html?api=${encodeURIComponent(guarded.url)}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    // The button, not Enter: the field does not have the focus when the widget takes over.
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
    const message = await latestMessage(guarded.url, email);
    expect(message.links.some((href) => href.includes('stytch_token_type=magic_links'))).toBe(true);
    await context.close();
  });
});
