/**
 * The session as the browser holds it (SPEC §4): tokens in cookies, session and user in storage.
 * Reads are live, so a sign-in in another tab shows at once. It is all a client needs until there
 * is a session to manage; the session manager (change events, cross-tab sync) builds on it.
 */
import type { SessionManager, SessionState } from './types';
import { createBrowserCookieJar, isLoopbackHost, type CookieAttributes, type CookieJar, type CookieOptions } from './cookies';
import { defaultStorage, readJson, type KeyValueStorage } from './storage';
import { EMPTY_SESSION, parsePersisted, type PersistedSession } from './storedSession';

export interface SessionManagerOptions {
  /** Namespaces the storage key, so two projects on one page keep separate state. */
  publicToken: string;
  /** @defaultValue localStorage (in memory where there is none) */
  storage?: KeyValueStorage;
  /** @defaultValue js-cookie over document.cookie */
  cookies?: CookieJar;
  cookieOptions?: CookieOptions;
  /** The page's host name, which decides the Secure flag. @defaultValue location.hostname */
  hostname?: string;
  /** Where other tabs' `storage` events arrive. @defaultValue window (none outside a browser) */
  storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** @defaultValue () => new Date() */
  now?: () => Date;
}

export function sessionStorageKey(publicToken: string): string {
  return `portico:session:${publicToken}`;
}

export interface SessionReader {
  cookies: CookieJar;
  storage: KeyValueStorage;
  key: string;
  names: { token: string; jwt: string; intermediate: string };
  attributes: CookieAttributes;
  /** The state for this stored value (the token cookies decide whether there is a session at all). */
  stateFrom(persisted: PersistedSession | null): SessionState;
  /** The state as stored right now. */
  read(): SessionState;
  getTokens: SessionManager['getTokens'];
  /** Removes the session cookies and the stored session; the intermediate token stays. */
  clearSession(): void;
}

export function createSessionReader(options: SessionManagerOptions): SessionReader {
  const storage = options.storage ?? defaultStorage();
  const cookies = options.cookies ?? createBrowserCookieJar();
  const key = sessionStorageKey(options.publicToken);
  const names = {
    token: options.cookieOptions?.sessionTokenName ?? 'portico_session',
    jwt: options.cookieOptions?.sessionJwtName ?? 'portico_session_jwt',
    intermediate: options.cookieOptions?.intermediateTokenName ?? 'portico_intermediate_session_token',
  };
  const hostname = options.hostname ?? globalThis.location?.hostname ?? '';
  const attributes: CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: options.cookieOptions?.secure ?? !isLoopbackHost(hostname),
    ...(options.cookieOptions?.domain ? { domain: options.cookieOptions.domain } : {}),
  };

  const stateFrom = (persisted: PersistedSession | null): SessionState => {
    const sessionToken = cookies.get(names.token) ?? null;
    if (sessionToken === null) return EMPTY_SESSION;
    return {
      session: persisted?.session ?? null,
      user: persisted?.user ?? null,
      sessionToken,
      sessionJwt: cookies.get(names.jwt) ?? null,
    };
  };

  return {
    cookies,
    storage,
    key,
    names,
    attributes,
    stateFrom,
    read: () => stateFrom(parsePersisted(readJson(storage, key))),
    getTokens() {
      const sessionToken = cookies.get(names.token);
      const sessionJwt = cookies.get(names.jwt);
      return sessionToken && sessionJwt ? { session_token: sessionToken, session_jwt: sessionJwt } : null;
    },
    clearSession() {
      // Issue 20: a cookie write is a synchronous trip to the browser's cookie store, and every page
      // load without a session clears at startup, before the widget's first frame: write only to remove.
      if (cookies.get(names.token) !== undefined) cookies.remove(names.token, attributes);
      if (cookies.get(names.jwt) !== undefined) cookies.remove(names.jwt, attributes);
      storage.removeItem(key);
    },
  };
}
