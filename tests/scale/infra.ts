/**
 * The scale test's machinery, all on loopback: PostgreSQL 15 and Redis from Debian's packages in a
 * temporary folder on free ports, a real SMTP server (the smtp-server package) as the mail sink, a
 * stand-in for Twilio's Messages API (named as one: it records, it sends nothing), portico-server
 * instances as child processes, and HAProxy in front of them.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
const BINARIES = [`${PG_BIN}/initdb`, `${PG_BIN}/pg_ctl`, '/usr/bin/redis-server', '/usr/sbin/haproxy', '/usr/sbin/runuser'];

/** Stops the run before anything starts, naming what to install. */
export function requireBinaries() {
  const missing = BINARIES.filter((b) => !existsSync(b));
  if (missing.length) {
    throw new Error(`test:scale needs PostgreSQL 15, Redis and HAProxy from Debian; missing ${missing.join(', ')}. Install them as root: apt-get install -y postgresql redis-server haproxy`);
  }
}

export const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-scale-'));
  chmodSync(dir, 0o755);
  return dir;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Polls `probe` until it gives a value. `timeoutMs` only bounds a hang; `failed` ends the wait at
 * once when what it waits for can no longer happen (a process exited).
 */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, failed?: () => string | null): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const reason = failed?.();
    if (reason) throw new Error(`gave up waiting for ${what}: ${reason}`);
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 100)); // the poll's interval, not a wait: it returns once the probe answers
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (${(last as Error).message})` : ''}`);
}

export async function startPostgres(dir: string) {
  const data = path.join(dir, 'pg');
  mkdirSync(data);
  const pgUser = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const pgGroup = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(data, pgUser, pgGroup);
  chownSync(dir, pgUser, pgGroup);
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' });
  asPostgres(`${PG_BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres']);
  // fsync off: a stop is a clean shutdown (fast mode), never a crash; the disk is shared and slow.
  const startArgs = ['-D', data, '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, '-l', path.join(dir, 'pg.log'), 'start'];
  asPostgres(`${PG_BIN}/pg_ctl`, startArgs);
  // Not blocking the event loop: the test's clients keep sending while PostgreSQL stops and starts.
  const pgCtl = (args: string[]) => promisify(execFile)('runuser', ['-u', 'postgres', '--', `${PG_BIN}/pg_ctl`, ...args]).then(() => undefined);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** As an operator's restart: "terminating connection due to administrator command" to every client, then down. */
    down: () => pgCtl(['-D', data, '-m', 'fast', '-w', 'stop']),
    up: () => pgCtl(startArgs),
    stop: () => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']),
  };
}

/** Redis without persistence: a restart loses every key (the outage test's worst case). */
export async function startRedis() {
  const port = await freePort();
  let child: ChildProcess;
  const answering = () => new Promise<boolean>((resolve) => {
    const c = connect(port, '127.0.0.1', () => (c.destroy(), resolve(true)));
    c.on('error', () => resolve(false));
  });
  const up = async () => {
    child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor('redis', answering);
  };
  await up();
  const down = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return { url: `redis://127.0.0.1:${port}`, down, up, stop: () => child.kill('SIGKILL') };
}

export interface Mail {
  to: string;
  code: string | null;
  messageId: string;
}

/** A real SMTP server receiving over TCP on loopback; it can go down and come back on its port. */
export async function startSmtpSink() {
  const port = await freePort();
  const mails: Mail[] = [];
  /** Connection errors (a client killed mid-message resets its socket): kept, not thrown. */
  const connectionErrors: Error[] = [];
  let server: SMTPServer | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
            mails.push({ to, code: /passcode is (\d{6})/.exec(raw)?.[1] ?? null, messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '' });
            callback();
          });
        },
      });
      const listening = server;
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        listening.off('error', reject);
        // smtp-server emits a client's reset socket here; without a listener it is an uncaught exception.
        listening.on('error', (error) => connectionErrors.push(error));
        resolve();
      });
    });
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    connectionErrors,
    codeFor: (email: string) => [...mails].reverse().find((m) => m.to === email.toLowerCase())?.code ?? null,
    /** Stops listening and drops open connections (the server is down). */
    down: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    up: start,
  };
}

/**
 * A STAND-IN for Twilio's Messages API (same path, form fields and basic auth); it only records.
 * It drops a repeat of an I-Twilio-Idempotency-Token it already took, as the generic webhook's
 * contract asks of a receiver (Idempotency-Key), and counts it: `texts` is what a phone shows.
 */
export async function startTwilioStandIn() {
  const port = await freePort();
  const texts: Array<{ to: string; body: string; idempotency: string | undefined }> = [];
  const repeated: string[] = [];
  const server: HttpServer = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method !== 'POST' || !/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(req.url ?? '') || !req.headers.authorization?.startsWith('Basic ')) {
        res.writeHead(404).end('{}');
        return;
      }
      const form = new URLSearchParams(body);
      const idempotency = req.headers['i-twilio-idempotency-token'] as string | undefined;
      if (idempotency && texts.some((t) => t.idempotency === idempotency)) repeated.push(idempotency);
      else texts.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '', idempotency });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${texts.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, texts, repeats: () => repeated.length, repeated, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The bin of the run's installed portico-server (tests/scale/buildPackages.ts). */
export const installedBin = () => path.join(inject('porticoApp'), 'node_modules/portico-server/bin/portico-server.mjs');

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
  /** Set once the process has exited. */
  exitCode: number | null | undefined;
}

export function runPortico(env: NodeJS.ProcessEnv, args: string[] = []): Instance & { port: number } {
  // As an operator's shell starts it: none of Vitest's variables (NODE_ENV=test turns Better Auth's origin check off).
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && !k.startsWith('npm_') && k !== 'NODE_ENV'));
  const child = spawn(process.execPath, [installedBin(), ...args], { env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stdout!.on('data', (c: Buffer) => log.push(...c.toString().split('\n').filter(Boolean)));
  child.stderr!.on('data', (c: Buffer) => log.push(...c.toString().split('\n').filter(Boolean)));
  const instance = { port: Number(env.PORT), url: '', child, log, exited: null as unknown as Promise<number | null>, exitCode: undefined as number | null | undefined };
  instance.url = `http://127.0.0.1:${instance.port}`;
  instance.exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      instance.exitCode = code;
      resolve(code);
    }),
  );
  return instance;
}

export async function startInstance(env: NodeJS.ProcessEnv, port: number): Promise<Instance> {
  const instance = runPortico({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  await waitFor(`portico-server on ${port}`, async () => (await fetch(`${instance.url}/readyz`)).ok, 180_000, () =>
    instance.exitCode === undefined ? null : `it exited ${instance.exitCode}: ${instance.log.slice(-5).join(' | ')}`,
  );
  return instance;
}

/**
 * HAProxy in front: its active health check on /readyz takes a draining instance out before the
 * instance closes its listener (open-source nginx has passive checks only, and a SIGTERM during
 * load then cut requests the kernel had queued for the instance: measured, see docs/deploy.md).
 * Retries only connections that failed to open, which carried no request.
 */
export async function startBalancer(dir: string, port: number, upstreams: number[]) {
  const conf = path.join(dir, 'haproxy.cfg');
  const socket = path.join(dir, 'haproxy.sock');
  // With every instance out (a database or Redis outage), HAProxy's own 503 says what the instances say.
  const unavailable = path.join(dir, '503.http');
  const body = JSON.stringify({ error_type: 'service_unavailable', error_message: 'No server is available to answer; try again in a few seconds.' });
  writeFileSync(unavailable, `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
  writeFileSync(
    conf,
    `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # Patient checks: on a loaded machine /readyz can take a second; a failed check must mean down.
  timeout check 10s
  retries 3
  option redispatch
  option httpclose
  option forwardfor
  errorfile 503 ${unavailable}
frontend portico_in
  bind 127.0.0.1:${port}
  default_backend portico
backend portico
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
  default-server inter 1s fall 3 rise 2
${upstreams.map((p, i) => `  server i${i} 127.0.0.1:${p} check`).join('\n')}
`,
  );
  const child = spawn('/usr/sbin/haproxy', ['-f', conf, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const log: string[] = [];
  child.stderr!.on('data', (c: Buffer) => log.push(c.toString()));
  /** HAProxy's own view of each server (its runtime API's `show stat`): "UP", "DOWN", "UP 1/2", … */
  const states = () =>
    new Promise<Record<string, string>>((resolve, reject) => {
      let out = '';
      const c = connect(socket, () => c.end('show stat\n'));
      c.on('data', (d) => (out += d.toString()));
      c.on('error', reject);
      c.on('end', () => {
        const rows = out.split('\n').filter((l) => l.startsWith('portico,i'));
        resolve(Object.fromEntries(rows.map((l) => l.split(',')).map((f) => [f[1]!, f[17]!])));
      });
    });
  /** Waits until the balancer's health checks have every instance in rotation. */
  const allUp = () =>
    waitFor(`HAProxy to see every instance UP`, async () => {
      const s = await states();
      return upstreams.every((_, i) => s[`i${i}`] === 'UP');
    }, 120_000);
  await waitFor(`haproxy (${log.join('')})`, async () => Object.keys(await states()).length === upstreams.length);
  await allUp();
  return { url: `http://127.0.0.1:${port}`, log, states, allUp, stop: () => child.kill('SIGKILL') };
}
