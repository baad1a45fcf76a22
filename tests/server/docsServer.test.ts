/**
 * docs/better-auth.md's server, run from the page's own code block: written to a file with only
 * what a reader would change to run it here (the port, the database in memory, a breached list
 * file, `portico-server` resolved to server/src), then a password sign-up, a breached password and
 * a magic link go through it over HTTP.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = readFileSync(path.join(root, 'docs/better-auth.md'), 'utf8');
const serverBlock = doc.slice(doc.indexOf('## The server')).match(/```ts\n([\s\S]*?)```/)![1]!;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const dir = path.join(root, '.portico/docs-better-auth');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'breached-sha1.txt'), '# SHA-1 of "password", as breach corpora list it\n5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493\n');
const logged: string[] = [];
(globalThis as { __docsLog?: (line: string) => void }).__docsLog = (line) => logged.push(line);
const source = serverBlock
  .replace("from 'portico-server'", `from ${JSON.stringify(pathToFileURL(path.join(root, 'server/src/index.ts')).href)}`)
  .replaceAll('3000', String(port))
  .replace("new Database('auth.db')", "new Database(':memory:')")
  .replace("{ file: 'breached-sha1.txt' }", `{ file: ${JSON.stringify(path.join(dir, 'breached-sha1.txt'))} }`)
  .replace('console.log(`to ${to}: ${text}`)', '(globalThis as any).__docsLog(`to ${to}: ${text}`)')
  .replace(/^serve\(/m, 'export const server = serve(');
const file = path.join(dir, 'server.ts');
writeFileSync(file, source);
const { server } = (await import(pathToFileURL(file).href)) as { server: { close(cb?: () => void): void } };
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const origin = `http://localhost:${port}`;
const post = (p: string, body: unknown) =>
  fetch(`${origin}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });

describe("the docs' Hono server", () => {
  it('signs a person up with a strong password and refuses a weak or breached one', async () => {
    expect((await post('/sign-up/email', { email: 'doc@example.com', password: 'violet-Harbor-lantern-42', name: '' })).status).toBe(200);
    expect(await (await post('/sign-up/email', { email: 'weak@example.com', password: 'abcdefgh', name: '' })).json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect(await (await post('/sign-in/email', { email: 'doc@example.com', password: 'password' })).json()).toMatchObject({ code: 'BREACHED_PASSWORD' });
  });

  it('sends a magic link back to the widget page, with the token the widget reads', async () => {
    expect((await post('/sign-in/magic-link', { email: 'link@example.com', callbackURL: `${origin}/authenticate` })).status).toBe(200);
    const line = logged.find((entry) => entry.startsWith('to link@example.com'));
    expect(line).toMatch(new RegExp(`${origin}/authenticate\\?stytch_token_type=magic_links&token=\\w+`));
  });
});
