/**
 * The session manager of SPEC §4: tokens in cookies, session and user in localStorage (synced
 * across tabs by the `storage` event), subscribers told only of real changes. All state lives in
 * the returned object, so two managers on one page never share anything but the browser's own.
 */
import type { AuthResponse, IntermediateResponse, SessionManager, SessionState } from './types';
import { INTERMEDIATE_TOKEN_MINUTES } from './constants';
import { isLoopbackHost, type CookieAttributes } from './cookies';
import { writeJson } from './storage';
import { sameSessionState } from './sameSessionState';
import { createSessionReader, type SessionManagerOptions } from './sessionReader';
import { EMPTY_SESSION, parsePersisted, type PersistedSession } from './storedSession';

export { sessionStorageKey, type SessionManagerOptions } from './sessionReader';


export interface BrowserSessionManager extends SessionManager {
  /** Stops listening to other tabs. */
  dispose(): void;
}

export function createSessionManager(options: SessionManagerOptions): BrowserSessionManager {
  const reader = createSessionReader(options);
  const { storage, cookies, key, names, stateFrom } = reader;
  const hostname = options.hostname ?? globalThis.location?.hostname ?? '';
  const baseAttributes: CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: options.cookieOptions?.secure ?? !isLoopbackHost(hostname),
    ...(options.cookieOptions?.domain ? { domain: options.cookieOptions.domain } : {}),
  };
  const now = options.now ?? (() => new Date());
  const listeners = new Set<(state: SessionState) => void>();
  let state: SessionState = EMPTY_SESSION;

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

  /** Removes the session cookies and the stored session; the intermediate token stays. */
  function clearSession(): void {
    // A cookie write is a synchronous trip to the browser's cookie store: write only to remove.
    if (cookies.get(names.token) !== undefined) cookies.remove(names.token, baseAttributes);
    if (cookies.get(names.jwt) !== undefined) cookies.remove(names.jwt, baseAttributes);
    storage.removeItem(key);
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

  // The earlier session goes first: the browser's cookie store receives a page's writes in order,
  // so nothing reading it (the host's server, another tab) ever sees both the intermediate token
  // and the earlier session's cookies.
  function storeIntermediate(response: IntermediateResponse): void {
    clearSession();
    const expires = new Date(now().getTime() + INTERMEDIATE_TOKEN_MINUTES * 60_000);
    cookies.set(names.intermediate, response.intermediate_session_token, { ...baseAttributes, expires });
    apply(EMPTY_SESSION);
  }

  // Another tab stored or destroyed the session: cookies are shared, so only the state is read.
  function onStorage(event: Event): void {
    const { key: changedKey, newValue } = event as StorageEvent;
    if (changedKey !== key && changedKey !== null) return;
    apply(stateFrom(newValue === null || changedKey === null ? null : parsePersisted(safeParse(newValue))));
  }

  // SPEC §4 startup: without the session cookies the stored session is stale (the client's own
  // rule: a token without its JWT is no session either). The intermediate token is kept: it must
  // survive the page load that brings the user back for a second factor.
  if (!reader.getTokens()) clearSession();
  else state = reader.read();

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
      clearSession();
      cookies.remove(names.intermediate, baseAttributes);
      apply(EMPTY_SESSION);
    },
    getIntermediateToken: () => cookies.get(names.intermediate) ?? null,
    getTokens: reader.getTokens,
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
