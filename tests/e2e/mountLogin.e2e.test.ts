/**
 * mountLogin as a host without React of its own ships it: a page built from dist/ by esbuild,
 * against the emulator. The widget it draws is the package's Preact build (dist/preact), the same
 * components as `<Login>`: it must draw Main for every config, theme, language and direction, with
 * the page's portico/style.css, download no React, sign a person in, and leave nothing on unmount.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { buildLibrary, bundleHost, root } from '../../scripts/size/build';
import { originalSources } from '../../scripts/size/measure';
import { CONFIGS, LOGO_PATH } from '../../scripts/bench/matrix';
import { latestMessage, startStack, type Stack } from './harness';
import { serveStatic } from './staticHost';

const dir = path.join(root, '.portico/mount-login-host');
const out = path.join(dir, 'out');
let stack: Stack;
let server: Server;
let origin: string;
let metafile: Metafile;

beforeAll(async () => {
  await buildLibrary();
  stack = await startStack();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'page.ts');
  // The options come from the query string; the mount is the page's global, for unmount and a second mount.
  writeFileSync(
    entry,
    `import 'portico/style.css';
import { createHttpClient } from 'portico/client';
import { mountLogin } from 'portico/vanilla';
const query = new URLSearchParams(location.search);
const client = createHttpClient({ baseUrl: ${JSON.stringify(stack.url)}, publicToken: 'public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo' });
const options = JSON.parse(query.get('options') ?? '{}');
Object.assign(window, { client, mountLogin, login: mountLogin({ elementId: '#login', client, ...options }) });
`,
  );
  metafile = await bundleHost({ name: 'page', entry, outDir: out });
  writeFileSync(path.join(out, LOGO_PATH), '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"/>\n');
  server = await serveStatic(out);
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  server?.close();
  await stack?.close();
});

/** The packages inside the scripts the page fetched: the host build's record of what each file holds, our dist files through their source maps. */
function packagesFetched(page: Page): () => string[] {
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  return () => {
    const inputs = [...files].flatMap((file) => Object.keys(metafile.outputs[path.relative(root, path.join(out, file))]?.inputs ?? {}));
    return [...new Set(originalSources(inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []))].sort();
  };
}

const open = (page: Page, options: object) => page.goto(`${origin}/index.html?options=${encodeURIComponent(JSON.stringify(options))}`);

describe('mountLogin, drawn by the Preact build', () => {
  for (const config of CONFIGS) {
    it(`draws Main for ${config.name}, in its language and direction, and downloads no React`, async () => {
      const { page, context } = await stack.newPage();
      const packages = packagesFetched(page);
      await open(page, config.widget);
      await page.locator('#login input[name="email"]').waitFor();
      if (config.widget.lang) {
        await expect.poll(() => page.locator('#login [data-portico-root]').getAttribute('lang')).toBe(config.widget.lang);
        expect(await page.locator('#login [data-portico-root]').getAttribute('dir')).toBe('rtl');
      }
      await page.waitForLoadState('networkidle');
      const fetched = packages();
      expect(fetched).toContain('preact');
      expect(fetched.filter((name) => ['react', 'react-dom', 'scheduler'].includes(name))).toEqual([]);
      await context.close();
    });
  }

  it("is styled by the page's portico/style.css: every class it draws is the stylesheet's, and the theme colours the button", async () => {
    const { page, context } = await stack.newPage();
    await open(page, { theme: 'dark', config: { products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }] } } });
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    const button = page.getByRole('button', { name: 'Continue with email' });
    await button.waitFor();
    const stylesheet = readFileSync(path.join(root, 'dist/style.css'), 'utf8');
    const classes = await page.locator('#login *').evaluateAll((elements) => [...new Set(elements.flatMap((element) => [...element.classList]))]);
    expect(classes.filter((name) => name.startsWith('pt')).length).toBeGreaterThan(10);
    expect(classes.filter((name) => name.startsWith('pt') && !stylesheet.includes(`.${name}`))).toEqual([]);
    const light = await (async () => {
      const other = await context.newPage();
      await open(other, {});
      const colour = await other.getByRole('button', { name: 'Continue with email' }).evaluate((element) => getComputedStyle(element).backgroundColor);
      await other.close();
      return colour;
    })();
    expect(light).toBe('rgb(25, 48, 61)');
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(light);
    await context.close();
  });

  it('a person types an address and presses Enter: the emulator sends the link', async () => {
    const { page, context } = await stack.newPage();
    const email = `preact-${Date.now()}@example.com`;
    await open(page, { config: { emailMagicLinksOptions: { loginRedirectURL: origin, signupRedirectURL: origin } } });
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const message = await latestMessage(stack.url, email);
    expect(message.links.some((href) => href.includes('stytch_token_type=magic_links'))).toBe(true);
    await context.close();
  });

  it('with enableShadowDOM: draws inside a shadow root, styled by the Portico rules it adopts from the page', async () => {
    const { page, context } = await stack.newPage();
    await open(page, { config: { enableShadowDOM: true } });
    // Playwright's role queries pierce the shadow root.
    const button = page.getByRole('button', { name: 'Continue with email' });
    await button.waitFor();
    expect(await page.locator('#login [data-portico-host]').evaluate((host) => host.shadowRoot?.adoptedStyleSheets.length ?? 0)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.querySelector('#login h2') === null)).toBe(true); // nothing in the page's own DOM
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(25, 48, 61)');
    await context.close();
  });

  it('unmount removes everything it added, and a second mount draws again', async () => {
    const { page, context } = await stack.newPage();
    await open(page, {});
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.evaluate(() => (window as unknown as { login: { unmount(): void } }).login.unmount());
    expect(await page.locator('#login').innerHTML()).toBe('');
    await page.evaluate(() => {
      const w = window as unknown as { mountLogin: (options: object) => unknown; client: unknown };
      w.mountLogin({ elementId: '#login', client: w.client, config: { products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }] } } });
    });
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await context.close();
  });

  it('refuses a products registry (React components) before it touches the page', async () => {
    const { page, context } = await stack.newPage();
    await open(page, {});
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    const thrown = await page.evaluate(() => {
      const w = window as unknown as { mountLogin: (options: object) => unknown; client: unknown };
      const element = document.createElement('div');
      element.id = 'second';
      document.body.append(element);
      try {
        w.mountLogin({ elementId: '#second', client: w.client, products: {} });
        return 'nothing';
      } catch (error) {
        return `${(error as Error).message} | ${element.innerHTML}`;
      }
    });
    expect(thrown).toMatch(/^Portico: mountLogin .*products.* \| $/);
    await context.close();
  });
});
