/**
 * Docs/better-auth.md is tested in Chromium. Its server (the Hono block's set-up with the
 * Express block) and its host page's block, taken from the file, make a site: the page bundled from
 * the library's dist/ as a host's bundler would (esbuild, scripts/size/build.ts), served by the
 * Express app on the same origin as Better Auth. A person creates an account with a password and is
 * signed in: Better Auth's get-session says who, from its HttpOnly cookie.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary, bundleHost, root } from '../../scripts/size/build';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { patient } from './harness';

const doc = readFileSync(path.join(root, 'docs/better-auth.md'), 'utf8');
const block = (heading: string) => doc.slice(doc.indexOf(heading)).match(/```ts\n([\s\S]*?)```/)![1]!;
const work = path.join(root, '.portico/docs-better-auth-host');
const pages = path.join(work, 'pages');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let server: { close(cb?: () => void): void; listening: boolean; once(event: string, cb: () => void): void };
let browser: Browser;
let origin: string;

beforeAll(async () => {
  await buildLibrary();
  mkdirSync(work, { recursive: true });
  // The host page, from the doc's client block as it is.
  const entry = path.join(work, 'host.ts');
  writeFileSync(entry, block('## The client, in the host page'));
  await bundleHost({ name: 'host', entry, outDir: pages });

  // The server: what a reader changes to run it here is the port, the database, the breached list
  // file, where `portico-server` resolves, and their own pages (served where the doc says "your pages").
  const port = await freePort();
  origin = `http://localhost:${port}`;
  writeFileSync(path.join(work, 'breached-sha1.txt'), '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493\n');
  const hono = block('## The server');
  const setup = hono
    .slice(0, hono.indexOf('const app = new Hono()'))
    .split('\n')
    .filter((line) => !/from '(hono|@hono\/node-server)'/.test(line))
    .join('\n');
  const source = `${setup}\n${block('### The same in Express')}`
    .replace("from 'portico-better-auth'", `from ${JSON.stringify(pathToFileURL(path.join(root, 'plugin/src/index.ts')).href)}`)
    .replaceAll('3000', String(port))
    .replace("new Database('auth.db')", "new Database(':memory:')")
    .replace("{ file: 'breached-sha1.txt' }", `{ file: ${JSON.stringify(path.join(work, 'breached-sha1.txt'))} }`)
    .replace('// … your pages, on the same origin', `app.use(express.static(${JSON.stringify(pages)}));`)
    .replace(/^app\.listen\(/m, 'export const server = app.listen(');
  const file = path.join(work, 'server.ts');
  writeFileSync(file, source);
  ({ server } = (await import(pathToFileURL(file).href)) as { server: typeof server });
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', resolve));
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe("the docs' host on Better Auth (Express)", () => {
  it('a person creates an account with a password and is signed in', async () => {
    const context = patient(await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('violet-Harbor-lantern-42');
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json());
    expect(session.user.email).toBe('reader@example.com');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name.endsWith('session_token'))?.httpOnly).toBe(true);
    await context.close();
  });
});
