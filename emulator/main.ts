/**
 * `npx portico-emulator` (bin/): runs the emulator, the API and its outbox page, on PORT (default
 * 8787). `npm start` runs it too, with the demo's pages on the same origin (scripts/demo/start.ts).
 * Env: PORT, HOST, PORTICO_DB (database file), PORTICO_IN_MEMORY=1, PORTICO_CONFIG (config file).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from './config';
import { DEFAULT_DB_PATH } from './core/db';
import { startEmulator, type RunningEmulator, type StartOptions } from './server';

export { startEmulator };

/** How `main` starts the emulator: alone (the outbox at `/`), or with what else `npm start` serves beside it. */
export interface Starter {
  start(options: Omit<StartOptions, 'fallback' | 'onUpgrade'>): Promise<RunningEmulator>;
  /** What the first line calls it. */
  name: string;
}

const alone: Starter = { name: 'emulator', start: (options) => startEmulator({ ...options, fallback: outboxHome }) };

export async function main(starter: Starter = alone): Promise<void> {
  const port = Number(process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got "${process.env.PORT}"`);
    process.exit(1);
  }
  const inMemory = ['1', 'true', 'yes'].includes((process.env.PORTICO_IN_MEMORY ?? '').toLowerCase());
  const emulator = await starter.start({ port, host: process.env.HOST, inMemory, quiet: true });
  console.log(`Portico ${starter.name} running at ${emulator.url}`);
  console.log(`Outbox (emails and text messages sent): ${emulator.url}/outbox`);
  if (emulator.ctx.config.fault_injection) {
    console.log(`Fault injection (errors and latency on purpose): the outbox page's panel, or ${emulator.url}/emulator/faults`);
  }
  console.log(`Public token: ${emulator.ctx.config.public_token}`);
  if (!inMemory) console.log(`Database (keep it private): ${path.resolve(process.env.PORTICO_DB ?? DEFAULT_DB_PATH)}`);
  for (const profile of emulator.ctx.config.trusted_auth_token_profiles.filter((p) => !p.jwks_url)) {
    // The secret itself stays out of logs; a host on this machine fetches it.
    console.log(`Attest secret for ${profile.profile_id}: GET ${emulator.url}/emulator/trusted_auth_token_profiles/${profile.profile_id}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the emulator`);
    await emulator.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Without the demo, the address it prints opens the outbox, the one page a person reads. */
function outboxHome(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'GET' && (req.url === '/' || req.url?.startsWith('/?'))) {
    res.writeHead(302, { Location: '/outbox' }).end();
    return;
  }
  res.writeHead(404, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ status_code: 404, error_type: 'route_not_found', error_message: `No such route: ${req.method} ${req.url}`, request_id: '' }));
}

/** Starts, or prints why it could not and exits 1. */
export function run(starter?: Starter): void {
  main(starter).catch((err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`Port ${process.env.PORT ?? 8787} is in use; set PORT to another one.`);
    else console.error(err);
    process.exit(1);
  });
}

// Run only as the entry point, so a program can import startEmulator from here without starting one.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) run();
