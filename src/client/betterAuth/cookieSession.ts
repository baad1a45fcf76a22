/**
 * SPEC §4 for a backend whose session is an HttpOnly cookie the widget never reads (Better Auth):
 * "signed in, and as whom" comes from the backend's get-session. The last answer is cached in
 * storage (no secret in it), so getSync() answers at once and other tabs follow through the
 * `storage` event; every change is checked with the backend, which has the last word.
 */
import { readJson, writeJson, type KeyValueStorage } from '../storage';
import { EMPTY_SESSION, parsePersisted as parse, type PersistedSession as Cached } from '../storedSession';
import type { SessionState } from '../types';

/** SPEC §4: a refresh that only moves last_accessed_at is no change (a copy of ../sameSessionState.ts, kept here for the reason request.ts keeps its own error). */
function sameSessionState(a: SessionState, b: SessionState): boolean {
  const stable = (s: SessionState) => JSON.stringify([s.session && { ...s.session, last_accessed_at: null }, s.user]);
  return stable(a) === stable(b);
}

const toState = (cached: Cached | null): SessionState =>
  cached ? { session: cached.session, user: cached.user, sessionToken: null, sessionJwt: null } : EMPTY_SESSION;

export interface CookieSession {
  getState(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** What the backend said: a session and user, or none. */
  set(cached: Cached | null): void;
}

export function createCookieSession(options: {
  storage: KeyValueStorage;
  key: string;
  storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  /** Another tab changed the session: ask the backend (its cookie is shared, its answer is true). */
  onOtherTab: () => void;
}): CookieSession {
  const { storage, key } = options;
  const listeners = new Set<(state: SessionState) => void>();
  const read = () => toState(parse(readJson(storage, key)));
  let state = read();

  function apply(next: SessionState) {
    const changed = !sameSessionState(state, next);
    state = next;
    if (!changed) return;
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function onStorage(event: Event) {
    const changedKey = (event as StorageEvent).key;
    if (changedKey !== key && changedKey !== null) return;
    // Shown at once (the other tab's write is in this tab's storage), then confirmed by the backend.
    apply(read());
    options.onOtherTab();
  }
  // For the page's life: the client lives as long as the page.
  (options.storageEvents ?? globalThis.window)?.addEventListener('storage', onStorage);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(cached) {
      const next = toState(cached);
      if (sameSessionState(state, next)) return apply(next);
      if (cached) writeJson(storage, key, cached);
      else storage.removeItem(key);
      apply(next);
    },
  };
}
