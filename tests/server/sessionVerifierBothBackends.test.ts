/**
 * One session check from development to production: the same `createSessionVerifier` code (one
 * function, the host's settings from its environment) accepts a session from the emulator and one
 * from portico-server (its production server, in-process on SQLite), and refuses each after
 * sign-out, while the JWT itself would still verify for its 5 minutes.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier, SessionVerificationError } from '../../src/server';
import { loadConfig } from '../../server/src/production/config';
import { startProductionServer } from '../../server/src/production/server';
import { signIn, startHarness, type Harness } from '../emulator/harness';

/** The host's own server code, as docs/widget.md shows it: its settings come from its environment. */
const hostVerifier = (env: { PORTICO_URL: string; PORTICO_PUBLIC_TOKEN?: string }) =>
  createSessionVerifier({ baseUrl: env.PORTICO_URL, publicToken: env.PORTICO_PUBLIC_TOKEN });

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SessionVerificationError ? error.reason : `threw ${String(error)}`),
  );

let emulator: Harness;
let server: Awaited<ReturnType<typeof startProductionServer>>;
beforeAll(async () => {
  emulator = await startHarness();
  const cwd = mkdtempSync(path.join(tmpdir(), 'portico-verifier-'));
  // A port of its own first: the public URL (the JWT's issuer) names it, as `portico-server dev` does.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  server = await startProductionServer(loadConfig({ PORT: String(port), PORTICO_PUBLIC_URL: `http://127.0.0.1:${port}` }, cwd, { development: true }), () => {});
});
afterAll(async () => {
  await server?.close();
  emulator?.close();
});

/** A person signs in on portico-server by email passcode; the widget's client reads get-session's JWT. */
async function signInOnServer(email: string) {
  const base = `${server.url}/api/auth`;
  const post = (p: string, body: unknown, cookie = '') =>
    fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...(cookie && { cookie }) }, body: JSON.stringify(body) });
  expect((await post('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
  const { messages } = (await (await fetch(`${server.url}/outbox.json?to=${email}`)).json()) as { messages: Array<{ code: string }> };
  const signIn = await post('/sign-in/email-otp', { email, otp: messages[0]!.code });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const session = await fetch(`${base}/get-session`, { headers: { cookie } });
  const jwt = session.headers.get('set-auth-jwt');
  expect(jwt).toBeTruthy();
  const { user } = (await session.json()) as { user: { id: string } };
  return { jwt: jwt!, userId: user.id, signOut: () => post('/sign-out', {}, cookie) };
}

describe('createSessionVerifier, one code for the emulator and portico-server', () => {
  it('accepts the emulator session and refuses it after sign-out', async () => {
    const verify = hostVerifier({ PORTICO_URL: emulator.emulator.url, PORTICO_PUBLIC_TOKEN: emulator.emulator.ctx.config.public_token });
    const auth = await signIn(emulator, 'both-emulator@example.com');
    expect(await verify(auth.session_jwt)).toMatchObject({ userId: auth.user_id, sessionId: auth.session.session_id });
    expect((await emulator.call('POST', '/v1/sessions/revoke', {}, { bearer: auth.session_token })).status).toBe(200);
    await expect(reason(verify(auth.session_jwt))).resolves.toBe('revoked');
  });

  it('accepts the portico-server session and refuses it after sign-out', async () => {
    const verify = hostVerifier({ PORTICO_URL: `${server.url}/api/auth` });
    const person = await signInOnServer('both-server@example.com');
    const session = await verify(person.jwt);
    expect(session.userId).toBe(person.userId);
    expect(session.sessionId).toMatch(/\S/);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    expect(session.claims.iss).toBe(`${server.url}/api/auth`);
    expect((await person.signOut()).status).toBe(200);
    await expect(reason(verify(person.jwt))).resolves.toBe('revoked');
    // The JWT itself is still within its 5 minutes: only the revocation check refuses it.
    await expect(reason(createSessionVerifier({ baseUrl: `${server.url}/api/auth`, checkRevoked: false })(person.jwt))).resolves.toBe('accepted');
  });

  it("refuses a server JWT presented to the emulator's verifier, and the other way round", async () => {
    const person = await signInOnServer('both-crossed@example.com');
    const auth = await signIn(emulator, 'both-crossed@example.com');
    await expect(reason(hostVerifier({ PORTICO_URL: emulator.emulator.url, PORTICO_PUBLIC_TOKEN: emulator.emulator.ctx.config.public_token })(person.jwt))).resolves.toBe('invalid');
    await expect(reason(hostVerifier({ PORTICO_URL: `${server.url}/api/auth` })(auth.session_jwt))).resolves.toBe('invalid');
  });
});
