/** Password reset by email over HTTP: the two links, single use, expiry, weak passwords. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, tokenFromLink, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const START = '/v1/passwords/email/reset/start';
const RESET = '/v1/passwords/email/reset';
const OLD = 'violet-Kettle-orbit-93';
const NEW = 'harbor-Lantern-quilt-57';

async function userWithPassword(email: string) {
  const answer = await h.call('POST', '/v1/passwords', { email, password: OLD });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('reset start', () => {
  it('emails a reset link and a login link', async () => {
    const email = 'reset-links@example.com';
    const created = await userWithPassword(email);
    const answer = await h.call('POST', START, { email });
    expect(answer.status).toBe(200);
    expect(answer.body.user_id).toBe(created.user_id);

    const [mail] = await h.outbox(email);
    expect(mail!.subject).toContain('Reset');
    const [reset, login] = mail!.links.map((l) => new URL(l));
    expect(reset!.searchParams.get('stytch_token_type')).toBe('reset_password');
    expect(login!.searchParams.get('stytch_token_type')).toBe('login');
    expect(reset!.searchParams.get('token')).not.toBe(login!.searchParams.get('token'));
  });

  it('an unknown email is 404 email_not_found', async () => {
    const answer = await h.call('POST', START, { email: 'ghost@example.com' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error_type: 'email_not_found', error_message: 'Email not found.' });
  });

  it('a redirect URL outside the list is refused', async () => {
    await userWithPassword('reset-evil@example.com');
    const answer = await h.call('POST', START, { email: 'reset-evil@example.com', reset_password_redirect_url: 'https://evil.example/reset' });
    expect(answer.body.error_type).toBe('invalid_redirect_url');
  });
});

describe('reset', () => {
  it('sets the new password once, signs in, and ends the other sessions', async () => {
    const email = 'reset-ok@example.com';
    const created = await userWithPassword(email);
    await h.call('POST', START, { email });
    const { token } = await tokenFromLink(h, email, 0);

    const answer = await h.call('POST', RESET, { token, password: NEW, session_duration_minutes: 30 });
    expect(answer.status).toBe(200);
    expect(answer.body.user_id).toBe(created.user_id);

    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: created.session_token })).body.error_type).toBe('session_not_found');
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: OLD })).status).toBe(401);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: NEW })).status).toBe(200);

    const again = await h.call('POST', RESET, { token, password: 'another-Strong-phrase-11' });
    expect(again.status).toBe(401);
    expect(again.body.error_type).toBe('unable_to_auth_magic_link');
  });

  it('a password reset that fails midway changes nothing', async () => {
    const email = 'reset-atomic@example.com';
    const created = await userWithPassword(email);
    await h.call('POST', START, { email });
    const { token } = await tokenFromLink(h, email, 0);
    // A write late in the reset fails (as a full disk or a crash would).
    h.emulator.ctx.db.exec(`CREATE TRIGGER fail_session_delete BEFORE DELETE ON sessions BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    try {
      const failed = await h.call('POST', RESET, { token, password: NEW });
      expect(failed.status).toBe(500);
      expect(failed.body.error_type).toBe('internal_error');
    } finally {
      h.emulator.ctx.db.exec('DROP TRIGGER fail_session_delete');
    }
    // Nothing of it happened: the old password, the old session and the link all still work.
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: OLD })).status).toBe(200);
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: created.session_token })).status).toBe(200);
    expect((await h.call('POST', RESET, { token, password: NEW })).status).toBe(200);
  });

  it('a weak or breached password is refused and the link still works', async () => {
    const email = 'reset-weak@example.com';
    await userWithPassword(email);
    await h.call('POST', START, { email });
    const { token } = await tokenFromLink(h, email, 0);
    expect((await h.call('POST', RESET, { token, password: 'monkey1' })).body.error_type).toBe('weak_password');
    expect((await h.call('POST', RESET, { token, password: 'iloveyou' })).body.error_type).toBe('breached_password');
    expect((await h.call('POST', RESET, { token, password: NEW })).status).toBe(200);
  });

  it('expires after 30 minutes by default', async () => {
    const email = 'reset-late@example.com';
    await userWithPassword(email);
    await h.call('POST', START, { email });
    const { token } = await tokenFromLink(h, email, 0);
    h.advance(31);
    expect((await h.call('POST', RESET, { token, password: NEW })).body.error_type).toBe('unable_to_auth_magic_link');
  });

  it('an unknown token is refused', async () => {
    const answer = await h.call('POST', RESET, { token: 'made-up', password: NEW });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('unable_to_auth_magic_link');
  });
});

describe('the login link', () => {
  it('is a magic link that signs in without a password', async () => {
    const email = 'reset-login@example.com';
    await userWithPassword(email);
    await h.call('POST', START, { email });
    const { token } = await tokenFromLink(h, email, 1);
    const answer = await h.call('POST', '/v1/magic_links/authenticate', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.session.authentication_factors[0]).toMatchObject({ type: 'magic_link' });
  });
});

describe('a passwordless user', () => {
  it('creates a first password through a reset', async () => {
    const email = 'reset-first@example.com';
    await signIn(h, email);
    expect((await h.call('POST', '/v1/users/search', { email })).body.user_type).toBe('passwordless');
    await h.call('POST', START, { email });
    const { token } = await tokenFromLink(h, email, 0);
    expect((await h.call('POST', RESET, { token, password: NEW })).status).toBe(200);
    expect((await h.call('POST', '/v1/users/search', { email })).body.user_type).toBe('password');
  });
});
