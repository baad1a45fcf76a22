/**
 * Fault injection: the next N answers of a call forced to an error_type, a 500 or a
 * dropped connection, latency on every answer, set over HTTP or from the outbox page's panel,
 * shown there while active, gone after N answers, refused cross-site, and off by config.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await fetch(`${h.emulator.url}/emulator/faults`, { method: 'DELETE' });
});

const SEARCH = '/v1/users/search';
const search = (email = 'faults@example.com') => h.call('POST', SEARCH, { email });
const setFault = (body: object) => h.call('POST', '/emulator/faults', body, { publicToken: null });
const faultsNow = async () => (await h.call('GET', '/emulator/faults', undefined, { publicToken: null })).body;
const outboxPage = async () => (await fetch(`${h.emulator.url}/outbox`)).text();

describe('a forced error_type', () => {
  it('answers the next N calls of that call only, with the catalogue message and its usual status, then clears itself', async () => {
    const set = await setFault({ call: 'users.search', error_type: 'user_lock_limit_reached', count: 2 });
    expect(set.status).toBe(201);
    expect(set.body.fault).toMatchObject({ call: 'users.search', error_type: 'user_lock_limit_reached', status_code: 429, remaining: 2 });

    // Another call is not touched, and does not spend the fault.
    expect((await h.call('GET', '/v1/projects/bootstrap')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const answer = await search();
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({
        status_code: 429,
        error_type: 'user_lock_limit_reached',
        error_message: 'Too many failed authentication attempts. Please try again later.',
      });
      expect(answer.body.request_id).toMatch(/^request-id-test-/);
      expect(answer.headers.get('X-Portico-Fault')).toBe(set.body.fault.fault_id);
    }
    expect((await faultsNow()).faults).toEqual([]);
    expect((await search()).status).toBe(200);
  });

  it('takes its own message and status, and any error_type, even one the catalogue does not know', async () => {
    await setFault({
      call: 'passwords.authenticate',
      error_type: 'account_suspended',
      error_message: 'Suspended. See https://portico.dev/help for why.',
      status_code: 403,
    });
    const answer = await h.call('POST', '/v1/passwords/authenticate', { email: 'x@example.com', password: 'whatever-it-is' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error_type: 'account_suspended', error_message: 'Suspended. See https://portico.dev/help for why.' });
  });

  it('"any" forces every call; faults answer oldest first', async () => {
    await setFault({ call: 'users.search', error_type: 'unauthorized_action' });
    await setFault({ call: 'any', error_type: 'member_password_not_found', count: 2 });
    expect((await search()).body.error_type).toBe('unauthorized_action');
    expect((await search()).body.error_type).toBe('member_password_not_found');
    const bootstrap = await h.call('GET', '/v1/projects/bootstrap');
    expect(bootstrap.status).toBe(404);
    expect(bootstrap.body.error_type).toBe('member_password_not_found');
    expect((await search()).status).toBe(200);
  });
});

describe('a forced 500 and a dropped connection', () => {
  it('internal_error answers 500 with the emulator’s message', async () => {
    await setFault({ call: 'users.search', error_type: 'internal_error' });
    const answer = await search();
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ error_type: 'internal_error', error_message: 'An unexpected error occurred in the emulator.' });
  });

  it('network_error drops the connection mid-answer, then calls answer again', async () => {
    await setFault({ call: 'users.search', error_type: 'network_error' });
    await expect(search()).rejects.toThrow();
    expect((await search()).status).toBe(200);
  });
});

describe('latency', () => {
  it('delays every answer until it is set back to 0', async () => {
    expect((await h.call('POST', '/emulator/faults/latency', { latency_ms: 400 }, { publicToken: null })).body.latency_ms).toBe(400);
    let started = Date.now();
    expect((await search()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    started = Date.now();
    expect((await h.call('GET', '/v1/projects/bootstrap')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);

    await h.call('POST', '/emulator/faults/latency', { latency_ms: 0 }, { publicToken: null });
    started = Date.now();
    await search();
    expect(Date.now() - started).toBeLessThan(300);
  });
});

describe('the requests each call received', () => {
  it('are counted, so a test can tell a second click sent nothing', async () => {
    const before = (await faultsNow()).requests['users.search'] ?? 0;
    await search();
    await search();
    expect((await faultsNow()).requests['users.search']).toBe(before + 2);
  });
});

describe('bad control input', () => {
  it.each([
    [{ call: 'users.find', error_type: 'invalid_email' }, 'call'],
    [{ error_type: 'invalid_email' }, 'call'],
    [{ call: 'users.search', error_type: 'Invalid Email' }, 'error_type'],
    [{ call: 'users.search', error_type: 'invalid_email', count: 0 }, 'count'],
    [{ call: 'users.search', error_type: 'invalid_email', count: 1_000_000 }, 'count'],
    [{ call: 'users.search', error_type: 'invalid_email', count: 1.5 }, 'count'],
    [{ call: 'users.search', error_type: 'invalid_email', status_code: 200 }, 'status_code'],
    [{ call: 'users.search', error_type: 'invalid_email', colour: 'red' }, 'colour'],
  ])('%j is a 400 invalid_request naming %s, and sets nothing', async (body, field) => {
    const answer = await setFault(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_request');
    expect(answer.body.error_message).toContain(field);
    expect((await faultsNow()).faults).toEqual([]);
  });

  it('a body that is not JSON, a latency out of range and an unknown fault are clear errors too', async () => {
    const raw = await h.call('POST', '/emulator/faults', undefined, { publicToken: null, raw: '{"call": ' });
    expect(raw.body.error_type).toBe('invalid_json');
    const latency = await h.call('POST', '/emulator/faults/latency', { latency_ms: 60_000 }, { publicToken: null });
    expect(latency.status).toBe(400);
    expect(latency.body.error_message).toContain('latency_ms');
    const gone = await fetch(`${h.emulator.url}/emulator/faults/fault-test-nope`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error_type: string }).error_type).toBe('fault_not_found');
  });

  it('a page of another site cannot set a fault', async () => {
    const answer = await fetch(`${h.emulator.url}/emulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'call=any&error_type=internal_error',
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { error_type: string }).error_type).toBe('unauthorized_action');
    expect((await faultsNow()).faults).toEqual([]);
  });
});

describe('the outbox page', () => {
  it('sets a fault from its panel, shows it while it is active, and not once it has answered', async () => {
    expect(await outboxPage()).toContain('No faults: every call answers normally.');
    const posted = await h.postForm('/emulator/faults', { call: 'users.search', error_type: 'invalid_email', count: '1' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/outbox#controls');
    const page = await outboxPage();
    expect(page).toContain('Fault injection is active.');
    expect(page).toContain('users.search: the next answer → invalid_email (400)');

    expect((await search()).body.error_type).toBe('invalid_email');
    expect(await outboxPage()).toContain('No faults: every call answers normally.');
  });

  it('sets latency and clears everything from its panel', async () => {
    expect((await h.postForm('/emulator/faults/latency', { latency_ms: '1500' })).status).toBe(303);
    await h.postForm('/emulator/faults', { call: 'any', error_type: 'network_error', count: '3' });
    const page = await outboxPage();
    expect(page).toContain('Every answer waits 1500 ms');
    expect(page).toContain('Every call: the next 3 answers → a dropped connection');
    expect((await h.postForm('/emulator/faults/clear', {})).status).toBe(303);
    expect(await faultsNow()).toMatchObject({ latency_ms: 0, faults: [] });
  });
});

describe('switched off in the config', () => {
  let off: Harness;
  beforeAll(async () => {
    off = await startHarness({ config: { fault_injection: false } });
  });
  afterAll(() => off.close());

  it('the controls answer fault_injection_off and the outbox says so', async () => {
    for (const [method, path] of [['GET', '/emulator/faults'], ['POST', '/emulator/faults'], ['POST', '/emulator/faults/latency'], ['DELETE', '/emulator/faults']] as const) {
      const answer = await off.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : { call: 'any', error_type: 'internal_error' }, { publicToken: null });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error_type).toBe('fault_injection_off');
    }
    expect(await (await fetch(`${off.emulator.url}/outbox`)).text()).toContain('Fault injection is off');
    expect((await off.call('POST', SEARCH, { email: 'x@example.com' })).status).toBe(200);
  });
});
