/**
 * The client's part of bot challenges (docs/bots.md): a protected call carries the solver's
 * solution in the backend's header; asked for a harder one, it is sent once more with a solution at
 * that level; a solver that fails sends nothing and answers challenge_failed; other calls go as they are.
 */
import { describe, expect, it, vi } from 'vitest';
import { BETTER_AUTH, carry, challengeCalls, PROTOCOL } from '../../../src/client/challenge/carry';
import { createHttpClient } from '../../../src/client/createHttpClient';
import { createBetterAuthClient } from '../../../src/client/betterAuth/createBetterAuthClient';
import { createMemoryStorage } from '../../../src/client/storage';
import type { FetchFunction } from '../../../src/client/request';

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('carrying a challenge', () => {
  it('a send carries the solution; a call that is not guarded carries none', async () => {
    const fetchFn = vi.fn<FetchFunction>(async () => json(200, {}));
    const solver = { solution: vi.fn(async () => 'solved-1') };
    await carry(fetchFn, solver, PROTOCOL, 'http://x/v1/otps/sms/login_or_create', { method: 'POST', headers: { A: '1' }, body: '{}' });
    expect(fetchFn.mock.calls[0]![1].headers).toEqual({ A: '1', 'X-Portico-Challenge': 'solved-1' });
    await carry(fetchFn, solver, PROTOCOL, 'http://x/v1/otps/authenticate', { method: 'POST', headers: {}, body: '{}' });
    expect(fetchFn.mock.calls[1]![1].headers).toEqual({});
    expect(solver.solution).toHaveBeenCalledTimes(1);
  });

  it('asked for a harder challenge, it solves one at that level and sends once more', async () => {
    const answers = [json(403, { error_type: 'challenge_required', required_level: 3 }), json(200, { ok: true })];
    const fetchFn = vi.fn<FetchFunction>(async () => answers.shift()!);
    const solver = { solution: vi.fn(async (level?: number) => `solved-at-${level ?? 1}`) };
    const answer = await carry(fetchFn, solver, BETTER_AUTH, 'http://x/api/auth/phone-number/send-otp', { method: 'POST', headers: {}, body: '{}' });
    expect(answer.status).toBe(200);
    expect(fetchFn.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['x-captcha-response'])).toEqual(['solved-at-1', 'solved-at-3']);
  });

  it('a solver that fails sends nothing and answers challenge_failed in both backends\' shapes', async () => {
    const fetchFn = vi.fn<FetchFunction>(async () => json(200, {}));
    const answer = await carry(fetchFn, { solution: async () => Promise.reject(new Error('Turnstile refused (110100)')) }, PROTOCOL, 'http://x/v1/users/search', { method: 'POST', headers: {}, body: '{}' });
    expect(fetchFn).not.toHaveBeenCalled();
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error_type: 'challenge_failed', code: 'CHALLENGE_FAILED' });
  });

  it('a solver with nothing to add (null) lets the call go as it is', async () => {
    const fetchFn = vi.fn<FetchFunction>(async () => json(200, {}));
    await carry(fetchFn, { solution: async () => null }, PROTOCOL, 'http://x/v1/users/search', { method: 'POST', headers: { A: '1' }, body: '{}' });
    expect(fetchFn.mock.calls[0]![1].headers).toEqual({ A: '1' });
  });
});

describe("the clients' seam (wrapFetch): nothing of the challenge until its code installs itself", () => {
  const recorder = () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchFn = vi.fn<FetchFunction>(async (url, init) => {
      calls.push({ url, init });
      return json(200, url.includes('challenge') ? { challenge: { parameters: { url } } } : { user_id: 'u', user_created: false, email_id: 'e' });
    });
    return { calls, fetchFn };
  };

  it('the protocol client: sends go without a header until a solver is installed; issue asks POST /v1/challenges', async () => {
    const { calls, fetchFn } = recorder();
    const client = createHttpClient({ baseUrl: 'http://x', publicToken: 'public-token-test-1', fetch: fetchFn, storage: createMemoryStorage() });
    await client.magicLinks.email.loginOrCreate('a@example.com');
    expect((calls[0]!.init.headers as Record<string, string>)['X-Portico-Challenge']).toBeUndefined();
    const calls$ = challengeCalls(client)!;
    expect(challengeCalls(client)).toBe(calls$); // one wrapper per client, however often it is asked
    expect(await calls$.issue(3)).toEqual({ parameters: { url: 'http://x/v1/challenges' } });
    expect(calls[1]!.init).toMatchObject({ method: 'POST', body: JSON.stringify({ level: 3 }) });
    calls$.use({ solution: async () => 'solved' });
    await client.magicLinks.email.loginOrCreate('a@example.com');
    expect((calls[2]!.init.headers as Record<string, string>)['X-Portico-Challenge']).toBe('solved');
    calls$.use(null);
    await client.magicLinks.email.loginOrCreate('a@example.com');
    expect((calls[3]!.init.headers as Record<string, string>)['X-Portico-Challenge']).toBeUndefined();
  });

  it('the Better Auth client: issue asks GET /portico/challenge at the level; sends carry x-captcha-response', async () => {
    const { calls, fetchFn } = recorder();
    const client = createBetterAuthClient({ baseURL: 'http://x/api/auth', fetch: fetchFn, storage: createMemoryStorage() });
    const calls$ = challengeCalls(client)!;
    await calls$.issue(2);
    expect(calls[0]).toMatchObject({ url: 'http://x/api/auth/portico/challenge?level=2', init: { method: 'GET' } });
    calls$.use({ solution: async () => 'solved' });
    await client.magicLinks.email.loginOrCreate('a@example.com').catch(() => undefined);
    expect((calls.at(-1)!.init.headers as Record<string, string>)['x-captcha-response']).toBe('solved');
  });

  it('two copies of this code on one page (mountLogin\'s Preact build beside a React mount) wrap a client\'s fetch once between them', async () => {
    // Another instance of the same module, as a second build's file is: a query makes Vite load it anew.
    const copy = './../../../src/client/challenge/carry.ts?another-build';
    const other = (await import(/* @vite-ignore */ copy)) as typeof import('../../../src/client/challenge/carry');
    expect(other.challengeCalls).not.toBe(challengeCalls);
    const { calls, fetchFn } = recorder();
    const client = createHttpClient({ baseUrl: 'http://x', publicToken: 'public-token-test-1', fetch: fetchFn, storage: createMemoryStorage() });
    const wrapFetch = vi.spyOn(client, 'wrapFetch');
    const mine = challengeCalls(client)!;
    expect(other.challengeCalls(client)).toBe(mine);
    expect(wrapFetch).toHaveBeenCalledTimes(1);
    let solved = 0;
    mine.use({ solution: async () => `solved-${++solved}` });
    await client.magicLinks.email.loginOrCreate('a@example.com');
    // One solution, carried once: a second wrapper would have solved again and sent its own.
    expect(solved).toBe(1);
    expect((calls[0]!.init.headers as Record<string, string>)['X-Portico-Challenge']).toBe('solved-1');
  });
});
