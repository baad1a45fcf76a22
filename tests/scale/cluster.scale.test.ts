/**
 * Issue 25's proof at scale: three portico-server instances on PostgreSQL + Redis behind HAProxy,
 * a real SMTP server as the sink, a Twilio stand-in for text messages. Every person is a distinct
 * client address, forwarded the way a CDN in front of HAProxy would (X-Forwarded-For; the instances
 * trust HAProxy at 127.0.0.1, and so read it).
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  requireBinaries,
  runPortico,
  startInstance,
  startBalancer,
  startPostgres,
  startRedis,
  startSmtpSink,
  startTwilioStandIn,
  tempDir,
  waitFor,
  type Instance,
} from './infra';

requireBinaries();

const dir = tempDir();
let postgres: Awaited<ReturnType<typeof startPostgres>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
let lb: Awaited<ReturnType<typeof startBalancer>>;
let env: NodeJS.ProcessEnv;
let ports: number[];
const instances: Instance[] = [];
let db: pg.Pool;

beforeAll(async () => {
  [postgres, redis, smtp, twilio] = await Promise.all([startPostgres(dir), startRedis(), startSmtpSink(), startTwilioStandIn()]);
  const lbPort = await freePort();
  ports = [await freePort(), await freePort(), await freePort()];
  const config = path.join(dir, 'portico.config.json');
  writeFileSync(
    config,
    JSON.stringify({
      projectName: 'Scale test',
      products: ['otp', 'passwords'],
      otpMethods: ['email', 'sms'],
      sms: { provider: 'twilio', from: '+15550001111' },
      trustedProxies: ['127.0.0.1'],
      // Better Auth's sign-in rule (3 per 10 s) over an hour: the limits test counts, never races a window.
      rateLimit: { window: 60, max: 1000, rules: { '/sign-in/email': { window: 3600, max: 3 } } },
      // HAProxy checks with fall 3: the 4th 503 from /readyz means it took the instance out.
      // Its 40 phone sign-ups share one number prefix (+1 555): the per-prefix budget (20 an hour) is raised as a host would.
      deliveryBudget: { perNumberPrefix: 1000 },
      drainChecks: 4,
      drainSeconds: 60,
      delivery: { baseDelayMs: 300, maxDelayMs: 3000, maxAttempts: 60, pollMs: 100 },
    }),
  );
  env = {
    PORTICO_CONFIG: config,
    PORTICO_MODE: 'development',
    PORTICO_SECRET: 'scale-test-secret-0123456789abcdef0123456789',
    PORTICO_PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: 'ACstandin',
    TWILIO_AUTH_TOKEN: 'stand-in-token',
    TWILIO_API_BASE: twilio.base,
  };
  // Migrations once, twice: the second run must change nothing and succeed.
  for (let i = 0; i < 2; i++) {
    const migrate = runPortico({ ...env, PORT: '0' }, ['migrate']);
    expect(await migrate.exited, migrate.log.join('\n')).toBe(0);
  }
  instances.push(...(await Promise.all(ports.map((port) => startInstance(env, port)))));
  lb = await startBalancer(dir, lbPort, ports);
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
});

afterAll(async () => {
  lb?.stop();
  for (const instance of instances) instance.child.kill('SIGKILL');
  await db?.end();
  redis?.stop();
  await smtp?.down();
  await twilio?.stop();
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Stats {
  statuses: number[];
  cut: number;
}
const newStats = (): Stats => ({ statuses: [], cut: 0 });

async function call(base: string, route: string, body: unknown, ip: string, stats?: Stats) {
  try {
    const response = await fetch(`${base}/api/auth${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    stats?.statuses.push(response.status);
    const retryAfter = Number(response.headers.get('x-retry-after') ?? 1) || 1;
    return { status: response.status, retryAfter, json: (await response.json().catch(() => null)) as { code?: string } | null };
  } catch {
    if (stats) stats.cut++;
    return { status: 0, retryAfter: 1, json: null };
  }
}

const ipOf = (n: number, net = 1) => `10.${net}.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/**
 * One person signing up by email passcode through HAProxy, retrying what a cut connection lost
 * (at most five rounds). Returns whether the sign-up was acknowledged (a 200 with the user).
 */
async function signUpByEmail(email: string, ip: string, stats: Stats, acknowledged: Set<string>, sendsAcked: Set<string>) {
  for (let round = 0; round < 6; round++) {
    const sent = await call(lb.url, '/email-otp/send-verification-otp', { email, type: 'sign-in' }, ip, stats);
    if (sent.status === 429) await patience(sent);
    if (sent.status !== 200) continue;
    sendsAcked.add(email);
    // The mail this send produced, by its Message-ID (the outbox row's key), not the newest mail:
    // a send cut by the kill may still be delivered later, after this one.
    const code = await waitFor(`a passcode mail to ${email}`, async () => {
      const key = await newestKey(email);
      return key && smtp.mails.find((m) => m.messageId === `<${key}@portico.invalid>`)?.code;
    }, 120_000);
    for (let attempt = 0; attempt < 3; attempt++) {
      const signIn = await call(lb.url, '/sign-in/email-otp', { email, otp: code }, ip, stats);
      if (signIn.status === 200) {
        acknowledged.add(email);
        return true;
      }
      if (signIn.status === 429) await patience(signIn);
      else if (signIn.status !== 502 && signIn.status !== 0) break;
    }
  }
  return false;
}

/** A person told to slow down waits as told (Better Auth's X-Retry-After, seconds). */
const patience = (answer: { retryAfter: number }) => new Promise((resolve) => setTimeout(resolve, Math.min(answer.retryAfter, 60) * 1000));

async function newestKey(recipient: string) {
  const { rows } = await db.query<{ key: string }>('SELECT key FROM portico_delivery WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1', [recipient]);
  return rows[0]?.key ?? null;
}

/** The outbox has drained: every row sent or failed (failures are then reported by the checks). */
async function outboxDrained() {
  await waitFor('the outbox to drain', async () => {
    const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM portico_delivery WHERE status = 'pending'");
    return rows[0]!.n === '0';
  }, 120_000);
  const { rows } = await db.query<{ key: string; last_error: string }>("SELECT key, last_error FROM portico_delivery WHERE status = 'failed'");
  expect(rows).toEqual([]);
}

/** Rows claimed and not yet marked: the only messages a kill now can make go out twice. */
async function inFlight() {
  const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM portico_delivery WHERE status = 'pending' AND claimed_until > $1", [Date.now()]);
  return Number(rows[0]!.n);
}

async function usersIn(emails: Iterable<string>) {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM "user" WHERE email = ANY($1)', [[...emails]]);
  return new Set(rows.map((r) => r.email));
}

/**
 * A code that went out as two messages (two idempotency keys): never allowed. The same message
 * (same Message-ID, the key) received again is counted apart: a worker killed after the SMTP server
 * took a message and before it marked the row sent leaves it to be sent again after its lease; a
 * receiving system drops it by Message-ID. No SMTP client can close that window (docs/deploy.md).
 */
function sentTwice() {
  const ids = new Map<string, Set<string>>();
  for (const m of smtp.mails) ids.set(`${m.to} ${m.code}`, (ids.get(`${m.to} ${m.code}`) ?? new Set()).add(m.messageId));
  return [...ids].filter(([, set]) => set.size > 1).map(([k]) => k);
}
const redelivered = () => smtp.mails.length - new Set(smtp.mails.map((m) => m.messageId)).size;

describe('three instances on PostgreSQL and Redis behind HAProxy', () => {
  it('200 people sign up by email passcode while one instance is SIGKILLed and restarted', async () => {
    const stats = newStats();
    const acknowledged = new Set<string>();
    const sendsAcked = new Set<string>();
    const people = Array.from({ length: 200 }, (_, i) => `person${i}@scale.example`);
    const started = performance.now();
    const run = Promise.all(people.map((email, i) => signUpByEmail(email, ipOf(i), stats, acknowledged, sendsAcked)));

    await waitFor('20 acknowledged sign-ups', async () => acknowledged.size >= 20, 240_000);
    const victim = instances[1]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const killedAt = acknowledged.size;
    const inFlightAtKill = await inFlight();
    const resentBefore = redelivered();
    instances[1] = await startInstance(env, ports[1]!);

    const results = await run;
    await outboxDrained();
    await lb.allUp();
    const seconds = (performance.now() - started) / 1000;
    console.log(`scale: 200 sign-ups in ${seconds.toFixed(1)} s; killed at ${killedAt} acknowledged; ${stats.statuses.filter((s) => s === 502).length} answers 502 (cut by the kill), ${stats.cut} connections failed; ${smtp.mails.length} mails`);

    expect(results.every(Boolean), `not signed up: ${people.filter((_, i) => !results[i]).join(', ')}`).toBe(true);
    expect([...(await usersIn(acknowledged))].length).toBe(acknowledged.size);
    // Every acknowledged "send me a code" produced a mail.
    expect([...sendsAcked].filter((e) => !smtp.mails.some((m) => m.to === e))).toEqual([]);
    expect(sentTwice()).toEqual([]);
    // A resend (same Message-ID) only of a message the killed worker had in hand.
    console.log(`scale: ${redelivered() - resentBefore} messages received again with the same Message-ID; ${inFlightAtKill} were in flight at the kill`);
    expect(redelivered() - resentBefore).toBeLessThanOrEqual(inFlightAtKill);
    // The only 5xx is the balancer's 502 for a request the kill cut.
    expect(stats.statuses.filter((s) => s >= 500 && s !== 502)).toEqual([]);
  });

  it('limits requests per client address across instances exactly as on one', async () => {
    const spread = await Promise.resolve().then(async () => {
      const out: number[] = [];
      for (let i = 0; i < 6; i++) out.push((await call(instances[i % 3]!.url, '/sign-in/email', { email: `nobody${i}@scale.example`, password: 'wrong-password-1' }, '10.200.0.1')).status);
      return out;
    });
    const single: number[] = [];
    for (let i = 0; i < 6; i++) single.push((await call(instances[0]!.url, '/sign-in/email', { email: `nobody${i}@scale.example`, password: 'wrong-password-1' }, '10.200.0.2')).status);
    // Better Auth's sign-in rule: 3 per 10 s per address.
    expect(spread.map((s) => s === 429)).toEqual([false, false, false, true, true, true]);
    expect(single.map((s) => s === 429)).toEqual(spread.map((s) => s === 429));
  });

  it('locks an account after 10 wrong passwords spread over the instances', async () => {
    const email = 'locked@scale.example';
    const password = 'Quartz-Lantern-Meadow-42!';
    const up = await call(instances[0]!.url, '/sign-up/email', { email, password, name: 'Locked' }, '10.201.0.1');
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await call(instances[i % 3]!.url, '/sign-in/email', { email, password: `wrong-${i}` }, ipOf(i, 202))).status);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const instance of instances) {
      const right = await call(instance.url, '/sign-in/email', { email, password }, ipOf(50, 202));
      expect(right).toMatchObject({ status: 429, json: { code: 'ACCOUNT_LOCKED' } });
    }
  });

  it('limits passcode guesses across instances: 3 wrong guesses spend the code', async () => {
    const email = 'guesser@scale.example';
    expect((await call(instances[0]!.url, '/email-otp/send-verification-otp', { email, type: 'sign-in' }, '10.203.0.1')).status).toBe(200);
    const code = await waitFor('the guesser passcode', async () => smtp.codeFor(email), 60_000);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await call(instances[i]!.url, '/sign-in/email-otp', { email, otp: wrong }, ipOf(i, 203))).status).toBe(400);
    const right = await call(instances[0]!.url, '/sign-in/email-otp', { email, otp: code }, ipOf(9, 203));
    expect(right).toMatchObject({ status: 403, json: { code: 'TOO_MANY_ATTEMPTS' } });
  });

  it('loses no acknowledged request when an instance gets SIGTERM during load', async () => {
    const stats = newStats();
    const acknowledged = new Set<string>();
    const sendsAcked = new Set<string>();
    const before = redelivered();
    const people = Array.from({ length: 60 }, (_, i) => `term${i}@scale.example`);
    const run = Promise.all(people.map((email, i) => signUpByEmail(email, ipOf(i, 3), stats, acknowledged, sendsAcked)));
    await waitFor('10 acknowledged sign-ups', async () => acknowledged.size >= 10, 240_000);
    const victim = instances[2]!;
    victim.child.kill('SIGTERM');
    expect(await victim.exited, victim.log.slice(-5).join('\n')).toBe(0);
    expect(victim.log.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    instances[2] = await startInstance(env, ports[2]!);
    const results = await run;
    await outboxDrained();
    await lb.allUp();
    console.log(`scale: SIGTERM phase: ${stats.statuses.filter((s) => s >= 500).length} 5xx answers, ${stats.cut} failed connections`);
    expect(results.every(Boolean)).toBe(true);
    // Drained, not cut: the balancer took the instance out before it closed.
    expect(stats.statuses.filter((s) => s >= 500)).toEqual([]);
    expect((await usersIn(acknowledged)).size).toBe(acknowledged.size);
    expect([...sendsAcked].filter((e) => !smtp.mails.some((m) => m.to === e))).toEqual([]);
    expect(sentTwice()).toEqual([]);
    // A graceful stop finishes the batch in hand and marks it: nothing goes out again.
    expect(redelivered() - before).toBe(0);
  });

  it('keeps messages while SMTP is down for 30 s and sends them when it returns', async () => {
    const before = redelivered();
    await smtp.down();
    const people = Array.from({ length: 5 }, (_, i) => `smtpdown${i}@scale.example`);
    for (const [i, email] of people.entries()) {
      expect((await call(lb.url, '/email-otp/send-verification-otp', { email, type: 'sign-in' }, ipOf(i, 4))).status).toBe(200);
    }
    // The scenario's outage: 30 s, measured by the clock on purpose.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    expect(people.filter((e) => smtp.codeFor(e))).toEqual([]);
    await smtp.up();
    for (const [i, email] of people.entries()) {
      const code = await waitFor(`${email}'s passcode after SMTP returned`, async () => smtp.codeFor(email), 120_000);
      expect((await call(lb.url, '/sign-in/email-otp', { email, otp: code }, ipOf(i, 4))).status).toBe(200);
    }
    await outboxDrained();
    expect(sentTwice()).toEqual([]);
    // Refused connections carry no message: nothing goes out twice.
    expect(redelivered() - before).toBe(0);
  });

  it('sends text message passcodes through the Twilio stand-in while an instance is SIGKILLed: each once', async () => {
    const stats = newStats();
    const phones = Array.from({ length: 40 }, (_, i) => `+1555555${String(1000 + i)}`);
    const verified = new Set<string>();
    const signIn = async (phoneNumber: string, i: number) => {
      const ip = ipOf(i, 5);
      for (let round = 0; round < 6; round++) {
        const sent = await call(lb.url, '/phone-number/send-otp', { phoneNumber }, ip, stats);
        if (sent.status === 429) await patience(sent);
        if (sent.status !== 200) continue;
        const text = await waitFor(`a text to ${phoneNumber}`, async () => {
          const key = await newestKey(phoneNumber);
          return key ? twilio.texts.find((t) => t.idempotency === key) : null;
        }, 120_000);
        const code = /(\d{6})/.exec(text.body)![1];
        const verify = await call(lb.url, '/phone-number/verify', { phoneNumber, code }, ip, stats);
        if (verify.status === 200) return void verified.add(phoneNumber);
        if (verify.status === 429) await patience(verify);
      }
    };
    const run = Promise.all(phones.map(signIn));
    await waitFor('8 verified phones', async () => verified.size >= 8, 240_000);
    const victim = instances[0]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const inFlightAtKill = await inFlight();
    const repeatsBefore = twilio.repeats();
    instances[0] = await startInstance(env, ports[0]!);
    await run;
    await outboxDrained();
    await lb.allUp();
    expect(phones.filter((p) => !verified.has(p))).toEqual([]);
    for (const text of twilio.texts) expect(text.idempotency).toMatch(/^[0-9a-f]{40}$/);
    // One token per code: a code never went out as two messages.
    const tokens = new Map<string, Set<string>>();
    for (const t of twilio.texts) tokens.set(t.body, (tokens.get(t.body) ?? new Set()).add(`${t.to} ${t.idempotency}`));
    expect([...tokens].filter(([, set]) => set.size > 1)).toEqual([]);
    console.log(`scale: text messages: ${twilio.texts.length} delivered, ${twilio.repeats() - repeatsBefore} repeats dropped by idempotency token; ${inFlightAtKill} in flight at the kill`);
    expect(twilio.repeats() - repeatsBefore).toBeLessThanOrEqual(inFlightAtKill);
    expect(stats.statuses.filter((s) => s >= 500 && s !== 502)).toEqual([]);
  });
});
