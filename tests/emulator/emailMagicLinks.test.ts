/** Email magic links over HTTP: login_or_create, authenticate, expiry, reuse, redirect URLs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, tokenFromLink, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const LOGIN_OR_CREATE = '/v1/magic_links/email/login_or_create';
const AUTHENTICATE = '/v1/magic_links/authenticate';

describe('given a new email', () => {
  it('creates the user and emails a sign-up link to the default page', async () => {
    const answer = await h.call('POST', LOGIN_OR_CREATE, { email: 'New.Person@Example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status_code: 200, user_created: true });
    expect(answer.body.user_id).toMatch(/^user-test-/);

    const [mail] = await h.outbox('new.person@example.com');
    expect(mail).toMatchObject({ channel: 'email', code: null });
    expect(mail!.subject).toContain('sign');
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${h.emulator.url}/demo/authenticate.html`);
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    expect(link.searchParams.get('token')!.length).toBeGreaterThanOrEqual(40);
    expect(mail!.body).toContain(mail!.links[0]);
  });

  it('the link signs them in once, with an RS256 session', async () => {
    await h.call('POST', LOGIN_OR_CREATE, { email: 'once@example.com' });
    const { token } = await tokenFromLink(h, 'once@example.com');

    const first = await h.call('POST', AUTHENTICATE, { token, session_duration_minutes: 60 });
    expect(first.status).toBe(200);
    expect(first.body.user.emails).toEqual([expect.objectContaining({ email: 'once@example.com', verified: true })]);
    expect(first.body.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'magic_link', delivery_method: 'email' }),
    ]);
    const minutes = (Date.parse(first.body.session.expires_at) - Date.parse(first.body.session.started_at)) / 60_000;
    expect(minutes).toBe(60);
    expect(first.body.session_jwt.split('.')).toHaveLength(3);

    const again = await h.call('POST', AUTHENTICATE, { token });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      error_type: 'unable_to_auth_magic_link',
      error_message: 'The magic link could not be authenticated because it was either already used or expired. Please try again.',
    });
  });
});

describe('given an active user', () => {
  it('sends a login link to the login URL', async () => {
    const email = 'returning@example.com';
    await h.call('POST', LOGIN_OR_CREATE, { email });
    await h.call('POST', AUTHENTICATE, { token: (await tokenFromLink(h, email)).token });

    const login = `http://localhost:${h.emulator.port}/demo/index.html`;
    const signup = `http://127.0.0.1:${h.emulator.port}/demo/authenticate.html`;
    const answer = await h.call('POST', LOGIN_OR_CREATE, { email, login_magic_link_url: login, signup_magic_link_url: signup });
    expect(answer.body.user_created).toBe(false);
    const { url } = await tokenFromLink(h, email);
    expect(`${url.origin}${url.pathname}`).toBe(login);
  });
});

describe('links expire', () => {
  it('after 30 minutes by default', async () => {
    await h.call('POST', LOGIN_OR_CREATE, { email: 'late@example.com' });
    const { token } = await tokenFromLink(h, 'late@example.com');
    h.advance(31);
    const answer = await h.call('POST', AUTHENTICATE, { token });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('unable_to_auth_magic_link');
  });

  it('after the minutes the call asked for', async () => {
    await h.call('POST', LOGIN_OR_CREATE, { email: 'quick@example.com', signup_expiration_minutes: 5 });
    const { token } = await tokenFromLink(h, 'quick@example.com');
    h.advance(4);
    expect((await h.call('POST', AUTHENTICATE, { token })).status).toBe(200);

    await h.call('POST', LOGIN_OR_CREATE, { email: 'quick@example.com', login_expiration_minutes: 5 });
    const second = await tokenFromLink(h, 'quick@example.com');
    h.advance(6);
    expect((await h.call('POST', AUTHENTICATE, { token: second.token })).status).toBe(401);
  });
});

describe('create_user_as_pending', () => {
  it('creates a pending user whom the link activates', async () => {
    const email = 'pending@example.com';
    const answer = await h.call('POST', LOGIN_OR_CREATE, { email, create_user_as_pending: true });
    expect(h.emulator.ctx.users.get(answer.body.user_id)?.status).toBe('pending');

    // Still pending: a second request is still a sign-up.
    await h.call('POST', LOGIN_OR_CREATE, { email });
    expect((await h.outbox(email))[0]!.subject).toContain('sign');

    const auth = await h.call('POST', AUTHENTICATE, { token: (await tokenFromLink(h, email)).token });
    expect(auth.body.user.status).toBe('active');
  });
});

describe('redirect URLs', () => {
  it("accept any URL on this machine by default: a host app's own page in development", async () => {
    const url = 'http://localhost:5173/auth/callback';
    const answer = await h.call('POST', LOGIN_OR_CREATE, { email: 'dev@example.com', login_magic_link_url: url, signup_magic_link_url: url });
    expect(answer.status).toBe(200);
    expect((await h.outbox('dev@example.com'))[0]!.links[0]).toMatch(/^http:\/\/localhost:5173\/auth\/callback\?/);
  });
});

describe('refuses', () => {
  it('a redirect URL outside the allowed list', async () => {
    const answer = await h.call('POST', LOGIN_OR_CREATE, { email: 'phish@example.com', login_magic_link_url: 'https://evil.example/steal' });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_redirect_url');
    expect(await h.outbox('phish@example.com')).toEqual([]);
  });

  it('an allowed path on a non-loopback host, and javascript: URLs', async () => {
    for (const url of ['http://evil.example:8787/demo/authenticate.html', 'javascript:alert(1)']) {
      const answer = await h.call('POST', LOGIN_OR_CREATE, { email: 'phish@example.com', signup_magic_link_url: url });
      expect(answer.body.error_type).toBe('invalid_redirect_url');
    }
  });

  it('a loopback URL outside the list once the config keeps to the list (any_loopback: false)', async () => {
    const strict = await startHarness({ config: { redirect_urls: { any_loopback: false } } });
    try {
      const answer = await strict.call('POST', LOGIN_OR_CREATE, { email: 'ada@example.com', login_magic_link_url: 'http://localhost:5173/auth' });
      expect(answer.body.error_type).toBe('invalid_redirect_url');
    } finally {
      await strict.close();
    }
  });

  it('an unknown token', async () => {
    const answer = await h.call('POST', AUTHENTICATE, { token: 'not-a-real-token' });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('unable_to_auth_magic_link');
  });

  it('a bad email, a missing token and out-of-range minutes with 400s', async () => {
    expect((await h.call('POST', LOGIN_OR_CREATE, { email: 'nope' })).body.error_type).toBe('invalid_email');
    expect((await h.call('POST', AUTHENTICATE, {})).body.error_type).toBe('invalid_request');
    const minutes = await h.call('POST', LOGIN_OR_CREATE, { email: 'a@example.com', login_expiration_minutes: -1 });
    expect(minutes.status).toBe(400);
    expect(minutes.body.error_message).toContain('login_expiration_minutes');
  });
});

describe('concurrency', () => {
  it('200 concurrent login_or_create calls for 50 emails make exactly 50 users and no 5xx', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `crowd-${i}@example.com`);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => h.call('POST', LOGIN_OR_CREATE, { email: emails[i % 50] })),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.body.user_created)).toHaveLength(50);
    const { n } = h.emulator.ctx.db
      .prepare("SELECT count(DISTINCT user_id) AS n FROM emails WHERE email LIKE 'crowd-%'")
      .get() as { n: number };
    expect(n).toBe(50);
    expect(new Set(answers.map((a) => a.body.user_id)).size).toBe(50);
  });
});

describe('given an email with hidden characters', () => {
  it('emails with control, bidi or lone-surrogate characters are refused', async () => {
    const sneaky = [
      'nul\u0000@example.com', 'tab\u0009x@example.com', 'rlo\u202Egnp.evil@example.com', 'isolate\u2066x@example.com',
      'zero\u200Bwidth@example.com', 'lone\uD800@example.com', 'lone\uDC00@example.com', 'line\u2028x@example.com',
    ];
    for (const email of sneaky) {
      for (const path of ['/v1/magic_links/email/login_or_create', '/v1/otps/email/login_or_create', '/v1/users/search', '/v1/passwords']) {
        const answer = await h.call('POST', path, { email, password: 'violet-Kettle-orbit-93' });
        expect(answer.status, `${path} ${JSON.stringify(email)}`).toBe(400);
        expect(answer.body.error_type).toBe('invalid_email');
      }
    }
    expect(h.emulator.ctx.db.prepare("SELECT COUNT(*) AS n FROM emails WHERE email LIKE 'lone%' OR email LIKE 'nul%'").get()).toEqual({ n: 0 });
  });

  it('one address written two ways (composed or not) is one account', async () => {
    const composed = await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'jos\u00e9@example.com' });
    const decomposed = await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'jose\u0301@example.com' });
    expect(decomposed.body.user_id).toBe(composed.body.user_id);
    expect(decomposed.body.user_created).toBe(false);
  });
});
