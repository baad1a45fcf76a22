/**
 * docs/better-auth.md's Express variant, run from the page's code blocks: the Hono block up to its
 * `new Hono()`, then the Express block, written to a file with only what a reader would change
 * to run it here (as tests/server/docsServer.test.ts does for Hono). A sign-up, a breached password
 * and a magic link go through it over HTTP.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = readFileSync(path.join(root, 'docs/better-auth.md'), 'utf8');
const block = (heading: string) => doc.slice(doc.indexOf(heading)).match(/```ts\n([\s\S]*?)```/)![1]!;
const honoBlock = block('## The server');
const expressBlock = block('### The same in Express');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const dir = path.join(root, '.portico/docs-better-auth-express');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'breached-sha1.txt'), '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493\n');
const logged: string[] = [];
(globalThis as { __docsExpressLog?: (line: string) => void }).__docsExpressLog = (line) => logged.push(line);
const setup = honoBlock
  .slice(0, honoBlock.indexOf('const app = new Hono()'))
  .split('\n')
  .filter((line) => !/from '(hono|@hono\/node-server)'/.test(line))
  .join('\n');
const source = `${setup}\n${expressBlock}`
  .replace("from 'portico-server'", `from ${JSON.stringify(pathToFileURL(path.join(root, 'server/src/index.ts')).href)}`)
  .replaceAll('3000', String(port))
  .replace("new Database('auth.db')", "new Database(':memory:')")
  .replace("{ file: 'breached-sha1.txt' }", `{ file: ${JSON.stringify(path.join(dir, 'breached-sha1.txt'))} }`)
  .replace('console.log(`to ${to}: ${text}`)', '(globalThis as any).__docsExpressLog(`to ${to}: ${text}`)')
  .replace(/^app\.listen\(/m, 'export const server = app.listen(');
const file = path.join(dir, 'server.ts');
writeFileSync(file, source);
const { server } = (await import(pathToFileURL(file).href)) as { server: { close(cb?: () => void): void; listening: boolean; once(e: string, cb: () => void): void } };
if (!server.listening) await new Promise<void>((resolve) => server.once('listening', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const origin = `http://localhost:${port}`;
const post = (p: string, body: unknown) =>
  fetch(`${origin}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });

describe("the docs' Express server", () => {
  it('signs a person up, refuses a breached password at sign-in, and the session cookie says who it is', async () => {
    const signUp = await post('/sign-up/email', { email: 'express@example.com', password: 'violet-Harbor-lantern-42', name: '' });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const session = await (await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } })).json();
    expect(session.user.email).toBe('express@example.com');
    expect(await (await post('/sign-in/email', { email: 'express@example.com', password: 'password' })).json()).toMatchObject({ code: 'BREACHED_PASSWORD' });
  });

  it('sends a magic link back to the widget page', async () => {
    expect((await post('/sign-in/magic-link', { email: 'link@example.com', callbackURL: `${origin}/authenticate` })).status).toBe(200);
    expect(logged.find((entry) => entry.startsWith('to link@example.com'))).toMatch(new RegExp(`${origin}/authenticate\\?stytch_token_type=magic_links&token=\\w+`));
  });
});
