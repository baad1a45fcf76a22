/**
 * The account center on the emulator (docs/protocol.md "Account"): every call acts on the
 * session's own user, sensitive ones need a fresh session, and bad input changes nothing.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier } from '../../src/server';
import { signIn, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: { fresh_age_seconds: 600, place_headers: ['x-test-city'] } });
});
afterAll(() => h.close());

const STRONG = 'violet-Kettle-orbit-93';
const ANOTHER = 'quiet-Harbour-lamp-51';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a27a0a0000000049454e44ae426082', 'hex');

let n = 0;
const fresh = () => `account-${++n}@example.com`;
const me = (bearer: string) => h.call('GET', '/v1/account', undefined, { bearer });

describe('the overview', () => {
  it('a new magic-link user › their address, no password, nothing connected, fresh for the window', async () => {
    const email = fresh();
    const auth = await signIn(h, email);
    const { status, body } = await me(auth.session_token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ email, email_verified: true, has_password: false, connections: [], passkeys: 0, second_factor: false, secondary_emails: [] });
    expect(body.step_up_methods).toEqual(['email_code']);
    expect(body.fresh_for_seconds).toBeGreaterThan(590);
  });

  it('without a session › 401, and nobody is described', async () => {
    expect((await h.call('GET', '/v1/account')).status).toBe(401);
  });
});

describe('the profile', () => {
  it('a name is trimmed and kept; an empty or control-character name is refused and changes nothing', async () => {
    const auth = await signIn(h, fresh());
    expect((await h.call('POST', '/v1/account/profile', { name: '  Ada Lovelace ' }, { bearer: auth.session_token })).status).toBe(200);
    expect((await me(auth.session_token)).body.name).toBe('Ada Lovelace');
    for (const name of ['   ', 'Ada\u0000', 'x'.repeat(101)]) {
      const refused = await h.call('POST', '/v1/account/profile', { name }, { bearer: auth.session_token });
      expect(refused.body.error_type).toBe('invalid_name');
    }
    expect((await me(auth.session_token)).body.name).toBe('Ada Lovelace');
  });

  it('a picture by its https address; a javascript: or http address is refused', async () => {
    const auth = await signIn(h, fresh());
    await h.call('POST', '/v1/account/profile', { picture_url: 'https://example.com/ada.png' }, { bearer: auth.session_token });
    expect((await me(auth.session_token)).body.picture_url).toBe('https://example.com/ada.png');
    for (const picture_url of ['javascript:alert(1)', 'http://example.com/a.png', 'data:image/png;base64,AAAA']) {
      expect((await h.call('POST', '/v1/account/profile', { picture_url }, { bearer: auth.session_token })).body.error_type).toBe('invalid_picture_url');
    }
    await h.call('POST', '/v1/account/profile', { picture_url: null }, { bearer: auth.session_token });
    expect((await me(auth.session_token)).body.picture_url).toBeNull();
  });

  it('an uploaded PNG is served from its address; a file that is not what it says is refused', async () => {
    const auth = await signIn(h, fresh());
    const up = await h.call('POST', '/v1/account/picture', { content_type: 'image/png', data: PNG.toString('base64') }, { bearer: auth.session_token });
    expect(up.status).toBe(200);
    const served = await fetch(up.body.picture_url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const lie = await h.call('POST', '/v1/account/picture', { content_type: 'image/png', data: Buffer.from('<svg onload=alert(1)>').toString('base64') }, { bearer: auth.session_token });
    expect(lie.body.error_type).toBe('invalid_picture');
    expect((await me(auth.session_token)).body.picture_url).toBe(up.body.picture_url);
  });
});

describe('changing the email address', () => {
  it('the link goes to the new address; following it makes it the account’s, verified, and the old one is told', async () => {
    const old = fresh();
    const next = fresh();
    const auth = await signIn(h, old);
    expect((await h.call('POST', '/v1/account/email', { email: next }, { bearer: auth.session_token })).status).toBe(200);
    expect((await me(auth.session_token)).body.email).toBe(old); // nothing until the link is followed
    const [mail] = await h.outbox(next);
    const confirm = await fetch(mail!.links[0]!, { redirect: 'manual' });
    expect(confirm.status).toBe(302);
    expect((await me(auth.session_token)).body).toMatchObject({ email: next, email_verified: true });
    const [notice] = await h.outbox(old);
    expect(notice!.subject).toMatch(/email address was changed/);
    expect((await fetch(mail!.links[0]!, { redirect: 'manual' })).status).toBe(400); // once
  });

  it('an address of another account answers the same, changes nothing, and its owner is told', async () => {
    const taken = fresh();
    await signIn(h, taken);
    const auth = await signIn(h, fresh());
    const answer = await h.call('POST', '/v1/account/email', { email: taken }, { bearer: auth.session_token });
    expect(answer.status).toBe(200);
    const [notice] = await h.outbox(taken);
    expect(notice!.subject).toMatch(/Someone tried to use this address/);
    expect(notice!.links).toEqual([]);
  });

  it('a second address joins by its link and can be removed', async () => {
    const auth = await signIn(h, fresh());
    const second = fresh();
    await h.call('POST', '/v1/account/emails', { email: second }, { bearer: auth.session_token });
    await fetch((await h.outbox(second))[0]!.links[0]!, { redirect: 'manual' });
    const listed = (await me(auth.session_token)).body.secondary_emails;
    expect(listed).toEqual([{ email_id: expect.any(String), email: second, verified: true }]);
    await h.call('POST', '/v1/account/emails/delete', { email_id: listed[0].email_id }, { bearer: auth.session_token });
    expect((await me(auth.session_token)).body.secondary_emails).toEqual([]);
  });
});

describe('the password', () => {
  it('a passwordless account sets one with the sign-up’s rules; a weak or breached one is refused', async () => {
    const email = fresh();
    const auth = await signIn(h, email);
    expect((await h.call('POST', '/v1/account/password', { password: 'abc' }, { bearer: auth.session_token })).body.error_type).toBe('weak_password');
    expect((await h.call('POST', '/v1/account/password', { password: 'password123' }, { bearer: auth.session_token })).body.error_type).toBe('breached_password');
    expect((await me(auth.session_token)).body.has_password).toBe(false);
    expect((await h.call('POST', '/v1/account/password', { password: STRONG }, { bearer: auth.session_token })).status).toBe(200);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG })).status).toBe(200);
    expect((await h.call('POST', '/v1/account/password', { password: ANOTHER }, { bearer: auth.session_token })).body.error_type).toBe('password_already_set');
  });

  it('a change needs the current password; a wrong one changes nothing; signing out the others ends them', async () => {
    const email = fresh();
    const auth = await signIn(h, email);
    await h.call('POST', '/v1/account/password', { password: STRONG }, { bearer: auth.session_token });
    const other = await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG });
    const wrong = await h.call('POST', '/v1/account/password/change', { current_password: 'nope', new_password: ANOTHER }, { bearer: auth.session_token });
    expect(wrong.body.error_type).toBe('unauthorized_credentials');
    const changed = await h.call('POST', '/v1/account/password/change', { current_password: STRONG, new_password: ANOTHER, sign_out_others: true }, { bearer: auth.session_token });
    expect(changed.status).toBe(200);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: ANOTHER })).status).toBe(200);
    expect((await me(other.body.session_token)).body.error_type).toBe('invalid_session_token');
    expect((await me(auth.session_token)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists every live session with its browser and place (a trusted header), marks this one, and ends one', async () => {
    const email = fresh();
    const first = await signIn(h, email);
    await h.call('POST', '/v1/magic_links/email/login_or_create', { email });
    const [link] = await h.outbox(email);
    const second = await fetch(`${h.emulator.url}/v1/magic_links/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': h.emulator.ctx.config.public_token, 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1', 'x-test-city': 'Lisbon' },
      body: JSON.stringify({ token: new URL(link!.links[0]!).searchParams.get('token') }),
    }).then((r) => r.json() as Promise<Record<string, any>>);
    const listed = await h.call('GET', '/v1/account/sessions', undefined, { bearer: first.session_token });
    expect(listed.body.sessions).toHaveLength(2);
    const phone = listed.body.sessions.find((s: { session_id: string }) => s.session_id === second.session.session_id);
    expect(phone).toMatchObject({ place: 'Lisbon', current: false, user_agent: expect.stringContaining('iPhone') });
    expect(listed.body.sessions.find((s: { current: boolean }) => s.current).session_id).toBe(first.session.session_id);

    const verify = createSessionVerifier({ baseUrl: h.emulator.url, publicToken: h.emulator.ctx.config.public_token });
    await expect(verify(second.session_jwt)).resolves.toMatchObject({ sessionId: second.session.session_id });
    await h.call('POST', '/v1/account/sessions/revoke', { session_id: second.session.session_id }, { bearer: first.session_token });
    await expect(verify(second.session_jwt)).rejects.toMatchObject({ reason: 'revoked' });
  });

  it('another user’s session cannot be ended', async () => {
    const mine = await signIn(h, fresh());
    const theirs = await signIn(h, fresh());
    const answer = await h.call('POST', '/v1/account/sessions/revoke', { session_id: theirs.session.session_id }, { bearer: mine.session_token });
    expect(answer.body.error_type).toBe('session_not_found');
    expect((await me(theirs.session_token)).status).toBe(200);
  });
});

describe('the step-up', () => {
  it('past the window a sensitive change is refused with session_not_fresh; the emailed code makes the session fresh', async () => {
    const email = fresh();
    const auth = await signIn(h, email);
    h.advance(11);
    try {
      expect((await me(auth.session_token)).body.fresh_for_seconds).toBe(0);
      const refused = await h.call('POST', '/v1/account/email', { email: fresh() }, { bearer: auth.session_token });
      expect(refused).toMatchObject({ status: 403, body: { error_type: 'session_not_fresh' } });
      const sent = await h.call('POST', '/v1/account/verify/send', {}, { bearer: auth.session_token });
      expect(sent.body.email).toBe(`a•••@example.com`);
      const [mail] = await h.outbox(email);
      const wrong = await h.call('POST', '/v1/account/verify', { method_id: sent.body.method_id, code: mail!.code === '000000' ? '111111' : '000000' }, { bearer: auth.session_token });
      expect(wrong.body.error_type).toBe('otp_code_not_found');
      const done = await h.call('POST', '/v1/account/verify', { method_id: sent.body.method_id, code: mail!.code }, { bearer: auth.session_token });
      expect(done.body).toMatchObject({ done: true });
      expect((await me(auth.session_token)).body.fresh_for_seconds).toBeGreaterThan(590);
    } finally {
      h.advance(-11);
    }
  });

  it('an account with an authenticator app finishes the step-up with it, never with the first proof alone', async () => {
    const email = fresh();
    const auth = await signIn(h, email);
    await h.call('POST', '/v1/account/password', { password: STRONG }, { bearer: auth.session_token });
    const started = await h.call('POST', '/v1/totps', {}, { bearer: auth.session_token });
    const totp = new TOTP({ secret: Secret.fromBase32(started.body.secret) });
    await h.call('POST', '/v1/totps/confirm', { code: totp.generate() }, { bearer: auth.session_token });
    h.advance(11);
    try {
      const first = await h.call('POST', '/v1/account/verify', { password: STRONG }, { bearer: auth.session_token });
      expect(first.body).toMatchObject({ done: false, second_factor: { factors: ['totp', 'backup_code'] } });
      expect((await me(auth.session_token)).body.fresh_for_seconds).toBe(0);
      const done = await h.call('POST', '/v1/account/verify/second_factor', { kind: 'totp', code: totp.generate({ timestamp: Date.now() + 11 * 60_000 }) }, { bearer: auth.session_token });
      expect(done.status).toBe(200);
      expect((await me(auth.session_token)).body.fresh_for_seconds).toBeGreaterThan(590);
    } finally {
      h.advance(-11);
    }
  });

  it('a second factor without a first proof is refused', async () => {
    const auth = await signIn(h, fresh());
    const answer = await h.call('POST', '/v1/account/verify/second_factor', { kind: 'totp', code: '123456' }, { bearer: auth.session_token });
    expect(answer.body.error_type).toBe('step_up_not_started');
  });
});

describe('connected accounts', () => {
  it('the only way in (a social account, no password) is never removed', async () => {
    // A person who signed up with GitHub: that account is their one way in.
    const ctx = h.emulator.ctx;
    const { user } = ctx.users.findOrCreateByEmail(fresh());
    ctx.db.prepare('INSERT INTO user_providers (user_id, provider_type, provider_subject, created_at) VALUES (?, ?, ?, ?)').run(user.user_id, 'github', `gh-${n}`, Date.now());
    const auth = await ctx.sessions.issue(user.user_id, { type: 'oauth', delivery_method: 'oauth_github' });
    const [connection] = (await me(auth.session_token)).body.connections;
    const refused = await h.call('POST', '/v1/account/connections/delete', { connection_id: connection.connection_id }, { bearer: auth.session_token });
    expect(refused.body.error_type).toBe('last_sign_in_method');
    expect((await me(auth.session_token)).body.connections).toHaveLength(1);
    // With a password it is another way in, and may go.
    await h.call('POST', '/v1/account/password', { password: STRONG }, { bearer: auth.session_token });
    expect((await h.call('POST', '/v1/account/connections/delete', { connection_id: connection.connection_id }, { bearer: auth.session_token })).status).toBe(200);
    expect((await me(auth.session_token)).body.connections).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('ends every session and removes the user and its addresses', async () => {
    const email = fresh();
    const auth = await signIn(h, email);
    const other = await signIn(h, email);
    expect((await h.call('POST', '/v1/account/delete', {}, { bearer: auth.session_token })).status).toBe(200);
    expect(h.emulator.ctx.users.byEmail(email)).toBeNull();
    expect(h.emulator.ctx.users.get(auth.user_id)).toBeNull();
    expect((await me(other.session_token)).body.error_type).toBe('invalid_session_token');
  });

  it('needs a fresh session', async () => {
    const email = fresh();
    const auth = await signIn(h, email);
    h.advance(11);
    try {
      expect((await h.call('POST', '/v1/account/delete', {}, { bearer: auth.session_token })).body.error_type).toBe('session_not_fresh');
      expect(h.emulator.ctx.users.byEmail(email)).not.toBeNull();
    } finally {
      h.advance(-11);
    }
  });
});
