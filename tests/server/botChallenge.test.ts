/**
 * portico-better-auth's botChallenge() in process (docs/bots.md): the bootstrap names the challenge;
 * a send without a solution is refused and nothing is sent; a solution is spent once; a forged or
 * expired one is refused; a sign-up asks more of an address that signs up often; password sign-in
 * asks only after failures. Turnstile goes through Better Auth's captcha plugin, its siteverify
 * answered by the emulator's emulation of Cloudflare's test keys (no test reaches the internet).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createDevAuth } from '../../server/dev/devAuth';
import type { BotChallengeOptions } from '../../plugin/src';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { DUMMY_TOKEN, TURNSTILE_TEST_KEYS } from '../../emulator/challenge/turnstile';

const ORIGIN = 'http://localhost:9998';
const STRONG = 'violet-Harbor-lantern-42';

async function server(challenge: BotChallengeOptions) {
  const made = await createDevAuth({ origin: ORIGIN, challenge });
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await made.auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': '192.0.2.1', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, any> };
  };
  const solution = async (level?: number) => {
    const { json } = await call('GET', `/portico/challenge${level ? `?level=${level}` : ''}`);
    const challenge = json.challenge as Challenge;
    return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
  };
  return { ...made, call, solution, sent: (to: string) => made.outbox.list(to) };
}

describe('proof of work', () => {
  let s: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    s = await server({});
  });
  afterEach(() => void vi.useRealTimers());

  it('the bootstrap tells the widget to solve', async () => {
    expect((await s.call('GET', '/portico/bootstrap')).json.challenge).toEqual({ kind: 'proof_of_work' });
  });

  it('refuses every protected call without a solution, and sends nothing', async () => {
    const calls: Array<[string, object]> = [
      ['/phone-number/send-otp', { phoneNumber: '+15005550100' }],
      ['/email-otp/send-verification-otp', { email: 'script@example.com', type: 'sign-in' }],
      ['/sign-in/magic-link', { email: 'script@example.com' }],
      ['/request-password-reset', { email: 'script@example.com' }],
      ['/sign-up/email', { email: 'script@example.com', password: STRONG, name: '' }],
      ['/portico/users/search', { email: 'script@example.com' }],
    ];
    for (const [path, body] of calls) {
      const answer = await s.call('POST', path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.json.code, path).toBe('CHALLENGE_REQUIRED');
    }
    expect(s.sent('script@example.com')).toEqual([]);
  });

  it('a solution lets one send through, once', async () => {
    const header = await s.solution();
    expect((await s.call('POST', '/email-otp/send-verification-otp', { email: 'once@example.com', type: 'sign-in' }, { 'x-captcha-response': header })).status).toBe(200);
    const replay = await s.call('POST', '/email-otp/send-verification-otp', { email: 'twice@example.com', type: 'sign-in' }, { 'x-captcha-response': header });
    expect(replay.json.code).toBe('CHALLENGE_FAILED');
    expect(s.sent('twice@example.com')).toEqual([]);
  });

  it('refuses a forged solution and an expired challenge', async () => {
    const payload = JSON.parse(Buffer.from(await s.solution(), 'base64').toString()) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const forged = structuredClone(payload);
    forged.challenge.parameters.data = { level: 8 };
    const answer = await s.call('POST', '/sign-in/magic-link', { email: 'forger@example.com' }, { 'x-captcha-response': Buffer.from(JSON.stringify(forged)).toString('base64') });
    expect(answer.json.code).toBe('CHALLENGE_FAILED');
    const late = await s.solution();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    const expired = await s.call('POST', '/sign-in/magic-link', { email: 'late@example.com' }, { 'x-captcha-response': late });
    expect(expired.json.code).toBe('CHALLENGE_FAILED');
    expect(expired.json.message).toContain('expired');
  });

  it('asks more of an address that signs up again and again', async () => {
    const required: Array<number | undefined> = [];
    for (let i = 0; i < 4; i++) {
      const body = { email: `farm${i}@example.com`, password: STRONG, name: '' };
      let answer = await s.call('POST', '/sign-up/email', body, { 'x-forwarded-for': '192.0.2.50', 'x-captcha-response': await s.solution() });
      required.push(answer.json?.required_level);
      if (answer.status === 403) answer = await s.call('POST', '/sign-up/email', body, { 'x-forwarded-for': '192.0.2.50', 'x-captcha-response': await s.solution(answer.json.required_level) });
      expect(answer.status).toBe(200);
    }
    expect(required).toEqual([undefined, undefined, undefined, 2]);
  });

  it('asks password sign-in for a challenge only after failures', async () => {
    const email = 'typo@example.com';
    expect((await s.call('POST', '/sign-up/email', { email, password: STRONG, name: '' }, { 'x-forwarded-for': '192.0.2.60', 'x-captcha-response': await s.solution() })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await s.call('POST', '/sign-in/email', { email, password: 'wrong-Password-1' }, { 'x-forwarded-for': '192.0.2.60' })).status).toBe(401);
    expect((await s.call('POST', '/sign-in/email', { email, password: STRONG }, { 'x-forwarded-for': '192.0.2.60' })).json.code).toBe('CHALLENGE_REQUIRED');
    expect((await s.call('POST', '/sign-in/email', { email, password: STRONG }, { 'x-forwarded-for': '192.0.2.60', 'x-captcha-response': await s.solution() })).status).toBe(200);
  });
});

describe('Turnstile through Better Auth\'s captcha plugin, siteverify emulated', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, inMemory: true, quiet: true });
  });
  afterAll(() => emulator?.close());

  const turnstile = (secretKey: string) =>
    server({ kind: 'turnstile', siteKey: TURNSTILE_TEST_KEYS.sitePassesInvisible, secretKey, siteVerifyURL: `${emulator.url}/emulator/turnstile/v0/siteverify`, scriptUrl: `${emulator.url}/emulator/turnstile/v0/api.js` });

  it('the bootstrap names Turnstile; the always-pass secret lets the dummy token through, none is refused', async () => {
    const s = await turnstile(TURNSTILE_TEST_KEYS.secretPasses);
    expect((await s.call('GET', '/portico/bootstrap')).json.challenge).toEqual({ kind: 'turnstile', site_key: TURNSTILE_TEST_KEYS.sitePassesInvisible, script_url: `${emulator.url}/emulator/turnstile/v0/api.js` });
    expect((await s.call('POST', '/email-otp/send-verification-otp', { email: 'tt@example.com', type: 'sign-in' })).json.code).toBe('MISSING_RESPONSE');
    expect((await s.call('POST', '/email-otp/send-verification-otp', { email: 'tt@example.com', type: 'sign-in' }, { 'x-captcha-response': DUMMY_TOKEN })).status).toBe(200);
  });

  it('the always-fail secret refuses the token, and nothing is sent', async () => {
    const s = await turnstile(TURNSTILE_TEST_KEYS.secretFails);
    const answer = await s.call('POST', '/email-otp/send-verification-otp', { email: 'no@example.com', type: 'sign-in' }, { 'x-captcha-response': DUMMY_TOKEN });
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe('VERIFICATION_FAILED');
    expect(s.sent('no@example.com')).toEqual([]);
  });
});
