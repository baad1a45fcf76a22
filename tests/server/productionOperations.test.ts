/**
 * What an operator and a host's page meet on portico-server, in-process on SQLite in production
 * mode: every bad setting named in one start, CORS for the trusted origins only (with credentials
 * and the widget's headers), Better Auth's origin check on whatever NODE_ENV says, a refused origin
 * answered with the setting that fixes it, /metrics (prom-client) for a local scraper or a token,
 * and the readable log format.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETTER_AUTH } from '../../src/client/challenge/carry';
import { ConfigError, loadConfig } from '../../server/src/production/config';
import { formatText, logFormat } from '../../server/src/production/log';
import { startProductionServer } from '../../server/src/production/server';

const APP = 'https://app.example.test';
const TOKEN = 'metrics-token-0123456789';
let server: Awaited<ReturnType<typeof startProductionServer>>;
let base: string;
let challenge: ReturnType<typeof loadConfig>['challenge'];

beforeAll(async () => {
  expect(process.env.NODE_ENV).toBe('test'); // the setting under which Better Auth would skip its origin check
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const cwd = mkdtempSync(path.join(tmpdir(), 'portico-ops-'));
  const env = {
    PORT: String(port),
    PORTICO_SECRET: randomBytes(32).toString('base64'),
    PORTICO_PUBLIC_URL: 'https://auth.example.test',
    PORTICO_TRUSTED_ORIGINS: APP,
    SMTP_URL: 'smtp://127.0.0.1:9', // never reached: no message is sent here
    PORTICO_METRICS_TOKEN: TOKEN,
  };
  const config = loadConfig(env, cwd);
  challenge = config.challenge;
  server = await startProductionServer(config, () => {});
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => server?.close());

const problemsOf = (env: NodeJS.ProcessEnv, file?: object) => {
  const cwd = mkdtempSync(path.join(tmpdir(), 'portico-ops-config-'));
  if (file) writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify(file));
  try {
    loadConfig(env, cwd);
    return [];
  } catch (error) {
    return (error as ConfigError).problems.map((p) => p.setting);
  }
};

describe('settings', () => {
  it('names every missing and bad setting in one start', () => {
    expect(problemsOf({ PORT: 'eighty', REDIS_URL: 'http://nope', PORTICO_LOG_FORMAT: 'pretty' }, { rateLimit: { max: 'x' }, colour: 'blue', trustedOrigins: ['https://app.example.test/path'] })).toEqual(
      expect.arrayContaining(['PORT', 'REDIS_URL', 'PORTICO_LOG_FORMAT', 'rateLimit.window', 'rateLimit.max', 'colour', 'trustedOrigins[0]', 'PORTICO_SECRET', 'SMTP_URL', 'PORTICO_PUBLIC_URL']),
    );
  });

  it('says what PORTICO_PUBLIC_URL is for when it is unset', () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'portico-ops-config-'));
    expect(() => loadConfig({}, cwd)).toThrow(/PORTICO_PUBLIC_URL: is unset; set it to the https:\/\/ origin browsers reach this server at/);
  });
});

describe('a page on another origin', () => {
  it('gets CORS with credentials and the widget headers when its origin is trusted, none otherwise', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/auth/email-otp/send-verification-otp`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-portico-otp-channel' } });
    const trusted = await preflight(APP);
    expect(trusted.status).toBe(204);
    expect(trusted.headers.get('access-control-allow-origin')).toBe(APP);
    expect(trusted.headers.get('access-control-allow-credentials')).toBe('true');
    expect(trusted.headers.get('access-control-allow-headers')).toMatch(/X-Portico-OTP-Channel/i);
    const session = await fetch(`${base}/api/auth/get-session`, { headers: { origin: APP } });
    expect(session.headers.get('access-control-expose-headers')).toMatch(/set-auth-jwt/);
    expect((await preflight('https://evil.example.test')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets a trusted page's protected calls carry their challenge (docs/bots.md): every guarded route's preflight allows the solution's header", async () => {
    expect(challenge?.kind).toBe('proof_of_work'); // production's default: these calls need it
    for (const guarded of BETTER_AUTH.guarded) {
      const answer = await fetch(`${base}/api/auth${guarded}`, {
        method: 'OPTIONS',
        headers: { origin: APP, 'access-control-request-method': 'POST', 'access-control-request-headers': `content-type,x-portico-otp-channel,${BETTER_AUTH.header}` },
      });
      expect(answer.status, guarded).toBe(204);
      expect(answer.headers.get('access-control-allow-origin'), guarded).toBe(APP);
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(allowed, guarded).toEqual(expect.arrayContaining(['content-type', 'x-portico-otp-channel', BETTER_AUTH.header.toLowerCase()]));
    }
  });

  it('is refused by the origin check under NODE_ENV=test too, and the answer names the setting (for onError)', async () => {
    const answer = await fetch(`${base}/api/auth/sign-out`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example.test', cookie: '__Secure-better-auth.session_token=x' }, body: '{}' });
    expect(answer.status).toBe(403);
    const body = (await answer.json()) as { code: string; message: string };
    expect(body.code).toBe('INVALID_ORIGIN');
    expect(body.message).toMatch(/https:\/\/evil\.example\.test.*PORTICO_TRUSTED_ORIGINS/);
  });
});

describe('development on the defaults', () => {
  it("serves the docs' host app on another loopback port: a magic link back to its page, CORS with credentials", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'portico-ops-dev-'));
    const dev = await startProductionServer(loadConfig({ PORT: '0' }, cwd, { development: true }), () => {});
    try {
      const page = 'http://localhost:5173';
      const answer = await fetch(`${dev.url}/api/auth/sign-in/magic-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: page },
        body: JSON.stringify({ email: 'dev@example.com', callbackURL: `${page}/authenticate` }),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(page);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    } finally {
      await dev.close();
    }
  });
});

describe('operations', () => {
  it('serves Prometheus metrics to a local scraper or the token, and nobody else', async () => {
    await fetch(`${base}/api/auth/portico/bootstrap`);
    const local = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(local.status).toBe(200);
    const text = await local.text();
    expect(text).toMatch(/portico_http_requests_total\{method="GET",route="\/api\/auth\/portico\/bootstrap",status="200"\} \d+/);
    expect(text).toMatch(/portico_http_request_duration_seconds_bucket/);
    expect(text).toMatch(/portico_outbox_pending \d+/);
    expect(text).toMatch(/portico_process_cpu_seconds_total/);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(404);
  });

  it('writes a readable line for a terminal, JSON lines elsewhere', () => {
    const line = formatText({ level: 'info', msg: 'request', method: 'POST', path: '/api/auth/sign-in/email', status: 200, ms: 41, request_id: 'r-1', client_ip: '203.0.113.9' }, new Date('2026-01-02T12:04:05.123Z'));
    expect(line).toBe('12:04:05.123 INFO  request POST /api/auth/sign-in/email 200 41ms request_id=r-1 client_ip=203.0.113.9');
    expect(formatText({ level: 'warn', msg: 'delivery.retry', error: 'connect ECONNREFUSED 127.0.0.1:25' }, new Date(0))).toBe('00:00:00.000 WARN  delivery.retry error="connect ECONNREFUSED 127.0.0.1:25"');
    expect(logFormat({}, true)).toBe('text');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ PORTICO_LOG_FORMAT: 'json' }, true)).toBe('json');
  });
});
