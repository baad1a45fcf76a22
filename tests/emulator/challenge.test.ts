/**
 * Bot challenges on the emulator (docs/bots.md): a script that sends without solving is refused
 * and nothing is sent; a solution is spent once; a forged or expired one is refused; the work
 * asked rises with what one prefix or address already did; Turnstile is emulated with
 * Cloudflare's test keys.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startHarness, type Harness } from './harness';
import { DUMMY_TOKEN, TURNSTILE_TEST_KEYS } from '../../emulator/challenge/turnstile';
import { PROTOCOL } from '../../src/client/challenge/carry';

const HEADER = 'X-Portico-Challenge';
const STRONG = 'violet-Harbor-lantern-42';

/** What the widget's worker does: ask for a challenge, solve it, send ALTCHA's payload. */
async function solution(h: Harness, level?: number): Promise<string> {
  const issued = await h.request('POST', '/v1/challenges', level ? { level } : {});
  expect(issued.status).toBe(200);
  const challenge = issued.body.challenge as Challenge;
  const solved = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: solved })).toString('base64');
}

describe('proof of work', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { challenge: { kind: 'proof_of_work' } } });
  });
  afterAll(() => h.close());
  afterEach(() => void vi.useRealTimers());

  it('the bootstrap tells the widget to solve', async () => {
    expect((await h.call('GET', '/v1/projects/bootstrap')).body.challenge).toEqual({ kind: 'proof_of_work' });
  });

  it('a script that sends codes without solving is refused, and nothing is sent', async () => {
    const calls: Array<[string, object]> = [
      ['/v1/otps/sms/login_or_create', { phone_number: '+15005550100' }],
      ['/v1/otps/whatsapp/login_or_create', { phone_number: '+15005550101' }],
      ['/v1/otps/email/login_or_create', { email: 'script@example.com' }],
      ['/v1/magic_links/email/login_or_create', { email: 'script@example.com' }],
      ['/v1/passwords/email/reset/start', { email: 'script@example.com' }],
      ['/v1/passwords', { email: 'script@example.com', password: STRONG, session_duration_minutes: 30 }],
      ['/v1/users/search', { email: 'script@example.com' }],
    ];
    for (const [path, body] of calls) {
      const answer = await h.request('POST', path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error_type, path).toBe('challenge_required');
    }
    expect(await h.outbox('script@example.com')).toEqual([]);
    expect(await h.outbox('+15005550100')).toEqual([]);
  });

  it('a solved challenge lets one send through, once', async () => {
    const header = await solution(h);
    const first = await h.request('POST', '/v1/otps/sms/login_or_create', { phone_number: '+15005550102' }, { headers: { [HEADER]: header } });
    expect(first.status).toBe(200);
    const replay = await h.request('POST', '/v1/otps/sms/login_or_create', { phone_number: '+15005550103' }, { headers: { [HEADER]: header } });
    expect(replay.status).toBe(403);
    expect(replay.body.error_type).toBe('challenge_failed');
    expect(await h.outbox('+15005550102')).toHaveLength(1);
    expect(await h.outbox('+15005550103')).toEqual([]);
  });

  it('refuses a forged solution: a changed level, a made-up answer', async () => {
    const payload = JSON.parse(Buffer.from(await solution(h), 'base64').toString()) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const harder = structuredClone(payload);
    harder.challenge.parameters.data = { level: 8 };
    const guessed = structuredClone(payload);
    guessed.solution = { counter: guessed.solution.counter + 1, derivedKey: '00'.repeat(32) };
    for (const forged of [harder, guessed, 'not base64 json']) {
      const header = typeof forged === 'string' ? forged : Buffer.from(JSON.stringify(forged)).toString('base64');
      const answer = await h.request('POST', '/v1/magic_links/email/login_or_create', { email: 'forger@example.com' }, { headers: { [HEADER]: header } });
      expect(answer.status).toBe(403);
      expect(answer.body.error_type).toBe('challenge_failed');
    }
    expect(await h.outbox('forger@example.com')).toEqual([]);
  });

  it('refuses a solution whose challenge expired', async () => {
    const header = await solution(h);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    const answer = await h.request('POST', '/v1/otps/email/login_or_create', { email: 'late@example.com' }, { headers: { [HEADER]: header } });
    expect(answer.body.error_type).toBe('challenge_failed');
    expect(answer.body.error_message).toContain('expired');
  });

  it('asks for more work as texts to one number prefix add up', async () => {
    const levels: number[] = [];
    for (let i = 0; i < 7; i++) {
      const phone_number = `+4477009001${String(i).padStart(2, '0')}`;
      let answer = await h.request('POST', '/v1/otps/sms/login_or_create', { phone_number }, { headers: { [HEADER]: await solution(h) } });
      const required = answer.body.required_level as number | undefined;
      if (answer.status === 403) {
        expect(answer.body.error_type).toBe('challenge_required');
        answer = await h.request('POST', '/v1/otps/sms/login_or_create', { phone_number }, { headers: { [HEADER]: await solution(h, required) } });
      }
      expect(answer.status).toBe(200);
      levels.push(required ?? 1);
    }
    expect(levels).toEqual([1, 1, 1, 2, 2, 2, 3]);
  });

  it('asks password sign-in for a challenge only after failures', async () => {
    const email = 'typo@example.com';
    const created = await h.request('POST', '/v1/passwords', { email, password: STRONG, session_duration_minutes: 30 }, { headers: { [HEADER]: await solution(h) } });
    expect(created.status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await h.request('POST', '/v1/passwords/authenticate', { email, password: 'wrong-Password-1', session_duration_minutes: 30 })).status).toBe(401);
    const asked = await h.request('POST', '/v1/passwords/authenticate', { email, password: STRONG, session_duration_minutes: 30 });
    expect(asked.body.error_type).toBe('challenge_required');
    const solved = await h.request('POST', '/v1/passwords/authenticate', { email, password: STRONG, session_duration_minutes: 30 }, { headers: { [HEADER]: await solution(h) } });
    expect(solved.status).toBe(200);
  });
});

describe('Turnstile, emulated with Cloudflare\'s test keys', () => {
  it('passes the dummy token with the always-pass secret, and the page gets the stand-in script', async () => {
    const h = await startHarness({ config: { challenge: { kind: 'turnstile', site_key: TURNSTILE_TEST_KEYS.sitePassesInvisible, secret_key: TURNSTILE_TEST_KEYS.secretPasses } } });
    const { challenge } = (await h.call('GET', '/v1/projects/bootstrap')).body;
    expect(challenge).toEqual({ kind: 'turnstile', site_key: TURNSTILE_TEST_KEYS.sitePassesInvisible, script_url: `${h.emulator.url}/emulator/turnstile/v0/api.js` });
    const script = await fetch(challenge.script_url);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.turnstile');
    expect((await h.request('POST', '/v1/otps/email/login_or_create', { email: 'tt@example.com' })).body.error_type).toBe('challenge_required');
    expect((await h.request('POST', '/v1/otps/email/login_or_create', { email: 'tt@example.com' }, { headers: { [HEADER]: DUMMY_TOKEN } })).status).toBe(200);
    await h.close();
  });

  it('refuses every token with the always-fail secret', async () => {
    const h = await startHarness({ config: { challenge: { kind: 'turnstile', site_key: TURNSTILE_TEST_KEYS.siteFails, secret_key: TURNSTILE_TEST_KEYS.secretFails } } });
    const answer = await h.request('POST', '/v1/otps/email/login_or_create', { email: 'tt@example.com' }, { headers: { [HEADER]: DUMMY_TOKEN } });
    expect(answer.body.error_type).toBe('challenge_failed');
    expect(await h.outbox('tt@example.com')).toEqual([]);
    await h.close();
  });

  it('answers siteverify as Cloudflare documents its test secrets, by form or JSON', async () => {
    const h = await startHarness();
    const verify = async (secret: string, form: boolean) => {
      const url = `${h.emulator.url}/emulator/turnstile/v0/siteverify`;
      const response = form
        ? await fetch(url, { method: 'POST', body: new URLSearchParams({ secret, response: DUMMY_TOKEN }) })
        : await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ secret, response: DUMMY_TOKEN }) });
      return (await response.json()) as { success: boolean; 'error-codes': string[] };
    };
    expect(await verify(TURNSTILE_TEST_KEYS.secretPasses, true)).toMatchObject({ success: true, 'error-codes': [] });
    expect(await verify(TURNSTILE_TEST_KEYS.secretFails, false)).toMatchObject({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verify(TURNSTILE_TEST_KEYS.secretSpent, false)).toMatchObject({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await verify('0x4AAAAAAAreal-secret', true)).toMatchObject({ success: false });
    await h.close();
  });
});

describe('a page on another origin', () => {
  const APP = 'https://app.example.test';
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { challenge: { kind: 'proof_of_work' }, allowed_origins: [APP] } });
  });
  afterAll(() => h.close());

  it("lets a trusted page's protected calls carry their solution: every guarded call's preflight allows the header", async () => {
    for (const guarded of PROTOCOL.guarded) {
      const answer = await fetch(`${h.emulator.url}${guarded}`, {
        method: 'OPTIONS',
        headers: { origin: APP, 'access-control-request-method': 'POST', 'access-control-request-headers': `content-type,x-portico-public-token,${PROTOCOL.header}` },
      });
      expect(answer.status, guarded).toBe(204);
      expect(answer.headers.get('access-control-allow-origin'), guarded).toBe(APP);
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(allowed, guarded).toEqual(expect.arrayContaining(['content-type', 'x-portico-public-token', PROTOCOL.header.toLowerCase()]));
    }
  });
});
