/**
 * Text-message pumping against portico-server as a host runs it (its packed package, started by its
 * bin on plain Node, production mode, its defaults): 100 texts from 100 client addresses are stopped
 * by the bot challenge (docs/bots.md) and the delivery budgets together. A script that does not
 * solve sends nothing; one that pays the work finds it doubling as texts to its prefix add up, and
 * the prefix's budget ends the texts while every further send still costs it the work.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installPackedServer } from './packedServer';
import { freePort, startSmtpSink, startTwilioStandIn, waitFor } from '../scale/infra';

const PUBLIC_URL = 'https://auth.example.com';
const dirs: string[] = [];
let child: ChildProcess | undefined;
let base: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-pumping-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  const installed = await installPackedServer(tempDir());
  [smtp, twilio] = await Promise.all([startSmtpSink(), startTwilioStandIn()]);
  // Its defaults but what a host must set: texts by Twilio (the stand-in), the balancer trusted to name the client.
  const cwd = tempDir();
  writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ otpMethods: ['email', 'sms'], sms: { provider: 'twilio', from: '+15550001111' }, trustedProxies: ['127.0.0.1'] }));
  const port = await freePort();
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|npm_|PORTICO_|NODE_ENV$|HOST$|PORT$|SMTP_URL$|DATABASE_URL$|REDIS_URL$|TWILIO_|SMS_)/.test(k)));
  child = spawn(process.execPath, [path.join(installed, 'bin/portico-server.mjs')], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PORTICO_SECRET: randomBytes(32).toString('base64'), SMTP_URL: smtp.url, PORTICO_PUBLIC_URL: PUBLIC_URL, TWILIO_ACCOUNT_SID: 'ACstandin', TWILIO_AUTH_TOKEN: 'stand-in-token', TWILIO_API_BASE: twilio.base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  base = `http://127.0.0.1:${port}`;
  await waitFor('portico-server', async () => (await fetch(`${base}/readyz`)).ok, 120_000, () => (child!.exitCode === null ? null : `it exited ${child!.exitCode}: ${output}`));
}, 600_000);

afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGTERM');
  await Promise.all([smtp?.down(), twilio?.stop()]);
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const send = (phoneNumber: string, client: string, solution?: string) =>
  fetch(`${base}/api/auth/phone-number/send-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'x-forwarded-for': client, ...(solution && { 'x-captcha-response': solution }) },
    body: JSON.stringify({ phoneNumber }),
  });

/** What a pumper that pays the work does: ask for a challenge (at a level), solve it, send ALTCHA's payload. */
async function solve(client: string, level: number): Promise<{ payload: string; tries: number }> {
  const answer = await fetch(`${base}/api/auth/portico/challenge?level=${level}`, { headers: { origin: PUBLIC_URL, 'x-forwarded-for': client } });
  expect(answer.status).toBe(200);
  const { challenge } = (await answer.json()) as { challenge: Challenge };
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  return { payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), tries: solution.counter };
}

it('100 texts from 100 client addresses without solving: every one refused, none sent', async () => {
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => send(`+4477009${String(i).padStart(5, '0')}`, `203.0.113.${i + 1}`)));
  const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ code?: string }>));
  expect(answers.map((a) => a.status)).toEqual(Array(100).fill(403));
  expect(new Set(bodies.map((b) => b.code))).toEqual(new Set(['CHALLENGE_REQUIRED']));
  expect(twilio.texts.filter((t) => t.to.startsWith('+4477009'))).toEqual([]);
}, 120_000);

it('a pumper that solves: the work doubles as its prefix fills, and the prefix budget ends the texts at 20', async () => {
  const prefix = '+2126';
  const levels: number[] = [];
  const outcomes: string[] = [];
  let level = 1;
  for (let i = 0; i < 100; i++) {
    const client = `198.51.100.${i + 1}`;
    const number = `${prefix}${String(10_000_000 + i)}`;
    // Once the budget has refused, the pumper stops paying for the work the server asks: it tries a cheap solution.
    const budgetHit = outcomes.includes('TOO_MANY_MESSAGES');
    let answer = await send(number, client, (await solve(client, budgetHit ? 1 : level)).payload);
    let body = (await answer.json()) as { code?: string; required_level?: number };
    if (!budgetHit && body.code === 'CHALLENGE_REQUIRED' && body.required_level) {
      level = body.required_level;
      answer = await send(number, client, (await solve(client, level)).payload);
      body = (await answer.json()) as { code?: string; required_level?: number };
    }
    levels.push(level);
    outcomes.push(answer.status === 200 ? 'sent' : (body.code ?? String(answer.status)));
  }
  expect(outcomes.filter((o) => o === 'sent')).toHaveLength(20);
  expect(outcomes.slice(0, 20)).toEqual(Array(20).fill('sent'));
  expect(outcomes[20]).toBe('TOO_MANY_MESSAGES');
  // Every later send is refused by the challenge it did not pay for, before the budget or a text.
  expect(new Set(outcomes.slice(21))).toEqual(new Set(['CHALLENGE_REQUIRED']));
  // The work asked of one send: level 1 for the first three, then doubling (levels 2, 3, 4 by the twentieth).
  expect(levels.slice(0, 3)).toEqual([1, 1, 1]);
  expect(levels[19]).toBe(4);
  await waitFor('the 20 texts sent', async () => twilio.texts.filter((t) => t.to.startsWith(prefix)).length >= 20);
  expect(twilio.texts.filter((t) => t.to.startsWith(prefix))).toHaveLength(20);
  // A hang's bound, not a speed: the solving is CPU work, 26 s in a quiet full run and past 300 s
  // under `test:busy` with six busy loops on two cores (2026-12-07).
}, 900_000);
