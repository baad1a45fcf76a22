/** The production server in-process on a temporary SQLite file, email to the development sink. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/production/config';
import { startProductionServer } from '../../server/src/production/server';

const quiet = () => {};
let server: Awaited<ReturnType<typeof startProductionServer>>;
let base: string;

beforeAll(async () => {
  const cwd = mkdtempSync(path.join(tmpdir(), 'portico-prod-'));
  server = await startProductionServer(loadConfig({ PORT: '0' }, cwd, { development: true }), quiet);
  base = server.url;
});
afterAll(() => server?.close());

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:0', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('portico-server on SQLite', () => {
  it('answers health, readiness and the widget bootstrap, with a request id', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({ status: 'ready', database: 'sqlite' });
    const bootstrap = await fetch(`${base}/api/auth/portico/bootstrap`, { headers: { 'x-request-id': 'req-123' } });
    expect(bootstrap.headers.get('x-request-id')).toBe('req-123');
    expect(await bootstrap.json()).toMatchObject({ backend: 'better-auth', project_name: 'Portico' });
  });

  it('signs a person up by email passcode through the outbox', async () => {
    const email = 'ada@example.com';
    expect((await post('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
    const { messages } = (await (await fetch(`${base}/outbox.json?to=${email}`)).json()) as { messages: Array<{ code: string }> };
    expect(messages).toHaveLength(1);
    const signIn = await post('/sign-in/email-otp', { email, otp: messages[0]!.code });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ user: { email } });
  });

  it('answers bad input with a 4xx naming the problem, never a 5xx', async () => {
    for (const [p, body] of [
      ['/sign-in/email', '{ not json'],
      ['/sign-in/email', { email: 42 }],
      ['/email-otp/send-verification-otp', { email: 'not an email', type: 'sign-in' }],
      ['/sign-in/email-otp', { email: 'x@example.com', otp: '' }],
      ['/portico/password/strength-check', { password: 'x'.repeat(5000) }],
    ] as const) {
      const response = await post(p, body);
      expect(response.status, `${p} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${p} ${JSON.stringify(body)}`).toBeLessThan(500);
    }
    const missing = await fetch(`${base}/nothing-here`);
    expect(await missing.json()).toMatchObject({ error_type: 'not_found' });
  });

  it('ignores a client-sent address header (it has no trusted proxy)', async () => {
    // The rate limit keys on the socket address; a forged header cannot reset it.
    const response = await post('/portico/password/strength-check', { password: 'abc' }, { 'x-portico-client-ip': '203.0.113.1', 'x-forwarded-for': '203.0.113.2' });
    expect(response.status).toBe(200);
  });
});

describe('sign-up answers alike whether or not the address has an account', () => {
  it('the browser client still signs a new person in after the generic answer', async () => {
    const origin = new URL(server.auth.options.baseURL as string).origin;
    const jar = new Map<string, string>();
    // A browser's cookie jar around the server's own handler, as tests/server/betterAuthBrowser.ts does.
    const browserFetch = async (input: string, init: RequestInit): Promise<Response> => {
      const headers = new Headers(init.headers);
      headers.set('origin', origin);
      // The address the HTTP layer would set: this person's own, not the other tests' bucket.
      headers.set('x-portico-client-ip', '192.0.2.200');
      if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const response = await server.auth.handler(new Request(input, { ...init, headers, redirect: 'manual' }));
      for (const cookie of response.headers.getSetCookie()) {
        const [name, value = ''] = cookie.split(';')[0]!.split('=');
        if (value) jar.set(name!.trim(), value);
      }
      return response;
    };
    const { createBetterAuthClient } = await import('../../src/client/betterAuth');
    const { createMemoryStorage } = await import('../../src/client/storage');
    const client = createBetterAuthClient({ baseURL: `${origin}/api/auth`, fetch: browserFetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    const created = await client.passwords.create({ email: 'generic@example.com', password: 'violet-Harbor-lantern-42', session_duration_minutes: 30 });
    expect(created.user.emails[0]?.email).toBe('generic@example.com');
    // The same address again, another password: the same answer to the sign-up, then the sign-in says no.
    await client.session.revoke();
    await expect(client.passwords.create({ email: 'generic@example.com', password: 'another-Quiet-meadow-77', session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'unauthorized_credentials',
    });
    const notices = (await server.outbox.list('generic@example.com')).filter((m) => m.subject === 'You already have an account');
    expect(notices).toHaveLength(1);
  });
});

describe('graceful stop', () => {
  it('keeps serving until /readyz has answered 503 drainChecks times, then closes', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'portico-drain-'));
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ drainChecks: 2, drainSeconds: 120 }));
    const stopping = await startProductionServer(loadConfig({ PORT: '0' }, cwd, { development: true }), quiet);
    let closed = false;
    const done = stopping.close().then(() => (closed = true));
    const first = await fetch(`${stopping.url}/readyz`);
    expect(first.status).toBe(503);
    // Draining, not closed: a request the balancer sent before taking the instance out is served.
    expect((await fetch(`${stopping.url}/healthz`)).status).toBe(200);
    expect(closed).toBe(false);
    expect((await fetch(`${stopping.url}/readyz`)).status).toBe(503);
    await done;
    await expect(fetch(`${stopping.url}/healthz`)).rejects.toThrow();
  });
});
