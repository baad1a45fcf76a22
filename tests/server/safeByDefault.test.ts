/**
 * Safe by default: the security review's probes against portico-server as a host runs it, its
 * packed package (npm pack of server/, built first) started by its bin on plain Node, in production
 * mode with a real SMTP server and a text-message stand-in (tests/scale/infra.ts), or in `dev`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackedServer } from './packedServer';
import { freePort, startSmtpSink, startTwilioStandIn, waitFor } from '../scale/infra';

/** The value server/src/production/config.ts published as its development secret. */
const PUBLISHED = 'portico-dev-secret-not-for-production-0123456789';
const PUBLIC_URL = 'https://auth.example.com';

const dirs: string[] = [];
const children: ChildProcess[] = [];
let bin: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-safe-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  const installed = await installPackedServer(tempDir());
  bin = path.join(installed, 'bin/portico-server.mjs');
  [smtp, twilio] = await Promise.all([startSmtpSink(), startTwilioStandIn()]);
}, 600_000);

afterAll(async () => {
  children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
  await Promise.all([smtp?.down(), twilio?.stop()]);
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** The environment a host's shell has: none of this run's own variables, no Portico settings. */
const hostEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|npm_|PORTICO_|NODE_ENV$|HOST$|PORT$|SMTP_URL$|DATABASE_URL$|REDIS_URL$|TWILIO_|SMS_)/.test(k)));

function run(args: string[], env: NodeJS.ProcessEnv, cwd = tempDir()) {
  const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...hostEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output, cwd };
}

/** `check` (or a start that must stop): its exit code and every line it printed. */
async function refusal(args: string[], env: NodeJS.ProcessEnv, cwd?: string) {
  const started = run(args, { PORT: String(await freePort()), ...env }, cwd);
  const code = await Promise.race([started.exited, waitFor('a refusal', async () => started.child.exitCode !== null, 60_000).then(() => started.child.exitCode)]);
  return { code, output: started.output() };
}

async function serve(args: string[], env: NodeJS.ProcessEnv, cwd?: string) {
  const port = await freePort();
  const started = run(args, { PORT: String(port), HOST: '127.0.0.1', ...env }, cwd);
  const base = `http://127.0.0.1:${port}`;
  await waitFor('portico-server', async () => (await fetch(`${base}/readyz`)).ok, 120_000, () => (started.child.exitCode === null ? null : `it exited ${started.child.exitCode}: ${started.output()}`));
  return { ...started, base };
}

const secret = () => randomBytes(32).toString('base64');
const production = () => ({ PORTICO_SECRET: secret(), SMTP_URL: smtp.url, PORTICO_PUBLIC_URL: PUBLIC_URL });
const withConfig = (config: object) => {
  const cwd = tempDir();
  writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify(config));
  return cwd;
};

describe('production is the default, and refuses what lets someone in', () => {
  it('with no mode and no settings it serves nothing, naming every missing setting in one start', async () => {
    const { code, output } = await refusal([], {});
    expect(code).toBe(1);
    for (const setting of ['PORTICO_SECRET', 'SMTP_URL', 'PORTICO_PUBLIC_URL']) expect(output).toContain(`portico-server: ${setting}:`);
  });

  it('refuses the published development secret and secrets far from random, naming PORTICO_SECRET', async () => {
    for (const value of [PUBLISHED, 'a'.repeat(32), 'ab'.repeat(24), 'password'.repeat(5)]) {
      const { code, output } = await refusal(['check'], { ...production(), PORTICO_SECRET: value });
      expect(code, value).toBe(1);
      expect(output, value).toContain('portico-server: PORTICO_SECRET:');
    }
    expect((await refusal(['check'], production())).code).toBe(0);
  });

  it('refuses http trusted origins and loopback in every spelling', async () => {
    const origins = ['https://app.example.com', 'http://app.example.com', 'https://[::ffff:127.0.0.1]', 'https://localhost.', 'https://app.localhost', 'https://0.0.0.0', 'https://127.1', 'https://[::1]'];
    const { code, output } = await refusal(['check'], production(), withConfig({ trustedOrigins: origins }));
    expect(code).toBe(1);
    expect(output).not.toContain('trustedOrigins[0]');
    for (let i = 1; i < origins.length; i++) expect(output, origins[i]).toContain(`portico-server: trustedOrigins[${i}]:`);
    for (const url of ['https://[::ffff:7f00:1]', 'https://localhost.', 'https://a.localhost']) {
      expect((await refusal(['check'], { ...production(), PORTICO_PUBLIC_URL: url })).output, url).toContain('portico-server: PORTICO_PUBLIC_URL:');
    }
  });

  it('refuses an SMS webhook over http, and one with no signing secret', async () => {
    const cwd = withConfig({ otpMethods: ['email', 'sms'], sms: { provider: 'webhook', url: 'http://sms.example.com/send' } });
    const { code, output } = await refusal(['check'], production(), cwd);
    expect(code).toBe(1);
    expect(output).toContain('portico-server: sms.url:');
    expect(output).toContain('portico-server: SMS_WEBHOOK_SECRET:');
    const https = withConfig({ otpMethods: ['email', 'sms'], sms: { provider: 'webhook', url: 'https://sms.example.com/send' } });
    expect((await refusal(['check'], { ...production(), SMS_WEBHOOK_SECRET: secret() }, https)).code).toBe(0);
  });

  it('reads the settings before it loads the server: `check` and a refusal import no Better Auth, database or mail driver', () => {
    // The packages the installed bin's main.js reaches by static imports, chunk by chunk: what every
    // `check` in a deploy pipeline loads (2.3 CPU-s with the whole server, 0.5 without).
    const dist = path.join(path.dirname(bin), '../dist');
    const reached = new Set<string>();
    const seen = new Set<string>();
    const follow = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, specifier] of readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:^|\n)import\s*(?:[^'";]*?from\s*)?["']([^"']+)["']/g)) {
        if (specifier!.startsWith('./')) follow(specifier!.slice(2));
        else reached.add(specifier!);
      }
    };
    follow('main.js');
    expect(reached).toContain('zod');
    expect([...reached].filter((name) => /^(better-auth|@better-auth\/|pg$|ioredis$|better-sqlite3$|kysely$|nodemailer$|@hono\/|hono)/.test(name))).toEqual([]);
  });
});

describe('development is asked for by name, on this machine only', () => {
  it('`portico-server dev` refuses a non-loopback host or public URL', async () => {
    const wide = await refusal(['dev'], { HOST: '0.0.0.0', PORTICO_PUBLIC_URL: 'https://auth.example.com' });
    expect(wide.code).toBe(1);
    expect(wide.output).toContain('portico-server: HOST:');
    expect(wide.output).toContain('portico-server: PORTICO_PUBLIC_URL:');
    expect((await refusal(['check', '--dev'], { HOST: '192.0.2.10' })).output).toContain('portico-server: HOST:');
  });

  it('signs with a random secret per data folder: a token signed with the published value is refused', async () => {
    const first = await serve(['dev'], {});
    const second = await serve(['dev'], {});
    const secrets = [first, second].map((s) => readFileSync(path.join(s.cwd, '.portico-dev-secret'), 'utf8'));
    expect(secrets[0]).not.toBe(secrets[1]);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(40);
    expect(statSync(path.join(first.cwd, '.portico-dev-secret')).mode & 0o077).toBe(0);

    // The review's probe: a change-email-verification token for the victim, with no session.
    const victim = 'victim@example.com';
    const post = (p: string, body: unknown) => fetch(`${first.base}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: `http://localhost:${new URL(first.base).port}` }, body: JSON.stringify(body) });
    expect((await post('/email-otp/send-verification-otp', { email: victim, type: 'sign-in' })).status).toBe(200);
    const { messages } = (await (await fetch(`${first.base}/outbox.json?to=${victim}`)).json()) as { messages: Array<{ code: string }> };
    expect((await post('/sign-in/email-otp', { email: victim, otp: messages[0]!.code })).status).toBe(200);
    const forged = await new SignJWT({ email: victim, updateTo: 'attacker@example.com', requestType: 'change-email-verification' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(PUBLISHED));
    const answer = await fetch(`${first.base}/api/auth/verify-email?token=${forged}`, { redirect: 'manual' });
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
    first.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
  });
});

describe('a production server', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    // The budgets and answers alone: tests/server/pumping.test.ts has them behind the default challenge.
    const cwd = withConfig({
      challenge: { kind: 'none' },
      products: ['otp', 'passwords', 'emailMagicLinks'],
      otpMethods: ['email', 'sms'],
      sms: { provider: 'twilio', from: '+15550001111' },
      trustedProxies: ['127.0.0.1'],
    });
    server = await serve([], { ...production(), TWILIO_ACCOUNT_SID: 'ACstandin', TWILIO_AUTH_TOKEN: 'stand-in-token', TWILIO_API_BASE: twilio.base }, cwd);
  }, 180_000);
  afterAll(() => server?.child.kill('SIGTERM'));

  const post = (p: string, body: unknown, client = '198.51.100.1', init: RequestInit = {}) =>
    fetch(`${server.base}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'x-forwarded-for': client }, body: typeof body === 'string' ? body : JSON.stringify(body), ...init });

  it('serves no development outbox', async () => {
    expect((await fetch(`${server.base}/outbox.json`)).status).toBe(404);
  });

  it('answers a body over its limit with 413 request_too_large, on every route, with or without a length', async () => {
    // Each on its own connection, read off the wire as a client that sent too much sees it. The
    // request goes out in one write, into the kernel's buffers before the server can answer: a
    // write after the answer can meet the server's reset (EPIPE), and Node then drops the socket
    // with the answer unread (a loaded machine did, on the chunked body). Only the bytes received count.
    // `open`: chunks of 16 KiB and never the last one, so only a server that counts a body as it
    // arrives can answer before the time-out; one that waits for the end never does.
    const send = (p: string, body: string, framing: 'length' | 'open') =>
      new Promise<{ status: number; body: string }>((resolve) => {
        const url = new URL(`${server.base}/api/auth${p}`);
        const socket = connect(Number(url.port), url.hostname);
        let received = '';
        socket.setTimeout(60_000, () => socket.destroy());
        socket.on('data', (c: Buffer) => (received += c.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          const [head = '', ...rest] = received.split('\r\n\r\n');
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: rest.join('\r\n\r\n') });
        });
        const headers = [
          `POST ${url.pathname} HTTP/1.1`,
          `host: ${url.host}`,
          'content-type: application/json',
          `origin: ${PUBLIC_URL}`,
          'connection: close',
          framing === 'open' ? 'transfer-encoding: chunked' : `content-length: ${Buffer.byteLength(body)}`,
        ];
        const chunks = framing === 'open' ? (body.match(/[^]{1,16384}/g) ?? []).map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`) : [body];
        socket.write(`${headers.join('\r\n')}\r\n\r\n${chunks.join('')}`);
      });
    // The answer's JSON, whether it came with a length or in chunks.
    const json = (body: string) => JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)) as Record<string, unknown>;
    const big = (name: string, bytes: number) => JSON.stringify({ email: `${name}@example.com`, password: 'violet-Harbor-lantern-42', name: 'x'.repeat(bytes) });
    // Just over the limit: the answer is read whole.
    const over = await send('/sign-up/email', big('over', 100 * 1024), 'length');
    expect(over.status, '100 KiB').toBe(413);
    expect(json(over.body)).toMatchObject({ error_type: 'request_too_large' });
    // 3 and 25 MB, the review's probes: the 413 is sent at once, but the Node adapter drains the
    // rest for at most 500 ms and then resets the connection, and a reset can take the answer with
    // it (on a loaded machine, 3 MB too). Either way nothing of such a body is kept: no account.
    for (const size of [3, 25]) {
      const answer = await send('/sign-up/email', big(`big${size}`, size * 1024 * 1024), 'length');
      expect([0, 413], `${size} MB`).toContain(answer.status);
    }
    for (const size of ['over', 'big3', 'big25']) {
      expect((await post('/sign-in/email', { email: `${size}@example.com`, password: 'violet-Harbor-lantern-42' })).status, `${size} kept`).not.toBe(200);
    }
    // Chunked, no Content-Length, and no end: counted as it arrives (80 KiB sent, the limit 64).
    const streamed = await send('/portico/password/strength-check', 'x'.repeat(80 * 1024), 'open');
    expect(streamed.status).toBe(413);
    expect((await fetch(`${server.base}/healthz`, { method: 'GET' })).status).toBe(200);
    // An ordinary request still passes.
    expect((await post('/portico/password/strength-check', { password: 'abc' })).status).toBe(200);
  });

  it('answers a sign-up for an address with an account as for a new one, and mails the owner instead', async () => {
    const email = 'new-person@example.com';
    const password = 'violet-Harbor-lantern-42';
    const fresh = await post('/sign-up/email', { email, password, name: '' }, '198.51.100.20');
    const again = await post('/sign-up/email', { email, password: 'another-Quiet-meadow-77', name: '' }, '198.51.100.21');
    expect([fresh.status, again.status]).toEqual([200, 200]);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({ token: body.token, fields: Object.keys(body.user).sort(), email: body.user.email });
    expect(shape(await again.json())).toEqual(shape(await fresh.json()));
    expect([fresh, again].some((a) => a.headers.getSetCookie().some((c) => c.includes('session_token')))).toBe(false);
    // A sign-up sends nothing itself here: the one mail is the notice to the owner.
    await waitFor('the notice to the owner', async () => smtp.mails.some((m) => m.to === email));
    expect((await post('/sign-in/email', { email, password }, '198.51.100.22')).status).toBe(200);
  });

  const sendFromMany = async (count: number, send: (i: number) => Promise<Response>) => {
    const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
    const refused = await Promise.all(answers.filter((a) => a.status === 429).map((a) => a.json() as Promise<{ code?: string }>));
    return { sent: answers.filter((a) => a.status === 200).length, refused, other: answers.filter((a) => a.status !== 200 && a.status !== 429).map((a) => a.status) };
  };

  it('texts one number at most 5 times an hour, however many client addresses ask', async () => {
    const number = '+447700900123';
    const { sent, refused, other } = await sendFromMany(30, (i) => post('/phone-number/send-otp', { phoneNumber: number }, `203.0.113.${i + 1}`));
    expect(other).toEqual([]);
    expect(sent).toBe(5);
    expect(refused.every((r) => r.code === 'TOO_MANY_MESSAGES')).toBe(true);
    await waitFor('the texts sent', async () => twilio.texts.filter((t) => t.to === number).length >= 5);
  });

  it('texts one number prefix at most 20 times an hour', async () => {
    const { sent, other } = await sendFromMany(30, (i) => post('/phone-number/send-otp', { phoneNumber: `+1555010${String(i).padStart(4, '0')}` }, `203.0.114.${i + 1}`));
    expect(other).toEqual([]);
    expect(sent).toBe(20);
  });

  it('still holds one client address to Better Auth\'s own limit, whatever the destinations', async () => {
    const countries = ['+4915112345', '+3934712345', '+4670123456', '+4860123456', '+3068123456', '+3161234567', '+3247012345', '+4366412345', '+4591234567', '+3530851234', '+3519123456', '+3620123456'];
    const answers = [];
    for (const [i, prefix] of countries.entries()) answers.push(await post('/phone-number/send-otp', { phoneNumber: `${prefix}${i}` }, '198.51.100.77'));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(((await limited[0]!.json()) as { code?: string }).code).not.toBe('TOO_MANY_MESSAGES');
  });

  it('mails one address at most 10 times an hour, however many client addresses ask', async () => {
    const email = 'one-inbox@example.com';
    const { sent, refused, other } = await sendFromMany(40, (i) => post('/email-otp/send-verification-otp', { email, type: 'sign-in' }, `203.0.115.${i + 1}`));
    expect(other).toEqual([]);
    expect(sent).toBe(10);
    expect(refused.every((r) => r.code === 'TOO_MANY_MESSAGES')).toBe(true);
    await waitFor('the mails sent', async () => smtp.mails.filter((m) => m.to === email).length >= 10);
  });
});

it('an overall budget per hour, tuned by the host (deliveryBudget)', async () => {
  const cwd = withConfig({ challenge: { kind: 'none' }, otpMethods: ['email', 'sms'], sms: { provider: 'twilio', from: '+15550001111' }, trustedProxies: ['127.0.0.1'], deliveryBudget: { texts: 3, emails: 2 } });
  const server = await serve([], { ...production(), TWILIO_ACCOUNT_SID: 'ACstandin', TWILIO_AUTH_TOKEN: 'stand-in-token', TWILIO_API_BASE: twilio.base }, cwd);
  const post = (p: string, body: unknown, i: number) =>
    fetch(`${server.base}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'x-forwarded-for': `192.0.2.${i + 1}` }, body: JSON.stringify(body) });
  const texts = [];
  for (let i = 0; i < 4; i++) texts.push((await post('/phone-number/send-otp', { phoneNumber: `+3361234567${i}` }, i)).status);
  expect(texts).toEqual([200, 200, 200, 429]);
  const mails = [];
  for (let i = 0; i < 3; i++) mails.push((await post('/email-otp/send-verification-otp', { email: `budget${i}@example.com`, type: 'sign-in' }, 10 + i)).status);
  expect(mails).toEqual([200, 200, 429]);
  server.child.kill('SIGTERM');
}, 180_000);
