/**
 * The session manager of SPEC §4: tokens in cookies, session and user in localStorage (synced
 * across tabs by the `storage` event), subscribers told only of real changes. All state lives in
 * the returned object, so two managers on one page never share anything but the browser's own.
 */
import type { AuthResponse, IntermediateResponse, Session, SessionManager, SessionState, User } from './types';
import { createBrowserCookieJar, isLoopbackHost, type CookieAttributes, type CookieJar, type CookieOptions } from './cookies';
import { defaultStorage, readJson, writeJson, type KeyValueStorage } from './storage';
import { sameSessionState } from './sameSessionState';

/** SPEC §9: the intermediate session token cookie lives 10 minutes. */
export const INTERMEDIATE_TOKEN_MINUTES = 10;

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

export interface BrowserSessionManager extends SessionManager {
  /** Stops listening to other tabs. */
  dispose(): void;
}

interface PersistedSession {
  session: Session;
  user: User;
}

const EMPTY: SessionState = { session: null, user: null, sessionToken: null, sessionJwt: null };

export function sessionStorageKey(publicToken: string): string {
  return `portico:session:${publicToken}`;
}

export function createSessionManager(options: SessionManagerOptions): BrowserSessionManager {
  const storage = options.storage ?? defaultStorage();
  const cookies = options.cookies ?? createBrowserCookieJar();
  const now = options.now ?? (() => new Date());
  const key = sessionStorageKey(options.publicToken);
  const names = {
    token: options.cookieOptions?.sessionTokenName ?? 'portico_session',
    jwt: options.cookieOptions?.sessionJwtName ?? 'portico_session_jwt',
    intermediate: options.cookieOptions?.intermediateTokenName ?? 'portico_intermediate_session_token',
  };
  const hostname = options.hostname ?? globalThis.location?.hostname ?? '';
  const baseAttributes: CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: options.cookieOptions?.secure ?? !isLoopbackHost(hostname),
    ...(options.cookieOptions?.domain ? { domain: options.cookieOptions.domain } : {}),
  };
  const listeners = new Set<(state: SessionState) => void>();
  let state: SessionState = EMPTY;

  function stateFrom(persisted: PersistedSession | null): SessionState {
    const sessionToken = cookies.get(names.token) ?? null;
    if (sessionToken === null) return EMPTY;
    return {
      session: persisted?.session ?? null,
      user: persisted?.user ?? null,
      sessionToken,
      sessionJwt: cookies.get(names.jwt) ?? null,
    };
  }

  function apply(next: SessionState): void {
    const changed = !sameSessionState(state, next);
    state = next;
    if (!changed) return;
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch (error) {
        // One broken subscriber must not stop the others or the call that stored the session.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function clearSessionCookies(): void {
    cookies.remove(names.token, baseAttributes);
    cookies.remove(names.jwt, baseAttributes);
  }

  function storeSession(response: AuthResponse): void {
    const expires = new Date(response.session.expires_at);
    cookies.set(names.token, response.session_token, { ...baseAttributes, expires });
    cookies.set(names.jwt, response.session_jwt, { ...baseAttributes, expires });
    cookies.remove(names.intermediate, baseAttributes);
    const persisted: PersistedSession = { session: response.session, user: response.user };
    writeJson(storage, key, persisted);
    apply(stateFrom(persisted));
  }

  function storeIntermediate(response: IntermediateResponse): void {
    const expires = new Date(now().getTime() + INTERMEDIATE_TOKEN_MINUTES * 60_000);
    cookies.set(names.intermediate, response.intermediate_session_token, { ...baseAttributes, expires });
    clearSessionCookies();
    storage.removeItem(key);
    apply(EMPTY);
  }

  // Another tab stored or destroyed the session: cookies are shared, so only the state is read.
  function onStorage(event: Event): void {
    const { key: changedKey, newValue } = event as StorageEvent;
    if (changedKey !== key && changedKey !== null) return;
    apply(stateFrom(newValue === null || changedKey === null ? null : parsePersisted(safeParse(newValue))));
  }

  // SPEC §4 startup: without a session cookie the stored session is stale. The intermediate
  // token is kept: it must survive the page load that brings the user back for a second factor.
  if (cookies.get(names.token) === undefined) {
    clearSessionCookies();
    storage.removeItem(key);
  } else {
    state = stateFrom(parsePersisted(readJson(storage, key)));
  }

  const storageEvents = options.storageEvents ?? (typeof window === 'undefined' ? undefined : window);
  storageEvents?.addEventListener('storage', onStorage);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    store(response) {
      if ('session_token' in response && response.session_token) storeSession(response);
      else if ('intermediate_session_token' in response) storeIntermediate(response);
    },
    destroy() {
      clearSessionCookies();
      cookies.remove(names.intermediate, baseAttributes);
      storage.removeItem(key);
      apply(EMPTY);
    },
    getIntermediateToken: () => cookies.get(names.intermediate) ?? null,
    getTokens() {
      const sessionToken = cookies.get(names.token);
      const sessionJwt = cookies.get(names.jwt);
      return sessionToken && sessionJwt ? { session_token: sessionToken, session_jwt: sessionJwt } : null;
    },
    dispose: () => storageEvents?.removeEventListener('storage', onStorage),
  };
}

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Only a value with both a session and a user is a stored session; anything else reads as none. */
function parsePersisted(value: unknown): PersistedSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { session, user } = value as Record<string, unknown>;
  if (typeof session !== 'object' || session === null || typeof user !== 'object' || user === null) return null;
  return { session: session as Session, user: user as User };
}
