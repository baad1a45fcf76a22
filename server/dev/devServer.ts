/**
 * A Better Auth dev server on loopback: Better Auth with Portico's plugin at /api/auth, the dev
 * outbox at /outbox (page) and /outbox.json (for tests), on SQLite, in-process, offline. `fallback`
 * lets a caller serve its own pages from the same origin (same-site cookies: SPEC passkeys).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { withIdentityProviderPage } from '../../plugin/src/identity-provider';
import { createDevAuth, type DevAuthOptions } from './devAuth';
import { idpPage } from './idpDev';
import { outboxPage } from './outbox';

export interface DevServerOptions extends Omit<DevAuthOptions, 'origin'> {
  /** @defaultValue 0 (a free port) */
  port?: number;
  /** @defaultValue 'localhost' (loopback; the passkey domain) */
  host?: string;
  /** Requests the server does not answer itself (e.g. a demo page). @defaultValue 404 */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Websocket upgrades (a dev page's Vite client connects to the page's own port). */
  onUpgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

export interface RunningDevServer {
  url: string;
  authUrl: string;
  auth: Awaited<ReturnType<typeof createDevAuth>>['auth'];
  outbox: Awaited<ReturnType<typeof createDevAuth>>['outbox'];
  close(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions = {}): Promise<RunningDevServer> {
  const host = options.host ?? 'localhost';
  let listener: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (listener) listener(req, res);
    else res.writeHead(503).end();
  });
  if (options.onUpgrade) server.on('upgrade', options.onUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host === 'localhost' ? '127.0.0.1' : host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  const { auth, outbox, db, close: closeAuth } = await createDevAuth({ ...options, origin: url });

  const app = new Hono();
  const authHandler = withIdentityProviderPage(auth, { page: idpPage(url) });
  app.on(['GET', 'POST'], '/api/auth/*', (c) => authHandler(c.req.raw));
  app.get('/outbox.json', (c) => c.json({ messages: outbox.list(c.req.query('to') || undefined) }));
  app.get('/outbox', (c) => c.html(outboxPage(outbox.list())));
  const api = getRequestListener(app.fetch);
  const ours = (path: string) => path.startsWith('/api/auth/') || path === '/outbox' || path === '/outbox.json';
  listener = (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (ours(path) || !options.fallback) void api(req, res);
    else options.fallback(req, res);
  };

  return {
    url,
    authUrl: `${url}/api/auth`,
    auth,
    outbox,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      closeAuth();
    },
  };
}
