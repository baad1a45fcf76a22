// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionManager, sessionStorageKey } from '../../../src/client/sessionManager';
import { createMemoryStorage } from '../../../src/client/storage';
import { createFakeCookieJar, fakeAuthResponse } from './fakes';

const TOKEN = 'public-token-test-abc';

afterEach(() => {
  localStorage.clear();
  for (const name of Object.keys(Object.fromEntries(document.cookie.split('; ').map((c) => c.split('='))))) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('given a successful authentication', () => {
  it('stores the session token and JWT as Lax cookies that expire with the session, and clears the intermediate token', () => {
    const cookies = createFakeCookieJar({ portico_intermediate_session_token: 'ist-1' });
    const manager = createSessionManager({ publicToken: TOKEN, cookies, storage: createMemoryStorage(), hostname: 'localhost' });
    const answer = fakeAuthResponse();

    manager.store(answer);

    expect(cookies.get('portico_session')).toBe('token-1');
    expect(cookies.get('portico_session_jwt')).toBe('jwt-1');
    expect(cookies.attributes.get('portico_session')).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: false,
      expires: new Date(answer.session.expires_at),
    });
    expect(manager.getIntermediateToken()).toBeNull();
    expect(manager.getTokens()).toEqual({ session_token: 'token-1', session_jwt: 'jwt-1' });
    expect(manager.getState()).toEqual({ session: answer.session, user: answer.user, sessionToken: 'token-1', sessionJwt: 'jwt-1' });
  });

  it('keeps session and user in storage under a key namespaced by the public token', () => {
    const storage = createMemoryStorage();
    const manager = createSessionManager({ publicToken: TOKEN, cookies: createFakeCookieJar(), storage, hostname: 'localhost' });
    manager.store(fakeAuthResponse());
    expect(JSON.parse(storage.getItem(`portico:session:${TOKEN}`) ?? 'null')).toMatchObject({
      session: { session_id: 'session-test-1' },
      user: { user_id: 'user-test-1' },
    });
  });
});

describe('given an answer with only an intermediate token', () => {
  it('stores it in its own cookie for 10 minutes and clears the session cookies and state', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const cookies = createFakeCookieJar();
    const manager = createSessionManager({ publicToken: TOKEN, cookies, storage: createMemoryStorage(), hostname: 'localhost', now: () => now });
    manager.store(fakeAuthResponse());

    manager.store({ user_id: 'user-test-1', intermediate_session_token: 'ist-1' });

    expect(manager.getIntermediateToken()).toBe('ist-1');
    expect(cookies.attributes.get('portico_intermediate_session_token')?.expires).toEqual(new Date('2025-06-01T12:10:00Z'));
    expect(cookies.get('portico_session')).toBeUndefined();
    expect(cookies.get('portico_session_jwt')).toBeUndefined();
    expect(manager.getState().session).toBeNull();
    expect(manager.getTokens()).toBeNull();
  });

  // The browser's cookie store (what the host's server and Playwright read) receives a page's writes
  // in order: the earlier session must be gone before the intermediate token is there, never both.
  it('removes the earlier session cookies before it writes the intermediate token', () => {
    const cookies = createFakeCookieJar();
    const manager = createSessionManager({ publicToken: TOKEN, cookies, storage: createMemoryStorage(), hostname: 'localhost' });
    manager.store(fakeAuthResponse());
    cookies.writes.length = 0;

    manager.store({ user_id: 'user-test-1', intermediate_session_token: 'ist-1' });

    expect(cookies.writes).toEqual(['remove portico_session', 'remove portico_session_jwt', 'set portico_intermediate_session_token']);
  });

  it('is cleared by the successful authentication that follows', () => {
    const manager = createSessionManager({ publicToken: TOKEN, cookies: createFakeCookieJar(), storage: createMemoryStorage(), hostname: 'localhost' });
    manager.store({ user_id: 'user-test-1', intermediate_session_token: 'ist-1' });
    manager.store(fakeAuthResponse());
    expect(manager.getIntermediateToken()).toBeNull();
  });
});

describe('destroy', () => {
  it('removes every cookie (with the same domain and path), the stored state, and tells subscribers once', () => {
    const cookies = createFakeCookieJar({ portico_intermediate_session_token: 'ist-1' });
    const storage = createMemoryStorage();
    const manager = createSessionManager({
      publicToken: TOKEN,
      cookies,
      storage,
      hostname: 'app.example.com',
      cookieOptions: { domain: '.example.com' },
    });
    manager.store(fakeAuthResponse());
    cookies.set('portico_intermediate_session_token', 'ist-2', {});
    const listener = vi.fn();
    manager.subscribe(listener);

    manager.destroy();
    manager.destroy();

    expect(cookies.get('portico_session')).toBeUndefined();
    expect(cookies.get('portico_session_jwt')).toBeUndefined();
    expect(cookies.get('portico_intermediate_session_token')).toBeUndefined();
    expect(cookies.removals.at(-1)?.attributes).toMatchObject({ domain: '.example.com', path: '/' });
    expect(storage.getItem(sessionStorageKey(TOKEN))).toBeNull();
    expect(manager.getState()).toEqual({ session: null, user: null, sessionToken: null, sessionJwt: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('subscribers', () => {
  it('are not told when only last_accessed_at (and the JWT that encodes it) moved, but the state still updates', () => {
    const manager = createSessionManager({ publicToken: TOKEN, cookies: createFakeCookieJar(), storage: createMemoryStorage(), hostname: 'localhost' });
    const first = fakeAuthResponse();
    manager.store(first);
    const listener = vi.fn();
    manager.subscribe(listener);

    manager.store({ ...first, session_jwt: 'jwt-2', session: { ...first.session, last_accessed_at: '2025-01-01T00:05:00.000Z' } });

    expect(listener).not.toHaveBeenCalled();
    expect(manager.getState().session?.last_accessed_at).toBe('2025-01-01T00:05:00.000Z');
    expect(manager.getState().sessionJwt).toBe('jwt-2');
  });

  it('are told when anything else changed, and can unsubscribe', () => {
    const manager = createSessionManager({ publicToken: TOKEN, cookies: createFakeCookieJar(), storage: createMemoryStorage(), hostname: 'localhost' });
    const first = fakeAuthResponse();
    manager.store(first);
    const listener = vi.fn();
    const unsubscribe = manager.subscribe(listener);

    manager.store({ ...first, session: { ...first.session, expires_at: new Date(Date.now() + 7_200_000).toISOString() } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(manager.getState());

    unsubscribe();
    manager.destroy();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('across tabs', () => {
  it('a manager takes the state another tab stored or destroyed, through the storage event', () => {
    // Both "tabs" share this page's real cookies and localStorage; jsdom fires no storage event
    // in the writing window, so the test dispatches the one the other tab would receive.
    const tabA = createSessionManager({ publicToken: TOKEN });
    const tabB = createSessionManager({ publicToken: TOKEN });
    const heardByB = vi.fn();
    tabB.subscribe(heardByB);
    const key = sessionStorageKey(TOKEN);

    tabA.store(fakeAuthResponse());
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }));

    expect(tabB.getState()).toEqual(tabA.getState());
    expect(tabB.getState().sessionToken).toBe('token-1');
    expect(heardByB).toHaveBeenCalledTimes(1);

    tabA.destroy();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: localStorage }));

    expect(tabB.getState().session).toBeNull();
    expect(heardByB).toHaveBeenCalledTimes(2);
    tabA.dispose();
    tabB.dispose();
  });

  it('ignores storage events for another project', () => {
    const manager = createSessionManager({ publicToken: TOKEN, cookies: createFakeCookieJar(), storage: createMemoryStorage() });
    const listener = vi.fn();
    manager.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey('public-token-other'), newValue: '{}' }));
    expect(listener).not.toHaveBeenCalled();
    manager.dispose();
  });
});

describe('at startup', () => {
  it('without a session cookie, destroys the stored session but keeps the intermediate token', () => {
    const storage = createMemoryStorage();
    storage.setItem(sessionStorageKey(TOKEN), JSON.stringify({ session: fakeAuthResponse().session, user: fakeAuthResponse().user }));
    const cookies = createFakeCookieJar({ portico_session_jwt: 'stale-jwt', portico_intermediate_session_token: 'ist-1' });

    const manager = createSessionManager({ publicToken: TOKEN, cookies, storage, hostname: 'localhost' });

    expect(manager.getState().session).toBeNull();
    expect(storage.getItem(sessionStorageKey(TOKEN))).toBeNull();
    expect(cookies.get('portico_session_jwt')).toBeUndefined();
    expect(manager.getIntermediateToken()).toBe('ist-1');
  });

  it('with a session cookie, starts from the stored session', () => {
    const storage = createMemoryStorage();
    const stored = fakeAuthResponse();
    storage.setItem(sessionStorageKey(TOKEN), JSON.stringify({ session: stored.session, user: stored.user }));
    const cookies = createFakeCookieJar({ portico_session: 'token-1', portico_session_jwt: 'jwt-1' });

    const manager = createSessionManager({ publicToken: TOKEN, cookies, storage, hostname: 'localhost' });

    expect(manager.getState()).toEqual({ session: stored.session, user: stored.user, sessionToken: 'token-1', sessionJwt: 'jwt-1' });
  });

  it('reads a corrupt stored entry as no stored session', () => {
    const storage = createMemoryStorage();
    storage.setItem(sessionStorageKey(TOKEN), '{not json');
    const cookies = createFakeCookieJar({ portico_session: 'token-1', portico_session_jwt: 'jwt-1' });
    const manager = createSessionManager({ publicToken: TOKEN, cookies, storage, hostname: 'localhost' });
    expect(manager.getState()).toMatchObject({ session: null, sessionToken: 'token-1' });
  });
});

describe('the Secure flag', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('is off on %s, where pages are plain http', (hostname) => {
    const cookies = createFakeCookieJar();
    createSessionManager({ publicToken: TOKEN, cookies, storage: createMemoryStorage(), hostname }).store(fakeAuthResponse());
    expect(cookies.attributes.get('portico_session')?.secure).toBe(false);
  });

  it('is on elsewhere, with the configured domain so subdomains share the session', () => {
    const cookies = createFakeCookieJar();
    const manager = createSessionManager({
      publicToken: TOKEN,
      cookies,
      storage: createMemoryStorage(),
      hostname: 'login.example.com',
      cookieOptions: { domain: '.example.com' },
    });
    manager.store(fakeAuthResponse());
    expect(cookies.attributes.get('portico_session')).toMatchObject({ secure: true, domain: '.example.com', sameSite: 'Lax' });
    expect(cookies.attributes.get('portico_session_jwt')).toMatchObject({ secure: true, domain: '.example.com' });
  });
});

describe('the default cookie jar', () => {
  it('writes real cookies through document.cookie on a localhost page', () => {
    const manager = createSessionManager({ publicToken: TOKEN });
    manager.store(fakeAuthResponse());
    expect(document.cookie).toContain('portico_session=token-1');
    manager.destroy();
    expect(document.cookie).not.toContain('portico_session');
    manager.dispose();
  });
});
