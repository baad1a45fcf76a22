/**
 * Starts the emulator on node:http. API paths (/v1, /outbox, /oauth, /account, /.well-known, /emulator) go to the Hono
 * app; anything else goes to `fallback` (the demo's dev server) or gets a 404 JSON answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig, type ProjectConfigInput } from './config';
import type { EmulatorContext } from './context';
import { createContext } from './core/createContext';
import { openDatabase } from './core/db';
import { ERROR_MESSAGES } from './core/errors';
import { isAllowedHost } from './core/origins';
import { startPurging } from './core/purge';
import { DROP_CONNECTION_HEADER, dropConnection } from './faults/middleware';
import { closeEmulatedDns } from './organizations/dns';

export interface StartOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1: the emulator holds secrets and answers only this machine. */
  host?: string;
  /** Database file; default DEFAULT_DB_PATH (core/db.ts), in the user's data folder. */
  dbPath?: string;
  inMemory?: boolean;
  configPath?: string;
  /** Merged over the config file's top-level fields (tests). */
  config?: Partial<ProjectConfigInput>;
  /** Handles every request outside the API paths (the demo's Vite server plugs in here). */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Handles websocket upgrades (the demo's Vite client connects on the emulator's own port). */
  onUpgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** The clock; tests inject one they can move. */
  now?: () => Date;
  /** How often expired rows are deleted (core/purge.ts). Default 60 000 ms. */
  purgeIntervalMs?: number;
  quiet?: boolean;
}

export interface RunningEmulator {
  url: string;
  port: number;
  ctx: EmulatorContext;
  close(): Promise<void>;
}

const API_PATH = /^\/(v1|outbox|oauth|sso|account|\.well-known|emulator)(\/|\.|\?|$)/;

export async function startEmulator(opts: StartOptions = {}): Promise<RunningEmulator> {
  const config = loadConfig(opts.configPath, opts.config);
  const db = openDatabase({ path: opts.dbPath ?? process.env.PORTICO_DB, inMemory: opts.inMemory });
  const host = opts.host ?? '127.0.0.1';

  // The origin depends on the port, and the context on the origin: listen first, then build.
  let api: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
  const server = createServer((req, res) => {
    if (api && API_PATH.test(req.url ?? '/')) return void api(req, res);
    // The demo pages are checked here; the API's own middleware checks its paths (core/origins.ts).
    if (!isAllowedHost(config.allowed_origins, req.headers.host)) {
      res.writeHead(403, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status_code: 403, error_type: 'invalid_host', error_message: ERROR_MESSAGES.invalid_host, request_id: '' }));
      return;
    }
    if (opts.fallback) return opts.fallback(req, res);
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status_code: 404, error_type: 'route_not_found', error_message: `No such route: ${req.method} ${req.url}`, request_id: '' }));
  });
  if (opts.onUpgrade) server.on('upgrade', opts.onUpgrade);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 8787, host, () => resolve());
    });
  } catch (err) {
    db.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  // localhost, not the IP: WebAuthn needs a domain as its RP ID, and browsers treat it as secure.
  const url = `http://localhost:${port}`;
  const ctx = await createContext({ db, config, origin: url, now: opts.now });
  const app = createApp(ctx);
  // Fault injection's dropped connections leave here, past every middleware (faults/middleware.ts).
  api = getRequestListener(async (req, env) => {
    const res = await app.fetch(req, env);
    // node:http only (createServer above), so the answer is a ServerResponse.
    return res.headers.has(DROP_CONNECTION_HEADER) ? dropConnection(env.outgoing as ServerResponse) : res;
  });
  const stopPurging = startPurging(db, ctx.now, opts.purgeIntervalMs ?? 60_000);
  if (!opts.quiet) console.log(`Portico emulator running at ${url}`);

  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    ctx,
    close() {
      closed ??= new Promise<void>((resolve) => {
        stopPurging();
        void closeEmulatedDns(ctx);
        server.close(() => {
          db.close();
          resolve();
        });
        // Keep-alive connections would hold close() open; end them.
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
