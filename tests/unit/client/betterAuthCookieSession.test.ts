/**
 * SPEC §4 for an HttpOnly-cookie backend (src/client/betterAuth/cookieSession.ts): the state comes
 * from what the backend said, is cached without secrets, follows other tabs through the `storage`
 * event (then asks the backend again), and tells subscribers only of real changes.
 */
import { describe, expect, it, vi } from 'vitest';
import { createCookieSession } from '../../../src/client/betterAuth/cookieSession';
import { createMemoryStorage } from '../../../src/client/storage';
import type { Session, User } from '../../../src/client/types';

const session: Session = {
  session_id: 's1',
  user_id: 'u1',
  started_at: '2026-11-26T08:00:00Z',
  last_accessed_at: '2026-11-26T08:00:00Z',
  expires_at: '2026-12-03T08:00:00Z',
  authentication_factors: [],
};
const user: User = { user_id: 'u1', emails: [{ email_id: 'u1', email: 'ada@example.com', verified: true }], phone_numbers: [], webauthn_registrations: [] };
const KEY = 'portico:better-auth:session:test';

function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

describe('the Better Auth session in the browser', () => {
  it('starts from the cached answer, so getSync answers before the backend does', () => {
    const storage = createMemoryStorage();
    storage.setItem(KEY, JSON.stringify({ session, user }));
    const tab = createCookieSession({ storage, key: KEY, storageEvents: new EventTarget(), onOtherTab: () => undefined });
    expect(tab.getState().session?.session_id).toBe('s1');
    expect(tab.getState().sessionToken).toBeNull(); // the cookie is HttpOnly: never held here
  });

  it('tells subscribers of a sign-in and a sign-out, not of a refresh that only moves last_accessed_at', () => {
    const storage = createMemoryStorage();
    const tab = createCookieSession({ storage, key: KEY, storageEvents: new EventTarget(), onOtherTab: () => undefined });
    const heard = vi.fn();
    tab.subscribe(heard);
    tab.set({ session, user });
    tab.set({ session: { ...session, last_accessed_at: '2026-11-26T09:00:00Z' }, user });
    tab.set(null);
    expect(heard.mock.calls.map(([state]) => state.user?.user_id ?? null)).toEqual(['u1', null]);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("follows another tab's sign-in at once, then asks the backend", () => {
    const events = new EventTarget();
    const onOtherTab = vi.fn();
    // The storage is the origin's: the other tab's write is there when its event arrives.
    const storage = createMemoryStorage();
    const tab = createCookieSession({ storage, key: KEY, storageEvents: events, onOtherTab });
    const heard = vi.fn();
    tab.subscribe(heard);
    storage.setItem(KEY, JSON.stringify({ session, user }));
    events.dispatchEvent(storageEvent(KEY, JSON.stringify({ session, user })));
    expect(tab.getState().user?.user_id).toBe('u1');
    expect(onOtherTab).toHaveBeenCalledTimes(1);
    storage.removeItem(KEY);
    events.dispatchEvent(storageEvent(KEY, null));
    expect(tab.getState().session).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    events.dispatchEvent(storageEvent('some-other-key', 'x'));
    expect(onOtherTab).toHaveBeenCalledTimes(2);
  });

  it('a corrupt cache reads as signed out', () => {
    const storage = createMemoryStorage();
    storage.setItem(KEY, '{not json');
    expect(createCookieSession({ storage, key: KEY, storageEvents: new EventTarget(), onOtherTab: () => undefined }).getState().session).toBeNull();
  });
});
