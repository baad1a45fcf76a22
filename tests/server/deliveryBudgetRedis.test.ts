/**
 * The delivery budgets against a real Redis (redis-server from Debian, started here on a free port):
 * two Better Auth servers share one Redis as their secondaryStorage (server/src/storage/redis.ts, as
 * portico-server runs with REDIS_URL), each with its own HTTP port and deliveryBudget(). What one
 * instance sent counts on the other, and sends that arrive at once are counted atomically: never one
 * over the budget. Without Redis each instance counts alone, which is why Redis is there.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryBudget } from '../../plugin/src';
import { openRedis } from '../../server/src/storage/redis';
import { startRedis } from '../scale/infra';

const HOUR = 3600;

let redis: Awaited<ReturnType<typeof startRedis>>;
const closers: Array<() => Promise<void>> = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  redis?.stop();
});

/** One server instance: Better Auth on its own database and port; `shared` is the Redis they share, if any. */
async function instance(shared: ReturnType<typeof openRedis> | null, sent: string[]) {
  let origin = '';
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = {
    baseURL: `${origin}/api/auth`,
    secret: 'delivery-budget-test-secret-0123456789abcdef',
    database: new Database(':memory:'),
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    // Better Auth's own limit counts per client address; these tests count per destination only.
    rateLimit: { enabled: false },
    ...(shared ? { secondaryStorage: shared.storage } : {}),
    plugins: [
      deliveryBudget(),
      emailOTP({ sendVerificationOTP: async ({ email }) => void sent.push(email) }),
      phoneNumber({ sendOTP: async ({ phoneNumber: to }) => void sent.push(to) }),
    ],
  };
  await (await getMigrations(config)).runMigrations();
  const handler = toNodeHandler(betterAuth(config));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}/api/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
    return { status: response.status, code: ((await response.json().catch(() => ({}))) as { code?: string }).code };
  };
  return { post };
}

async function twoInstances(withRedis: boolean) {
  const shared = withRedis ? openRedis(redis.url) : null;
  if (shared) closers.push(shared.close);
  const sent: string[] = [];
  return { a: await instance(shared, sent), b: await instance(shared, sent), sent, shared };
}

const mail = (email: string) => ['/email-otp/send-verification-otp', { email, type: 'sign-in' }] as const;
const text = (phoneNumber: string) => ['/phone-number/send-otp', { phoneNumber }] as const;

describe('delivery budgets on Redis, shared by two server instances', () => {
  it('one address gets 10 mails an hour, asked of either instance in turn; the rest are refused TOO_MANY_MESSAGES', async () => {
    const { a, b, sent, shared } = await twoInstances(true);
    const answers = [];
    for (let i = 0; i < 16; i++) answers.push(await (i % 2 ? b : a).post(...mail('shared@example.com')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    expect(answers.slice(10).every((r) => r.status === 429 && r.code === 'TOO_MANY_MESSAGES')).toBe(true);
    expect(sent.filter((to) => to === 'shared@example.com')).toHaveLength(10);
    // The count lives in Redis, for the hour that began with the first send.
    const ttl = await shared!.redis.ttl('portico:delivery:email:shared@example.com');
    expect(ttl).toBeGreaterThan(HOUR - 120);
    expect(ttl).toBeLessThanOrEqual(HOUR);
  });

  it('40 texts to one number at once, half on each instance: exactly 5 are sent', async () => {
    const { a, b, sent } = await twoInstances(true);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? b : a).post(...text('+14155550160'))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429 && r.code === 'TOO_MANY_MESSAGES')).toHaveLength(35);
    expect(sent.filter((to) => to === '+14155550160')).toHaveLength(5);
  });

  it('30 numbers of one prefix at once, on both instances: exactly 20 are sent', async () => {
    const { a, b, sent } = await twoInstances(true);
    const numbers = Array.from({ length: 30 }, (_, i) => `+4420790${String(i).padStart(5, '0')}`);
    const answers = await Promise.all(numbers.map((to, i) => (i % 2 ? b : a).post(...text(to))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    expect(sent.filter((to) => to.startsWith('+44207'))).toHaveLength(20);
  });

  it('without Redis each instance counts alone: the same 16 mails all go (what Redis is there for)', async () => {
    const { a, b, sent } = await twoInstances(false);
    const answers = [];
    for (let i = 0; i < 16; i++) answers.push(await (i % 2 ? b : a).post(...mail('alone@example.com')));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(sent).toHaveLength(16);
  });
});
