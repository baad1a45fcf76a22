/**
 * The production server: Better Auth + portico() on Hono at /api/auth, /healthz (the process
 * answers) and /readyz (the database and Redis answer, not shutting down), a request id and one
 * JSON log line per request, the delivery worker, and a graceful stop (in-flight requests finish).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createOutboxStore, migrateOutbox, type Channel, type OutgoingMessage } from '../delivery/outbox';
import { smtpSender, twilioSender, webhookSender } from '../delivery/senders';
import { startDeliveryWorker, type Sender } from '../delivery/worker';
import { openDatabase } from '../storage/database';
import { openRedis } from '../storage/redis';
import { authOptions, CLIENT_IP_HEADER, createAuth, ensureSigningKey, pendingMigrations, runAuthMigrations } from './auth';
import { clientAddressResolver } from './clientAddress';
import { ConfigError, type ServerConfig } from './config';
import { createHttpApp } from './httpApp';
import { createLog, logFormat, type Log } from './log';
import { createMetrics } from './metrics';
// Named here so tsc's declarations can name the plugin's types in openStores' and startProductionServer's (TS2883).
import type { PorticoProduct, StrengthPolicy } from '../../../plugin/src';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

async function reachable(setting: string, probe: () => Promise<void>) {
  try {
    await probe();
  } catch (error) {
    // pg reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
    const e = error as NodeJS.ErrnoException & { errors?: NodeJS.ErrnoException[] };
    const first = e.errors?.[0] ?? e;
    throw new ConfigError(setting, `cannot connect (${[first.code, first.message].filter(Boolean).join(': ')})`);
  }
}

/** Opens the stores and builds the options (no listening): shared by `serve` and `migrate`. */
export function openStores(config: ServerConfig, log: Log) {
  const database = openDatabase(config);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  const outbox = createOutboxStore(database.db, database.kind);
  let nudge = () => {};
  const enqueue = async (m: OutgoingMessage) => {
    const key = await outbox.enqueue(m);
    log({ msg: 'delivery.queued', key, channel: m.channel });
    nudge();
  };
  const options = authOptions(config, database, redis?.storage ?? null, enqueue, redis?.rateLimit ?? null);
  return {
    database,
    redis,
    outbox,
    options,
    setNudge: (f: () => void) => void (nudge = f),
    /** Reaches the database and Redis once, so an unreachable one stops the start naming its setting. */
    async check() {
      await reachable(database.kind === 'postgres' ? 'DATABASE_URL' : 'PORTICO_SQLITE_FILE', () => database.ping());
      if (redis) await reachable('REDIS_URL', () => redis.ping());
    },
    async migrate() {
      await runAuthMigrations(options);
      await migrateOutbox(database.db, database.kind);
      await ensureSigningKey(createAuth(options));
    },
    async close() {
      await redis?.close();
      await database.close();
    },
  };
}

function senders(config: ServerConfig): { senders: Record<Channel, Sender | undefined>; sink: boolean; close(): void } {
  const smtp = config.smtpUrl ? smtpSender(config.smtpUrl, config.emailFrom) : null;
  let text: Sender | undefined;
  if (config.sms?.provider === 'twilio') {
    text = twilioSender({ accountSid: config.smsCredentials.accountSid!, authToken: config.smsCredentials.authToken!, from: config.sms.from ?? '', apiBase: process.env.TWILIO_API_BASE });
  } else if (config.sms?.provider === 'webhook') {
    text = webhookSender({ url: config.sms.url!, secret: config.smsCredentials.webhookSecret });
  }
  // Development without SMTP: the outbox row itself is the message (GET /outbox.json reads it).
  const sinkSend: Sender = async () => {};
  return { senders: { email: smtp?.send ?? sinkSend, sms: text, whatsapp: text }, sink: !smtp, close: () => smtp?.close() };
}

/** The header the HTTP layer sets to the socket's own peer (who may scrape /metrics without a token). */
const SOCKET_IP_HEADER = 'x-portico-socket-ip';

export async function startProductionServer(config: ServerConfig, baseLog: Log = createLog(config.logFormat ?? logFormat(), { pid: process.pid })) {
  // The delivery lines are counted too (metrics), as they are written.
  let countDelivery: (entry: Record<string, unknown>) => void = () => {};
  const log: Log = (entry) => {
    countDelivery(entry);
    baseLog(entry);
  };
  const stores = openStores(config, log);
  try {
    await stores.check();
  } catch (error) {
    await stores.close().catch(() => undefined);
    throw error;
  }
  const pending = await pendingMigrations(stores.options);
  if (pending.length) {
    if (stores.database.kind === 'postgres') {
      await stores.close();
      throw new ConfigError('DATABASE_URL', `the database lacks tables (${pending.join(', ')}); run \`portico-server migrate\` first`);
    }
    // SQLite is one file for one instance: the one-command start creates its tables.
    log({ msg: 'migrate', tables: pending });
  }
  await stores.migrate();
  const auth = createAuth(stores.options);
  const delivery = senders(config);
  const worker = startDeliveryWorker(stores.outbox, delivery.senders, { ...config.delivery, log });
  stores.setNudge(worker.nudge);

  const metrics = createMetrics({ pending: () => stores.outbox.pending() });
  countDelivery = metrics.delivery;

  let draining = false;
  // The balancer's health checks answered 503 since the drain began (see drainChecks).
  let drainAnswers = 0;
  let onDrainAnswer = () => {};
  const app = createHttpApp({
    config,
    auth,
    database: stores.database,
    redis: stores.redis,
    metrics,
    log,
    draining: () => draining,
    onDrainAnswer: () => {
      drainAnswers++;
      onDrainAnswer();
    },
    outbox: delivery.sink ? stores.outbox : undefined,
  });

  const clientAddress = clientAddressResolver(config.trustedProxies);
  const listener = getRequestListener(app.fetch);
  const server: Server = createServer((req, res) => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    const ip = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
    // Set here on every request: a client cannot send its own. In rawHeaders too: the Hono
    // adapter builds the Fetch Request from rawHeaders, so a header set only on req.headers never
    // reached Better Auth, whose rate limit then fell back to one bucket shared by every client.
    const socketIp = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    req.headers[CLIENT_IP_HEADER] = ip;
    req.headers[SOCKET_IP_HEADER] = socketIp;
    req.headers['x-request-id'] = requestId;
    const raw: string[] = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i]!.toLowerCase();
      if (name !== CLIENT_IP_HEADER && name !== SOCKET_IP_HEADER && name !== 'x-request-id') raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    }
    raw.push(CLIENT_IP_HEADER, ip, SOCKET_IP_HEADER, socketIp, 'x-request-id', requestId);
    req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      const ms = performance.now() - started;
      const path = (req.url ?? '').split('?')[0] ?? '';
      metrics.request(req.method ?? 'GET', path, res.statusCode, ms / 1000);
      log({ msg: 'request', request_id: requestId, method: req.method, path, status: res.statusCode, ms: Math.round(ms), client_ip: ip });
    });
    void listener(req, res);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      void worker
        .stop()
        .then(() => (delivery.close(), stores.close()))
        .catch(() => undefined);
      if (error.code === 'EADDRINUSE') reject(new ConfigError('PORT', `${config.port} is in use on ${config.host}`));
      else if (error.code === 'EACCES') reject(new ConfigError('PORT', `${config.port} needs privileges on ${config.host}`));
      else if (error.code === 'ENOTFOUND' || error.code === 'EADDRNOTAVAIL' || error.code === 'EAI_AGAIN') reject(new ConfigError('HOST', `${config.host} is not an address of this machine (${error.code})`));
      else reject(error);
    });
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  log({ msg: 'listening', url: `http://${config.host}:${port}`, mode: config.mode, database: stores.database.kind, redis: Boolean(stores.redis), email: delivery.sink ? 'development sink' : 'smtp' });

  /**
   * With drainChecks: until /readyz has answered 503 that many times (the balancer has marked us
   * down, and the accept queue is FIFO, so every connection it opened before its last check was
   * accepted before that check); drainSeconds bounds the wait. Without: drainSeconds.
   */
  const drained = () =>
    new Promise<void>((resolve) => {
      const limitMs = config.drainSeconds * 1000;
      if (limitMs === 0) return resolve();
      const timer = setTimeout(() => {
        if (config.drainChecks > 0) log({ level: 'warn', msg: 'drain.timeout', checks: drainAnswers, expected: config.drainChecks });
        resolve();
      }, limitMs);
      if (config.drainChecks === 0) return;
      onDrainAnswer = () => {
        if (drainAnswers < config.drainChecks) return;
        clearTimeout(timer);
        resolve();
      };
    });

  let closing: Promise<void> | null = null;
  return {
    port,
    url: `http://${config.host}:${port}`,
    auth,
    outbox: stores.outbox,
    /** Stops taking connections, lets in-flight requests finish (at most `graceMs`), then closes the stores. */
    close(graceMs = 20_000) {
      closing ??= (async () => {
        draining = true;
        // Still serving while the balancer's health check sees /readyz fail: closing the listener
        // at once would reset connections the kernel already accepted for it.
        await drained();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        await closed;
        clearTimeout(force);
        await worker.stop();
        delivery.close();
        await stores.close();
        metrics.close();
        log({ msg: 'stopped' });
      })();
      return closing;
    },
  };
}
