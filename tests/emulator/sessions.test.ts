/** Sessions and users over HTTP: JWTs, refresh, revoke, expiry, users/me, users/search, restarts. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/server';
import { signIn, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('the session JWT', () => {
  it('verifies with the published JWKS and carries the session claim', async () => {
    const auth = await signIn(h, 'jwt@example.com');
    const jwks = createLocalJWKSet((await (await fetch(`${h.emulator.url}/.well-known/jwks.json`)).json()) as { keys: [] });
    const { payload, protectedHeader } = await jwtVerify(auth.session_jwt, jwks, {
      issuer: h.emulator.url,
      audience: h.emulator.ctx.config.project_id,
      currentDate: h.emulator.ctx.now(),
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(auth.user_id);
    expect(payload['https://portico.dev/session']).toMatchObject({ id: auth.session.session_id, expires_at: auth.session.expires_at });
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('is accepted as the bearer, but not one signed by another key', async () => {
    const auth = await signIn(h, 'jwt-bearer@example.com');
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: auth.session_jwt })).status).toBe(200);

    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(auth.session_jwt)).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    const answer = await h.call('GET', '/v1/users/me', undefined, { bearer: forged });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error_type: 'invalid_session_token', error_message: 'Invalid session token.' });
  });
});

describe('refresh', () => {
  it('keeps the token, issues a new JWT, moves last_accessed_at and can extend the session', async () => {
    const auth = await signIn(h, 'refresh@example.com', 30);
    h.advance(10);
    const answer = await h.call('POST', '/v1/sessions/authenticate', { session_duration_minutes: 60 }, { bearer: auth.session_token });
    expect(answer.status).toBe(200);
    expect(answer.body.session_token).toBe(auth.session_token);
    expect(answer.body.session_jwt).not.toBe(auth.session_jwt);
    expect(Date.parse(answer.body.session.last_accessed_at)).toBeGreaterThan(Date.parse(auth.session.last_accessed_at));
    expect(Date.parse(answer.body.session.expires_at) - Date.parse(answer.body.session.last_accessed_at)).toBe(60 * 60_000);
  });

  it('by JWT answers a session token that works', async () => {
    const auth = await signIn(h, 'refresh-jwt@example.com');
    const answer = await h.call('POST', '/v1/sessions/authenticate', {}, { bearer: auth.session_jwt });
    expect(answer.status).toBe(200);
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: answer.body.session_token })).status).toBe(200);
  });

  it('a session cannot be extended past 30 days from its start', async () => {
    const auth = await signIn(h, 'forever@example.com', 30);
    const started = Date.parse(auth.session.started_at);
    const cap = started + 30 * 24 * 60 * 60_000;
    expect((await h.call('POST', '/v1/sessions/authenticate', { session_duration_minutes: 527_040 }, { bearer: auth.session_token })).status).toBe(400);
    // Refreshed every 20 minutes with the longest duration, it still ends 30 days after it began.
    let last: Awaited<ReturnType<Harness['call']>> | null = null;
    for (let day = 0; day < 29; day += 1) {
      last = await h.call('POST', '/v1/sessions/authenticate', { session_duration_minutes: 43_200 }, { bearer: auth.session_token });
      expect(last.status).toBe(200);
      expect(Date.parse(last.body.session.expires_at)).toBeLessThanOrEqual(cap);
      h.advance(24 * 60 - 20);
    }
    expect(Date.parse(last!.body.session.expires_at)).toBe(cap);
    h.advance(2 * 24 * 60);
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: auth.session_token })).body.error_type).toBe('session_not_found');
  });

  it('a 5-minute session JWT cannot stretch its session', async () => {
    const auth = await signIn(h, 'jwt-stretch@example.com', 30);
    const answer = await h.call('POST', '/v1/sessions/authenticate', { session_duration_minutes: 43_200 }, { bearer: auth.session_jwt });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_request');
    const me = await h.call('POST', '/v1/sessions/authenticate', {}, { bearer: auth.session_token });
    expect(me.body.session.expires_at).toBe(auth.session.expires_at);
  });

  it('an expired session is session_not_found', async () => {
    const auth = await signIn(h, 'expiring@example.com', 5);
    h.advance(6);
    const answer = await h.call('POST', '/v1/sessions/authenticate', {}, { bearer: auth.session_token });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error_type: 'session_not_found', error_message: 'Session not found.' });
  });
});

describe('session calls', () => {
  it('without a session are user_unauthenticated', async () => {
    for (const [method, p] of [['GET', '/v1/users/me'], ['POST', '/v1/sessions/authenticate'], ['POST', '/v1/sessions/revoke']] as const) {
      const answer = await h.call(method, p, method === 'POST' ? {} : undefined);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        error_type: 'user_unauthenticated',
        error_message: 'Must have an active session to call this method. Have you logged in yet?',
      });
    }
  });

  it('with an unknown token are session_not_found', async () => {
    // The shape of a real one (32 random bytes, base64url), never issued.
    const answer = await h.call('GET', '/v1/users/me', undefined, { bearer: randomBytes(32).toString('base64url') });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('session_not_found');
  });

  it('with a malformed token are invalid_session_token', async () => {
    for (const bearer of ['made-up-token', 'a'.repeat(44), 'not.a.jwt']) {
      const answer = await h.call('GET', '/v1/users/me', undefined, { bearer });
      expect(answer.status, bearer).toBe(401);
      expect(answer.body, bearer).toMatchObject({ error_type: 'invalid_session_token', error_message: 'Invalid session token.' });
    }
  });
});

describe('revoke', () => {
  it('ends the session: its token and its JWT are invalid_session_token until it would have expired', async () => {
    const auth = await signIn(h, 'revoke@example.com', 30);
    expect((await h.call('POST', '/v1/sessions/revoke', {}, { bearer: auth.session_token })).status).toBe(200);
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: auth.session_token })).body.error_type).toBe('invalid_session_token');
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: auth.session_jwt })).body.error_type).toBe('invalid_session_token');
    h.advance(31);
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: auth.session_token })).body.error_type).toBe('session_not_found');
  });
});

describe('users', () => {
  it('/me answers the signed-in user', async () => {
    const auth = await signIn(h, 'me@example.com');
    const answer = await h.call('GET', '/v1/users/me', undefined, { bearer: auth.session_token });
    expect(answer.body).toMatchObject({
      status_code: 200,
      user_id: auth.user_id,
      status: 'active',
      emails: [{ email: 'me@example.com', verified: true }],
      phone_numbers: [],
      webauthn_registrations: [],
      crypto_wallets: [],
      providers: [],
      password: null,
    });
  });

  it('search tells new, password and passwordless apart', async () => {
    await signIn(h, 'search-passwordless@example.com');
    await h.call('POST', '/v1/passwords', { email: 'search-password@example.com', password: 'violet-Kettle-orbit-93' });
    const type = async (email: string) => (await h.call('POST', '/v1/users/search', { email })).body.user_type;
    expect(await type('search-new@example.com')).toBe('new');
    expect(await type('Search-Passwordless@example.com')).toBe('passwordless');
    expect(await type('search-password@example.com')).toBe('password');
  });
});

describe('a restart', () => {
  it('keeps users, sessions and the signing key in the database file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portico-emulator-'));
    const dbPath = path.join(dir, 'emulator.db');
    try {
      const first = await startEmulator({ port: 0, dbPath, quiet: true });
      const token = first.ctx.config.public_token;
      const post = (base: string, p: string, body: object) =>
        fetch(`${base}${p}`, { method: 'POST', headers: { 'X-Portico-Public-Token': token }, body: JSON.stringify(body) });
      await post(first.url, '/v1/magic_links/email/login_or_create', { email: 'restart@example.com' });
      const link = new URL(first.ctx.outbox.list('restart@example.com')[0]!.links[0]!);
      const auth = (await (await post(first.url, '/v1/magic_links/authenticate', { token: link.searchParams.get('token') })).json()) as {
        session_token: string;
        user_id: string;
      };
      const jwksBefore = first.ctx.keys.jwks();
      await first.close();

      const second = await startEmulator({ port: 0, dbPath, quiet: true });
      try {
        const me = await fetch(`${second.url}/v1/users/me`, {
          headers: { 'X-Portico-Public-Token': token, Authorization: `Bearer ${auth.session_token}` },
        });
        expect(me.status).toBe(200);
        expect(((await me.json()) as { user_id: string }).user_id).toBe(auth.user_id);
        expect(second.ctx.keys.jwks()).toEqual(jwksBefore);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
