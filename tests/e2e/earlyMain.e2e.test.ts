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
import { buildLibrary, bundleHost, root } from '../../scripts/size/build';
import { latestMessage, startStack, type Stack } from './harness';
import { serveStatic } from './staticHost';

const dir = path.join(root, '.portico/early-main-host');
let stack: Stack;
let server: Server;
let origin: string;

beforeAll(async () => {
  await buildLibrary();
  stack = await startStack();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'page.ts');
  writeFileSync(
    entry,
    `import 'portico/style.css';
import { createHttpClient } from 'portico/client';
import { mountLogin } from 'portico';
const client = createHttpClient({ baseUrl: ${JSON.stringify(stack.url)}, publicToken: 'public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo' });
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
});

describe('the early Main, on a page without React of its own', () => {
  it('a person types and presses Enter before React has arrived; the widget, once it has, sends the link', async () => {
    const { page, context } = await stack.newPage();
    const email = `early-${Date.now()}@example.com`;
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
});
