/**
 * A missing stylesheet is noticed. A host built from dist/ without
 * `import 'portico/style.css'` gets, in development, a console warning naming that import; its
 * icons keep their own size (no page-sized chevron). With the import, or in production, no warning.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary, bundleHost, root } from '../../scripts/size/build';
import { startStack, type Stack } from './harness';

const out = path.join(root, '.portico/missing-stylesheet');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const HOSTS = {
  unstyled: { entry: 'unstyled', nodeEnv: 'development' },
  styled: { entry: 'styled', nodeEnv: 'development' },
  production: { entry: 'unstyled', nodeEnv: 'production' },
} as const;

let stack: Stack;
const servers: Server[] = [];
const origins = {} as Record<keyof typeof HOSTS, string>;

/** One built host on an origin of its own (its page loads `/<name>.js` from the root). */
async function serve(dir: string): Promise<string> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    const file = path.join(dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  buildLibrary();
  for (const [name, { entry, nodeEnv }] of Object.entries(HOSTS) as Array<[keyof typeof HOSTS, (typeof HOSTS)[keyof typeof HOSTS]]>) {
    const dir = path.join(out, name);
    await bundleHost({ name: entry, entry: path.join(root, `tests/e2e/hosts/${entry}.ts`), outDir: dir, nodeEnv });
    origins[name] = await serve(dir);
  }
  stack = await startStack();
}, 240_000);
afterAll(async () => {
  servers.forEach((server) => server.close());
  await stack?.close();
});

/** Opens one host until Main shows, with what the console said. */
async function open(host: keyof typeof HOSTS): Promise<{ page: Page; warnings: string[]; close: () => Promise<void> }> {
  const { page, context } = await stack.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  const query = new URLSearchParams({ api: stack.url, token: stack.emulator.ctx.config.public_token });
  await page.goto(`${origins[host]}/?${query}`);
  await page.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
  await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
  await page.waitForLoadState('load');
  return { page, warnings, close: () => context.close() };
}

describe('a host without the stylesheet', () => {
  it('is told in development which import is missing, and no icon grows past its own size', async () => {
    const { page, warnings, close } = await open('unstyled');
    await expect.poll(() => warnings.join('\n')).toContain("import 'portico/style.css'");
    const sizes = await page.locator('[data-portico-root] svg').evaluateAll((svgs) =>
      svgs.map((svg) => ({ width: svg.getBoundingClientRect().width, height: svg.getBoundingClientRect().height })),
    );
    expect(sizes.length).toBeGreaterThan(2);
    for (const size of sizes) {
      expect(size.width).toBeLessThanOrEqual(64);
      expect(size.height).toBeLessThanOrEqual(64);
    }
    await close();
  });

  it('with the import: no warning', async () => {
    const { page, warnings, close } = await open('styled');
    // The stylesheet did apply (the check ran on a styled root).
    await expect(page.locator('[data-portico-root]').evaluate((el) => getComputedStyle(el).getPropertyValue('--portico-stylesheet').trim())).resolves.toBe('loaded');
    expect(warnings.filter((text) => text.includes('portico'))).toEqual([]);
    await close();
  });

  it('in production: no warning, whatever is missing', async () => {
    const { warnings, close } = await open('production');
    expect(warnings.filter((text) => text.includes('portico'))).toEqual([]);
    await close();
  });
});
