// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { Session, SessionState } from '../../../src/client/types';
import { useSessionLoad } from '../../../src/flows/session/useSessionLoad';
import { fakeClient, fakeAuthResponse } from '../../../stories/flows/fakeClient';
import { renderHook } from '../../fakes/renderHook';

/** A fake client whose session, like Better Auth's cookie session, is learnt after the mount. */
function lateSession() {
  let session: Session | null = null;
  const listeners = new Set<(state: SessionState) => void>();
  const client = fakeClient({
    session: {
      getSync: () => session,
      onChange: (listener: (state: SessionState) => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
  });
  const set = (next: Session | null) =>
    act(() => {
      session = next;
      for (const listener of listeners) listener({ session, user: null, sessionToken: null, sessionJwt: null });
    });
  return { client, set, listeners };
}

describe('useSessionLoad', () => {
  it('a mount without a session: `none` once; a session that arrives: `load`; one that leaves: nothing', () => {
    const { client, set, listeners } = lateSession();
    const calls: string[] = [];
    const hook = renderHook(() => useSessionLoad(client, () => calls.push('load'), () => calls.push('none')));
    expect(calls).toEqual(['none']);
    set(fakeAuthResponse.session);
    expect(calls).toEqual(['none', 'load']);
    set(null);
    expect(calls).toEqual(['none', 'load']);
    set(fakeAuthResponse.session);
    expect(calls).toEqual(['none', 'load', 'load']);
    hook.unmount();
    expect(listeners.size).toBe(0);
  });

  it('a mount with a session: `load` once; the same session told again: nothing more', () => {
    const { client, set } = lateSession();
    set(fakeAuthResponse.session);
    const calls: string[] = [];
    const hook = renderHook(() => useSessionLoad(client, () => calls.push('load'), () => calls.push('none')));
    set({ ...fakeAuthResponse.session });
    hook.unmount();
    expect(calls).toEqual(['load']);
  });
});
