/**
 * A Better Auth server built from docs/better-auth.md's own server block, read from the page when a
 * test starts, so the page and the code cannot drift: its set-up (everything above the Hono app) is
 * written to a file with only what a reader changes to run it here (the port, the database in
 * memory, a breached list file, where `portico-better-auth` resolves, and its `send`, which writes
 * to an outbox the tests read), then served with the demo pages on the same origin, as any host
 * serves its pages beside Better Auth.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toNodeHandler } from 'better-auth/node';
import { createDemoServer } from '../../scripts/demo/server';
import type { OutboxMessage } from '../../emulator/context';
import { outboxPage } from '../../server/dev/outbox';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The docs' `## The server` block, up to where its Hono app begins (the HTTP plumbing is this file's). */
export function docsServerSetup(): string {
  const doc = readFileSync(path.join(root, 'docs/better-auth.md'), 'utf8');
  const block = doc.slice(doc.indexOf('## The server')).match(/```ts\n([\s\S]*?)```/)![1]!;
  return block.slice(0, block.indexOf('const app = new Hono()'));
}

/** The products the docs' server lists in portico(), read from the same block. */
export function docsServerProducts(): string[] {
  const products = /products: \[([^\]]*)\]/.exec(docsServerSetup())![1]!;
  return [...products.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type Sent = OutboxMessage & { id: number; sent_at: string };
const outboxes: Record<string, (to: string, text: string) => void> = ((globalThis as { __docsOutbox?: Record<string, (to: string, text: string) => void> }).__docsOutbox ??= {});
let made = 0;

export async function startDocsBetterAuthWithDemo() {
  const port = await freePort();
  const name = `docs-backend-${process.pid}-${(made += 1)}`;
  const dir = path.join(root, '.portico', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'breached-sha1.txt'), '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493\n');

  // What the docs' `send` hands over ("to sms:+1…: Your code is …"), as an outbox message.
  const messages: Sent[] = [];
  outboxes[name] = (to, text) => {
    const [, channel = 'email', address = to] = /^(?:(sms|whatsapp):)?(.*)$/.exec(to) ?? [];
    messages.unshift({
      id: messages.length + 1,
      sent_at: new Date().toISOString(),
      to: address,
      channel: channel as Sent['channel'],
      subject: text.startsWith('http') ? 'Your link' : 'Your code',
      body: text,
      links: text.match(/https?:\/\/\S+/g) ?? [],
      code: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
    });
  };
  const source = `${docsServerSetup()}\nexport { auth };\n`
    .replace("from 'portico-better-auth'", `from ${JSON.stringify(pathToFileURL(path.join(root, 'plugin/src/index.ts')).href)}`)
    .replaceAll('3000', String(port))
    .replace("new Database('auth.db')", "new Database(':memory:')")
    .replace("{ file: 'breached-sha1.txt' }", `{ file: ${JSON.stringify(path.join(dir, 'breached-sha1.txt'))} }`)
    .replace('console.log(`to ${to}: ${text}`)', `(globalThis as any).__docsOutbox[${JSON.stringify(name)}](to, text)`);
  if (!source.includes('__docsOutbox')) throw new Error("docs/better-auth.md's server block no longer sends through `console.log(`to ${to}: ${text}`)`: update tests/e2e/docsBackend.ts");
  const file = path.join(dir, 'auth.ts');
  writeFileSync(file, source);
  const { auth } = (await import(pathToFileURL(file).href)) as { auth: Parameters<typeof toNodeHandler>[0] };

  const served = await serveWithDemo(auth, port, messages);
  return {
    url: served.url,
    async close() {
      await served.close();
      delete outboxes[name];
    },
  };
}

/**
 * Better Auth (`auth`) at /api/auth/ of http://localhost:`port`, with the demo pages beside it, the
 * page's project (`/demo/project.json`: Better Auth, no social provider) and an outbox of `messages`.
 */
export async function serveWithDemo(auth: Parameters<typeof toNodeHandler>[0], port: number, messages: Sent[]) {
  const url = `http://localhost:${port}`;
  const demo = await createDemoServer();
  const api = toNodeHandler(auth);
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', url);
    if (pathname.startsWith('/api/auth/')) return void api(req, res);
    if (pathname === '/outbox.json') {
      const to = searchParams.get('to')?.toLowerCase();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ messages: messages.filter((m) => !to || m.to.toLowerCase() === to) }));
    }
    if (pathname === '/outbox') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end(outboxPage(messages));
    }
    if (pathname === '/demo/project.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return void res.end(JSON.stringify({ public_token: 'better-auth', project_name: 'Example', base_url: url, backend: 'better-auth', auth_base_url: `${url}/api/auth`, oauth_providers: [] }));
    }
    demo.handle(req, res);
  });
  server.on('upgrade', demo.upgrade);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await demo.close();
    },
  };
}
