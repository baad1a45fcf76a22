/**
 * `portico/server` verifies a session on the host's own server, against the emulator's
 * JWKS. It accepts a live session JWT and refuses a forged, expired or revoked one; the docs'
 * Express, Hono and Next.js route handler examples answer 200 with the user id, or 401.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Hono } from 'hono';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier, sessionJwtFrom, SessionVerificationError } from '../../src/server';
import { signIn, startHarness, type Harness } from './harness';

let h: Harness;
let verifySession: ReturnType<typeof createSessionVerifier>;
beforeAll(async () => {
  h = await startHarness();
  verifySession = createSessionVerifier({ baseUrl: h.emulator.url, publicToken: h.emulator.ctx.config.public_token });
});
afterAll(() => h.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SessionVerificationError ? error.reason : `threw ${String(error)}`),
  );

describe('createSessionVerifier', () => {
  it('accepts a live session JWT: the user, the session, the claims', async () => {
    const auth = await signIn(h, 'verify-live@example.com');
    const session = await verifySession(auth.session_jwt);
    expect(session).toMatchObject({ userId: auth.user_id, sessionId: auth.session.session_id, expiresAt: auth.session.expires_at });
    expect(session.claims.aud).toBe(h.emulator.ctx.config.project_id); // read from the bootstrap answer
  });

  it('refuses a forged JWT: the same claims signed with another key', async () => {
    const auth = await signIn(h, 'verify-forged@example.com');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(auth.session_jwt)).setProtectedHeader({ alg: 'RS256', kid: 'forged' }).sign(privateKey);
    await expect(refusal(verifySession(forged))).resolves.toBe('invalid');
    const unsigned = `${auth.session_jwt.split('.').slice(0, 2).join('.')}.`;
    await expect(refusal(verifySession(unsigned))).resolves.toBe('invalid');
  });

  it('refuses a JWT for another project (audience)', async () => {
    const auth = await signIn(h, 'verify-audience@example.com');
    const other = createSessionVerifier({ baseUrl: h.emulator.url, publicToken: h.emulator.ctx.config.public_token, projectId: 'project-test-other' });
    await expect(refusal(other(auth.session_jwt))).resolves.toBe('invalid');
  });

  it('refuses an expired JWT', async () => {
    h.advance(-10); // signed ten minutes ago: its five minutes are over
    const auth = await signIn(h, 'verify-expired@example.com');
    h.advance(10);
    await expect(refusal(verifySession(auth.session_jwt))).resolves.toBe('expired');
  });

  it('refuses a revoked session whose JWT still verifies; checkRevoked: false trusts the JWT for its 5 minutes', async () => {
    const auth = await signIn(h, 'verify-revoked@example.com');
    expect((await h.call('POST', '/v1/sessions/revoke', {}, { bearer: auth.session_token })).status).toBe(200);
    await expect(refusal(verifySession(auth.session_jwt))).resolves.toBe('revoked');
    const localOnly = createSessionVerifier({ baseUrl: h.emulator.url, publicToken: h.emulator.ctx.config.public_token, checkRevoked: false });
    await expect(refusal(localOnly(auth.session_jwt))).resolves.toBe('accepted');
  });

  it('refuses a request with no JWT', async () => {
    await expect(refusal(verifySession(null))).resolves.toBe('missing');
    await expect(refusal(verifySession('not-a-jwt'))).resolves.toBe('invalid');
  });
});

describe('sessionJwtFrom', () => {
  it('reads the bearer, else the portico_session_jwt cookie, from Fetch or Node headers', () => {
    expect(sessionJwtFrom(new Headers({ authorization: 'Bearer a.b.c' }))).toBe('a.b.c');
    expect(sessionJwtFrom({ cookie: 'theme=dark; portico_session_jwt=x.y.z; other=1' })).toBe('x.y.z');
    expect(sessionJwtFrom({})).toBeNull();
  });
});

describe('the docs’ examples (docs/widget.md "On your server")', () => {
  it('Express: a route behind the check', async () => {
    const app = express();
    app.get('/api/me', async (req, res) => {
      try {
        const session = await verifySession(sessionJwtFrom(req.headers));
        res.json({ userId: session.userId });
      } catch (error) {
        res.status(error instanceof SessionVerificationError && error.reason === 'unavailable' ? 503 : 401).json({ error: 'unauthenticated' });
      }
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/me`;
    try {
      const auth = await signIn(h, 'verify-express@example.com');
      const ok = await fetch(url, { headers: { cookie: `portico_session_jwt=${auth.session_jwt}` } });
      expect(ok.status).toBe(200);
      await expect(ok.json()).resolves.toEqual({ userId: auth.user_id });
      expect((await fetch(url)).status).toBe(401);
    } finally {
      server.close();
    }
  });

  it('Hono: a middleware that puts the session on the context', async () => {
    const app = new Hono<{ Variables: { userId: string } }>();
    app.use('/api/*', async (c, next) => {
      try {
        c.set('userId', (await verifySession(sessionJwtFrom(c.req.raw.headers))).userId);
      } catch {
        return c.json({ error: 'unauthenticated' }, 401);
      }
      await next();
    });
    app.get('/api/me', (c) => c.json({ userId: c.get('userId') }));
    const auth = await signIn(h, 'verify-hono@example.com');
    const ok = await app.request('/api/me', { headers: { Authorization: `Bearer ${auth.session_jwt}` } });
    expect(ok.status).toBe(200);
    await expect(ok.json()).resolves.toEqual({ userId: auth.user_id });
    expect((await app.request('/api/me', { headers: { Authorization: 'Bearer forged.jwt.value' } })).status).toBe(401);
  });

  it('Next.js route handler: GET(request) with the cookie', async () => {
    async function GET(request: Request) {
      try {
        const session = await verifySession(sessionJwtFrom(request.headers));
        return Response.json({ userId: session.userId });
      } catch {
        return Response.json({ error: 'unauthenticated' }, { status: 401 });
      }
    }
    const auth = await signIn(h, 'verify-next@example.com');
    const ok = await GET(new Request('http://localhost:3000/api/me', { headers: { cookie: `portico_session_jwt=${auth.session_jwt}` } }));
    expect(ok.status).toBe(200);
    await expect(ok.json()).resolves.toEqual({ userId: auth.user_id });
    await h.call('POST', '/v1/sessions/revoke', {}, { bearer: auth.session_token });
    const after = await GET(new Request('http://localhost:3000/api/me', { headers: { cookie: `portico_session_jwt=${auth.session_jwt}` } }));
    expect(after.status).toBe(401);
  });
});
