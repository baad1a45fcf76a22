/**
 * The Better Auth client's sign-out, fresh check and user-with-passkeys download with
 * the first of them (src/client/betterAuth/sessionCalls.ts); what they answer is unchanged.
 */
import { describe, expect, it, vi } from 'vitest';
import { createBetterAuthClient } from '../../../src/client/betterAuth/createBetterAuthClient';
import { createMemoryStorage } from '../../../src/client/storage';

const betterAuthUser = { id: 'u1', email: 'ada@example.com', emailVerified: true, name: 'Ada King Lovelace', createdAt: '2026-01-02T00:00:00Z' };
const betterAuthSession = { id: 's1', userId: 'u1', createdAt: '2026-11-26T08:00:00Z', updatedAt: '2026-11-26T08:00:00Z', expiresAt: '2026-12-03T08:00:00Z' };

/** A fake Better Auth server: fixed answers by path, and every call it heard. */
function fakeServer(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/auth', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    return answers[path]?.() ?? new Response('{"code":"NOT_FOUND"}', { status: 404 });
  });
  return { fetch, calls };
}
const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('createBetterAuthClient, the session calls', () => {
  it('user.get › the person with their passkeys, an unnamed one named as the emulator names it', async () => {
    const server = fakeServer({
      '/get-session': json({ session: betterAuthSession, user: betterAuthUser }),
      '/passkey/list-user-passkeys': json([
        { id: 'pk1', name: 'Laptop', deviceType: 'multiDevice', createdAt: '2026-03-04T00:00:00Z' },
        { id: 'pk2', name: null, deviceType: 'singleDevice', createdAt: '2026-03-05T00:00:00Z' },
      ]),
    });
    const client = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch: server.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    const user = await client.user.get();
    expect(user).toMatchObject({ user_id: 'u1', name: { first_name: 'Ada', last_name: 'King Lovelace' }, emails: [{ email: 'ada@example.com', verified: true }] });
    expect(user.webauthn_registrations).toEqual([
      { webauthn_registration_id: 'pk1', name: 'Laptop', verified: true, authenticator_type: 'platform' },
      { webauthn_registration_id: 'pk2', name: 'Passkey (Mar 5, 2026)', verified: true, authenticator_type: 'cross-platform' },
    ]);
  });

  it('user.get without a session › user_unauthenticated, and no passkey list asked for', async () => {
    const server = fakeServer({ '/get-session': json(null) });
    const client = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch: server.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    await expect(client.user.get()).rejects.toMatchObject({ error_type: 'user_unauthenticated', status_code: 401 });
    expect(server.calls).toEqual(['GET /get-session']);
  });

  it('session.authenticate › the session the backend holds; none › session_not_found; getSync answers at once', async () => {
    const server = fakeServer({ '/get-session': json({ session: betterAuthSession, user: betterAuthUser }) });
    const client = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch: server.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    expect(client.session.getSync()).toBeNull();
    const answer = await client.session.authenticate();
    expect(answer.session.session_id).toBe('s1');
    expect(answer.user.webauthn_registrations).toEqual([]);
    expect(client.session.getSync()?.session_id).toBe('s1');

    const empty = fakeServer({ '/get-session': json(null) });
    const signedOut = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch: empty.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    await expect(signedOut.session.authenticate()).rejects.toMatchObject({ error_type: 'session_not_found' });
  });

  it('session.revoke › signs out and forgets the session; a failed sign-out with forceClear forgets it too', async () => {
    const server = fakeServer({ '/get-session': json({ session: betterAuthSession, user: betterAuthUser }), '/sign-out': json({ success: true }) });
    const client = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch: server.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    await client.session.authenticate();
    await client.session.revoke();
    expect(server.calls).toContain('POST /sign-out');
    expect(client.session.getSync()).toBeNull();

    const down = fakeServer({ '/get-session': json({ session: betterAuthSession, user: betterAuthUser }), '/sign-out': () => new Response('{"code":"FAILED"}', { status: 500 }) });
    const stuck = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch: down.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    await stuck.session.authenticate();
    await expect(stuck.session.revoke({ forceClear: true })).rejects.toBeDefined();
    expect(stuck.session.getSync()).toBeNull();
  });

  it('a sign-in answers once the session JWT is kept (the host\'s server reads it as soon as the widget says signed in); a refresh does not wait for it', async () => {
    let release!: () => void;
    const token = new Promise<void>((resolve) => (release = resolve));
    const answers: Record<string, () => Response | Promise<Response>> = {
      '/sign-in/email': json({ token: 'x', user: betterAuthUser }),
      '/get-session': json({ session: betterAuthSession, user: betterAuthUser }),
      '/token': () => token.then(json({ token: 'header.payload.signature' })),
    };
    const calls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace('/api/auth', '');
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      return (await answers[path]?.()) ?? new Response('{"code":"NOT_FOUND"}', { status: 404 });
    });
    const client = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    let signedIn = false;
    const signIn = client.passwords.authenticate({ email: 'ada@example.com', password: 'correct horse', session_duration_minutes: 60 }).then(() => (signedIn = true));
    await expect.poll(() => calls).toContain('GET /token');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signedIn).toBe(false); // the JWT is still on its way
    release();
    await signIn;
    expect(signedIn).toBe(true);

    // A refresh (no sign-in) answers without waiting for a JWT that never comes.
    answers['/token'] = () => new Promise<Response>(() => undefined);
    await expect(client.session.authenticate()).resolves.toMatchObject({ session: { session_id: 's1' } });
  });

  it('session.attest › unsupported_by_backend', async () => {
    const client = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch: fakeServer({}).fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
    await expect(client.session.attest({ token: 't', profile_id: 'p', session_duration_minutes: 5 })).rejects.toMatchObject({ error_type: 'unsupported_by_backend' });
  });
});

describe('createBetterAuthClient at startup', () => {
  it('asks who is signed in, and for the bootstrap, only after the first frame', async () => {
    const server = fakeServer({ '/get-session': json({ session: betterAuthSession, user: betterAuthUser }), '/portico/bootstrap': json({ project_name: 'Acme' }) });
    const client = createBetterAuthClient({ baseURL: 'https://app.test/api/auth', fetch: server.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget() });
    const bootstrap = client.bootstrap.get();
    expect(server.calls).toEqual([]); // nothing asked while the widget draws its first frame
    await expect(bootstrap).resolves.toMatchObject({ projectName: 'Acme' });
    await expect.poll(() => client.session.getSync()?.session_id).toBe('s1');
    // A session lives: its JWT for the host's server is asked for after it (portico-server's jwt plugin).
    await expect.poll(() => server.calls.length).toBe(3);
    expect(server.calls.sort()).toEqual(['GET /get-session', 'GET /portico/bootstrap', 'GET /token']);
  });
});
