/** Passwords over HTTP: strength check (zxcvbn, LUDS, breached), create, authenticate, lockout. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const STRONG = 'violet-Kettle-orbit-93';

describe('strength check, zxcvbn policy', () => {
  it('a weak password scores low with zxcvbn’s English feedback', async () => {
    const answer = await h.call('POST', '/v1/passwords/strength_check', { password: 'monkey1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn', breached_password: false });
    expect(answer.body.score).toBeLessThan(3);
    expect(answer.body.feedback.warning).toMatch(/used password|easy to guess/);
    expect(answer.body.feedback.suggestions.length).toBeGreaterThan(0);
  });

  it('a strong password is valid with no warning', async () => {
    const answer = await h.call('POST', '/v1/passwords/strength_check', { password: STRONG });
    expect(answer.body).toMatchObject({ valid_password: true, breached_password: false, feedback: { warning: '', suggestions: [] } });
    expect(answer.body.score).toBeGreaterThanOrEqual(3);
    expect(answer.body.feedback.luds_requirements).toMatchObject({ has_lower_case: true, has_upper_case: true, has_digit: true, has_symbol: true });
  });

  it('a breached password is never valid', async () => {
    const answer = await h.call('POST', '/v1/passwords/strength_check', { password: 'Password1!' });
    expect(answer.body).toMatchObject({ valid_password: false, breached_password: true });
  });

  it('the email counts against the password', async () => {
    const answer = await h.call('POST', '/v1/passwords/strength_check', { password: 'zebrafinch2024', email: 'zebrafinch2024@example.com' });
    expect(answer.body.feedback.warning).toBe('There should not be any personal or page related data.');
  });

  it('refuses a missing password', async () => {
    const answer = await h.call('POST', '/v1/passwords/strength_check', {});
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_request');
  });
});

describe('strength check, LUDS policy', () => {
  let luds: Harness;
  beforeAll(async () => {
    luds = await startHarness({ config: { password_config: { strength_policy: 'luds', luds_minimum_count: 10, luds_complexity: 3 } } });
  });
  afterAll(() => luds.close());

  it('counts missing characters and kinds', async () => {
    const answer = await luds.call('POST', '/v1/passwords/strength_check', { password: 'abcdef' });
    expect(answer.body).toMatchObject({
      valid_password: false,
      strength_policy: 'luds',
      feedback: { luds_requirements: { has_lower_case: true, has_upper_case: false, has_digit: false, has_symbol: false, missing_complexity: 2, missing_characters: 4 } },
    });
  });

  it('is valid when long and varied enough', async () => {
    const answer = await luds.call('POST', '/v1/passwords/strength_check', { password: 'abcdefgH1j' });
    expect(answer.body.valid_password).toBe(true);
    expect(answer.body.feedback.luds_requirements).toMatchObject({ missing_complexity: 0, missing_characters: 0 });
  });

  it('bootstrap reports the policy', async () => {
    const answer = await luds.call('GET', '/v1/projects/bootstrap');
    expect(answer.body.password_config).toEqual({ strength_policy: 'luds', luds_minimum_count: 10, luds_complexity: 3 });
  });
});

describe('create', () => {
  it('makes a user with a password and a session (201)', async () => {
    const answer = await h.call('POST', '/v1/passwords', { email: 'pw-new@example.com', password: STRONG, session_duration_minutes: 30 });
    expect(answer.status).toBe(201);
    expect(answer.body.status_code).toBe(201);
    expect(answer.body.user.password).toEqual({ password_id: expect.stringMatching(/^password-test-/) });
    expect(answer.body.session.authentication_factors[0]).toMatchObject({ type: 'password' });
    const search = await h.call('POST', '/v1/users/search', { email: 'pw-new@example.com' });
    expect(search.body.user_type).toBe('password');
  });

  it('refuses a weak password, a breached one, and a second create', async () => {
    expect((await h.call('POST', '/v1/passwords', { email: 'pw-weak@example.com', password: 'monkey1' })).body.error_type).toBe('weak_password');
    expect((await h.call('POST', '/v1/passwords', { email: 'pw-weak@example.com', password: 'qwerty123' })).body.error_type).toBe('breached_password');
    expect(h.emulator.ctx.users.byEmail('pw-weak@example.com')).toBeNull();
    const duplicate = await h.call('POST', '/v1/passwords', { email: 'pw-new@example.com', password: STRONG });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error_type).toBe('duplicate_email');
  });

  it('a passwordless user is told to reset', async () => {
    await signIn(h, 'pw-passwordless@example.com');
    const answer = await h.call('POST', '/v1/passwords', { email: 'pw-passwordless@example.com', password: STRONG });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error_type: 'reset_password', error_message: 'Password must be reset.' });
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const rows = h.emulator.ctx.db.prepare('SELECT hash FROM passwords').all() as Array<{ hash: string }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const { hash } of rows) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain(STRONG);
    }
  });
});

describe('authenticate', () => {
  const email = 'pw-login@example.com';
  beforeAll(async () => {
    await h.call('POST', '/v1/passwords', { email, password: STRONG });
  });

  it('the right password signs in', async () => {
    const answer = await h.call('POST', '/v1/passwords/authenticate', { email: 'PW-Login@example.com', password: STRONG, session_duration_minutes: 45 });
    expect(answer.status).toBe(200);
    expect(answer.body.session.authentication_factors[0]).toMatchObject({ type: 'password', delivery_method: 'knowledge' });
  });

  it('a wrong password and an unknown email look the same', async () => {
    const wrong = await h.call('POST', '/v1/passwords/authenticate', { email, password: 'not-it-at-all' });
    const unknown = await h.call('POST', '/v1/passwords/authenticate', { email: 'nobody@example.com', password: STRONG });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error_type: 'unauthorized_credentials', error_message: 'Unauthorized credentials.' });
    }
  });

  it('a user who never had a password gets no_user_password', async () => {
    const answer = await h.call('POST', '/v1/passwords/authenticate', { email: 'pw-passwordless@example.com', password: STRONG });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error_type: 'no_user_password', error_message: 'Password not found for this user. Please try again.' });
  });

  it('10 failures in a row lock for 15 minutes, even the right password', async () => {
    const locked = 'pw-locked@example.com';
    await h.call('POST', '/v1/passwords', { email: locked, password: STRONG });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await h.call('POST', '/v1/passwords/authenticate', { email: locked, password: `wrong-${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const right = await h.call('POST', '/v1/passwords/authenticate', { email: locked, password: STRONG });
    expect(right.status).toBe(429);
    expect(right.body.error_type).toBe('user_lock_limit_reached');

    h.advance(16);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email: locked, password: STRONG })).status).toBe(200);
  });

  it('concurrent wrong passwords cannot get past the lockout', async () => {
    const email = 'pw-concurrent@example.com';
    await h.call('POST', '/v1/passwords', { email, password: STRONG });
    // In process, so the 50 wrong guesses reach the route before the right password, all at once.
    const wrong = Array.from({ length: 50 }, (_, i) => h.request('POST', '/v1/passwords/authenticate', { email, password: `wrong-guess-${i}` }));
    const right = await h.request('POST', '/v1/passwords/authenticate', { email, password: STRONG });
    const statuses = (await Promise.all(wrong)).map((a) => a.status);
    expect(right.status).toBe(429);
    expect(right.body.error_type).toBe('user_lock_limit_reached');
    // At most 10 guesses are ever checked; every other one is refused before hashing.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(9);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(41);
  });

  it('a stranger\'s wrong passwords do not lock the owner out', async () => {
    const email = 'pw-not-locked@example.com';
    await h.call('POST', '/v1/passwords', { email, password: STRONG });
    /** POST /v1/passwords/authenticate from another address on this machine (127.0.0.2). */
    const fromElsewhere = (password: string) => new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1', port: h.emulator.port, localAddress: '127.0.0.2', method: 'POST', path: '/v1/passwords/authenticate',
        headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': h.emulator.ctx.config.public_token },
      }, (res) => { res.resume(); resolve(res.statusCode!); });
      req.on('error', reject);
      req.end(JSON.stringify({ email, password }));
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push(await fromElsewhere(`stranger-${i}`));
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // The owner, from their own address, is not locked: the right password signs in.
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG })).status).toBe(200);
    // The stranger stays locked, even with the right password.
    expect(await fromElsewhere(STRONG)).toBe(429);
  });

  it('a locked password leaves magic link and OTP sign-in open, and tells the owner by email', async () => {
    const email = 'pw-locked-notice@example.com';
    const created = await h.call('POST', '/v1/passwords', { email, password: STRONG });
    for (let i = 0; i < 12; i += 1) await h.call('POST', '/v1/passwords/authenticate', { email, password: `wrong-${i}` });
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG })).status).toBe(429);

    const notices = (await h.outbox(email)).filter((m) => /locked/i.test(m.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toMatch(/10 wrong passwords/);
    expect(notices[0]!.body).toMatch(/email link or code/);

    const byLink = await signIn(h, email);
    expect(byLink.user_id).toBe(created.body.user_id);
    const sent = await h.call('POST', '/v1/otps/email/login_or_create', { email });
    const [code] = await h.outbox(email);
    const byCode = await h.call('POST', '/v1/otps/authenticate', { method_id: sent.body.method_id, code: code!.code });
    expect(byCode.status).toBe(200);
    expect(byCode.body.user_id).toBe(created.body.user_id);
  });

  it('a success resets the failure count', async () => {
    const user = 'pw-reset-count@example.com';
    await h.call('POST', '/v1/passwords', { email: user, password: STRONG });
    for (let i = 0; i < 9; i += 1) await h.call('POST', '/v1/passwords/authenticate', { email: user, password: 'nope-nope' });
    expect((await h.call('POST', '/v1/passwords/authenticate', { email: user, password: STRONG })).status).toBe(200);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email: user, password: 'nope-nope' })).status).toBe(401);
  });
});
