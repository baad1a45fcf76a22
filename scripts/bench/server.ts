/**
 * portico-server figures for `npm run bench`: password sign-in throughput and p50/p99 latency for
 * one instance on SQLite, one on PostgreSQL, three behind HAProxy (these two only where Debian's
 * postgresql, redis-server and haproxy are installed and we are root), and portico()'s overhead
 * against bare Better Auth on the same calls (in-process, no HTTP, same database).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { root } from '../size/build';
import { loadConfig } from '../../server/src/production/config';
import { startProductionServer } from '../../server/src/production/server';
import { authOptions } from '../../server/src/production/auth';
import { openDatabase } from '../../server/src/storage/database';
import { createOutboxStore, migrateOutbox } from '../../server/src/delivery/outbox';
import { runAuthMigrations } from '../../server/src/production/auth';

const PASSWORD = 'Quartz-Lantern-Meadow-42!';
const USERS = 40;
/** Calls per round, rounds per configuration: the spread between rounds is printed beside the median. */
const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = 8;

type Call = (i: number) => Promise<number>;

/** Better Auth's own sign-in rule (3 per 10 s per address) would turn repeated rounds into 429s. */
const NO_SIGN_IN_LIMIT = { '/sign-in/email': { window: 60, max: 1_000_000 } };

interface Round {
  rps: number;
  latencies: number[];
  failed: number;
  statuses: number[];
}

async function round(call: Call, calls = CALLS): Promise<Round> {
  const latencies: number[] = [];
  let failed = 0;
  const statuses = new Set<number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < calls) {
        const i = next++;
        const t = performance.now();
        const status = await call(i).catch(() => 0);
        latencies.push(performance.now() - t);
        if (status !== 200) {
          failed++;
          statuses.add(status);
        }
      }
    }),
  );
  return { rps: calls / ((performance.now() - started) / 1000), latencies, failed, statuses: [...statuses] };
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** ROUNDS rounds: median throughput with its range, p50/p99 over every call. */
async function measure(call: Call) {
  const rounds: Round[] = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push(await round(call));
  const all = rounds.flatMap((r) => r.latencies);
  const rps = rounds.map((r) => r.rps);
  return {
    rps: quantile(rps, 0.5),
    rpsMin: Math.min(...rps),
    rpsMax: Math.max(...rps),
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    failed: rounds.reduce((n, r) => n + r.failed, 0),
    statuses: [...new Set(rounds.flatMap((r) => r.statuses))],
  };
}

const line = (name: string, r: Awaited<ReturnType<typeof measure>>) =>
  console.log(
    `  ${name.padEnd(40)} ${r.rps.toFixed(1).padStart(6)} sign-ins/s (rounds ${r.rpsMin.toFixed(1)}–${r.rpsMax.toFixed(1)})  p50 ${r.p50.toFixed(0).padStart(5)} ms  p99 ${r.p99.toFixed(0).padStart(5)} ms${r.failed ? `  ${r.failed} failed (${r.statuses.join(', ')})` : ''}`,
  );

const email = (i: number) => `bench${i % USERS}@example.com`;
const ip = (i: number) => `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`;

/** Over HTTP: distinct client addresses (the server trusts loopback as its proxy), so the per-address limit stays out of the figure. */
const overHttp = (base: string, origin: string): Call => (i) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(i), origin },
    body: JSON.stringify({ email: email(i), password: PASSWORD }),
  }).then((r) => r.status);

/** A signed-in session's cookie, for get-session calls. */
async function sessionCookie(auth: { handler: (r: Request) => Promise<Response> }) {
  const response = await auth.handler(new Request('http://localhost/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json', 'x-portico-client-ip': '10.78.0.1' }, body: JSON.stringify({ email: email(0), password: PASSWORD }) }));
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function signUpAll(call: (path: string, body: unknown, i: number) => Promise<number>) {
  for (let i = 0; i < USERS; i++) await call('/sign-up/email', { email: email(i), password: PASSWORD, name: `Bench ${i}` }, i);
}

export async function benchServer() {
  console.log(`\nportico-server, password sign-in (${ROUNDS} rounds of ${CALLS} calls, ${CONCURRENCY} at a time, ${USERS} accounts; BENCH_ROUNDS/BENCH_CALLS change them):`);
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-bench-'));
  try {
    writeFileSync(path.join(dir, 'portico.config.json'), JSON.stringify({ trustedProxies: ['127.0.0.1'], rateLimit: { window: 60, max: 100000, rules: NO_SIGN_IN_LIMIT } }));
    const config = loadConfig({ PORT: '0', PORTICO_MODE: 'development', PORTICO_SECRET: 'bench-secret-0123456789abcdef0123456789' }, dir);
    const server = await startProductionServer(config, () => {});
    const http = overHttp(server.url, config.publicUrl);
    await signUpAll((p, body, i) => fetch(`${server.url}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(i), origin: config.publicUrl }, body: JSON.stringify(body) }).then((r) => r.status));
    line('one instance, SQLite (HTTP)', await measure(http));
    await server.close(0);

    // The plugin's cost: the same options with and without portico(), called in-process.
    const database = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'inproc.sqlite') });
    const outbox = createOutboxStore(database.db, 'sqlite');
    await migrateOutbox(database.db, 'sqlite');
    const withPlugin = authOptions(config, database, null, async (m) => void (await outbox.enqueue(m)));
    await runAuthMigrations(withPlugin);
    const bare = { ...withPlugin, plugins: withPlugin.plugins.filter((p) => p.id !== 'portico') };
    const auths = { portico: betterAuth(withPlugin), bare: betterAuth(bare) };
    const direct = (auth: { handler: (r: Request) => Promise<Response> }) => (p: string, body: unknown, i: number) =>
      auth.handler(new Request(`${config.publicUrl}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-portico-client-ip': ip(i) }, body: JSON.stringify(body) })).then((r) => r.status);
    await signUpAll(direct(auths.portico));
    // Pairs of rounds, bare and portico() back to back, the order alternating, so the machine's
    // other load falls on both alike; the overhead is the median of the pairs' ratios.
    const pairs = Math.max(ROUNDS, 7);
    const cookie = await sessionCookie(auths.portico);
    type Handler = { handler: (r: Request) => Promise<Response> };
    const overhead = async (name: string, call: (auth: Handler) => Call, calls: number) => {
      const ratios: number[] = [];
      let failed = 0;
      const rps: Record<'bare' | 'portico', number[]> = { bare: [], portico: [] };
      for (let pair = 0; pair < pairs; pair++) {
        const order = pair % 2 ? (['portico', 'bare'] as const) : (['bare', 'portico'] as const);
        const got: Record<string, number> = {};
        for (const which of order) {
          const r = await round(call(auths[which] as Handler), calls);
          got[which] = r.rps;
          failed += r.failed;
        }
        rps.bare.push(got.bare!);
        rps.portico.push(got.portico!);
        ratios.push(1 - got.portico! / got.bare!);
      }
      const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
      console.log(
        `  portico() overhead, ${name}: median ${pct(quantile(ratios, 0.5))} over ${pairs} pairs (pairs ${pct(Math.min(...ratios))} to ${pct(Math.max(...ratios))}); bare ${quantile(rps.bare, 0.5).toFixed(1)}/s, with portico() ${quantile(rps.portico, 0.5).toFixed(1)}/s${failed ? `; ${failed} calls failed` : ''}`,
      );
    };
    await overhead('password sign-in (in-process)', (auth) => (i) => direct(auth)('/sign-in/email', { email: email(i), password: PASSWORD }, i), CALLS);
    // No password hash in the way: what the plugin's hooks cost on a cheap call.
    await overhead('get-session (in-process)', (auth) => () => auth.handler(new Request(`${config.publicUrl}/api/auth/get-session`, { headers: { cookie, 'x-portico-client-ip': '10.78.0.2' } })).then((r) => r.status), CALLS * 10);
    await database.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await clusterFigures();
}

/** PostgreSQL and three instances behind HAProxy, with the scale test's machinery. */
async function clusterFigures() {
  const infra = await import('../../tests/scale/infra');
  try {
    infra.requireBinaries();
  } catch (error) {
    console.log(`  (PostgreSQL and the three-instance figures skipped: ${(error as Error).message})`);
    return;
  }
  // The instances run the compiled server (`portico-server`'s bin), as tests/scale/buildPackages.ts builds it.
  if (!existsSync(path.join(root, 'server/dist/main.js'))) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-packages.mjs'), 'plugin', 'server'], { cwd: root, stdio: 'inherit' });
  }
  const dir = infra.tempDir();
  const postgres = await infra.startPostgres(dir);
  const redis = await infra.startRedis();
  const stops: Array<() => unknown> = [() => redis.stop(), () => postgres.stop()];
  try {
    const lbPort = await infra.freePort();
    const ports = [await infra.freePort(), await infra.freePort(), await infra.freePort()];
    writeFileSync(path.join(dir, 'portico.config.json'), JSON.stringify({ trustedProxies: ['127.0.0.1'], rateLimit: { window: 60, max: 100000, rules: NO_SIGN_IN_LIMIT } }));
    const env = { PORTICO_MODE: 'development', PORTICO_CONFIG: path.join(dir, 'portico.config.json'), PORTICO_SECRET: 'bench-secret-0123456789abcdef0123456789', PORTICO_PUBLIC_URL: `http://127.0.0.1:${lbPort}`, DATABASE_URL: postgres.url, REDIS_URL: redis.url };
    const migrate = infra.runPortico({ ...env, PORT: '0' }, ['migrate']);
    if ((await migrate.exited) !== 0) throw new Error(migrate.log.join('\n'));
    const instances = await Promise.all(ports.map((p) => infra.startInstance(env, p)));
    stops.unshift(() => instances.forEach((i) => i.child.kill('SIGKILL')));
    const lb = await infra.startBalancer(dir, lbPort, ports);
    stops.unshift(() => lb.stop());
    await signUpAll((p, body, i) => fetch(`${instances[0]!.url}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(i), origin: env.PORTICO_PUBLIC_URL }, body: JSON.stringify(body) }).then((r) => r.status));
    line('one instance, PostgreSQL + Redis (HTTP)', await measure(overHttp(instances[0]!.url, env.PORTICO_PUBLIC_URL)));
    line('three instances behind HAProxy', await measure(overHttp(lb.url, env.PORTICO_PUBLIC_URL)));
  } finally {
    for (const stop of stops) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
