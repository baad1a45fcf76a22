/**
 * The session as the browser holds it (SPEC §4): tokens in cookies, session and user in storage.
 * Reads are live, so a sign-in in another tab shows at once. It is all a client needs until there
 * is a session to manage; the session manager (writes, change events, cross-tab sync) builds on
 * it. Reads only: a page without a session never downloads the code that writes one.
 */
import type { SessionManager, SessionState } from './types';
import { createBrowserCookieJar, type CookieJar, type CookieOptions } from './cookies';
import { defaultStorage, readJson, type KeyValueStorage } from './storage';
import { EMPTY_SESSION, parsePersisted, type PersistedSession } from './storedSession';

export interface SessionManagerOptions {
  /** Namespaces the storage key, so two projects on one page keep separate state. */
  publicToken: string;
  /** @defaultValue localStorage (in memory where there is none) */
  storage?: KeyValueStorage;
  /** @defaultValue document.cookie (createBrowserCookieJar) */
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
  /** The state for this stored value (the token cookies decide whether there is a session at all). */
  stateFrom(persisted: PersistedSession | null): SessionState;
  /** The state as stored right now. */
  read(): SessionState;
  getTokens: SessionManager['getTokens'];
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
    stateFrom,
    read: () => stateFrom(parsePersisted(readJson(storage, key))),
    getTokens() {
      const sessionToken = cookies.get(names.token);
      const sessionJwt = cookies.get(names.jwt);
      return sessionToken && sessionJwt ? { session_token: sessionToken, session_jwt: sessionJwt } : null;
    },
  };
}
