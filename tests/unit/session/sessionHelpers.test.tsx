// @vitest-environment jsdom
/**
 * The session for the host's own code. watchSession (vanilla), useSession / useUser,
 * <SignedIn> / <SignedOut> and <UserButton> follow a fake client's session: a sign-in, a sign-out,
 * and a page that starts signed in (its user asked of the server).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { AuthClientError, type SessionState } from '../../../src/client/types';
import type { PorticoError } from '../../../src/flows/events';
import { useSignOut } from '../../../src/flows/session/useSignOut';
import { watchSession, type SessionSnapshot } from '../../../src/client/watchSession';
import { useUser } from '../../../src/flows/session/useSession';
import { PorticoProvider } from '../../../src/widget/session/PorticoProvider';
import { SignedIn } from '../../../src/widget/session/SignedIn';
import { SignedOut } from '../../../src/widget/session/SignedOut';
import { UserButton } from '../../../src/widget/session/UserButton';
import { fakeAuthResponse, fakeClient, fakeUser } from '../../../stories/flows/fakeClient';
import { flush, renderHook } from '../../fakes/renderHook';

/** A fake client whose session the test moves, as sign-ins and sign-outs would. */
function sessionFake(signedIn = false) {
  const listeners = new Set<(state: SessionState) => void>();
  let session = signedIn ? fakeAuthResponse.session : null;
  const set = (next: SessionState) => {
    session = next.session;
    listeners.forEach((listener) => listener(next));
  };
  const client = fakeClient({
    session: {
      getSync: () => session,
      onChange: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      revoke: async () => set({ session: null, user: null, sessionToken: null, sessionJwt: null }),
    },
  });
  return {
    client,
    signIn: () => set({ session: fakeAuthResponse.session, user: fakeUser, sessionToken: 't', sessionJwt: 'j' }),
    signOut: () => set({ session: null, user: null, sessionToken: null, sessionJwt: null }),
    listeners,
  };
}

describe('watchSession (vanilla)', () => {
  it('hears the state now, then every change; stop() ends it', async () => {
    const fake = sessionFake();
    const heard: SessionSnapshot[] = [];
    const stop = watchSession(fake.client, (snapshot) => heard.push(snapshot));
    expect(heard).toEqual([{ session: null, user: null, isLoaded: true }]);
    fake.signIn();
    expect(heard.at(-1)).toEqual({ session: fakeAuthResponse.session, user: fakeUser, isLoaded: true });
    fake.signOut();
    expect(heard.at(-1)?.session).toBeNull();
    stop();
    fake.signIn();
    expect(heard).toHaveLength(3);
    expect(fake.listeners.size).toBe(0);
  });

  it('a page that starts signed in: the session at once, the user from the server', async () => {
    const fake = sessionFake(true);
    const heard: SessionSnapshot[] = [];
    watchSession(fake.client, (snapshot) => heard.push(snapshot));
    expect(heard[0]).toEqual({ session: fakeAuthResponse.session, user: null, isLoaded: false });
    await flush();
    expect(heard.at(-1)).toEqual({ session: fakeAuthResponse.session, user: fakeUser, isLoaded: true });
    expect(fake.client.callsTo('user.get')).toHaveLength(1);
  });
});

describe('React helpers', () => {
  it('useUser follows a sign-in and a sign-out', async () => {
    const fake = sessionFake();
    const hook = renderHook(() => useUser(fake.client));
    expect(hook.result.current).toEqual({ user: null, isSignedIn: false, isLoaded: true });
    act(() => fake.signIn());
    expect(hook.result.current).toEqual({ user: fakeUser, isSignedIn: true, isLoaded: true });
    act(() => fake.signOut());
    expect(hook.result.current.isSignedIn).toBe(false);
    hook.unmount();
  });

  it('<SignedIn>, <SignedOut> and <UserButton> under <PorticoProvider>: Sign out revokes and swaps them', async () => {
    const fake = sessionFake();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <PorticoProvider client={fake.client}>
          <SignedOut>
            <p>Please sign in</p>
          </SignedOut>
          <SignedIn>
            <UserButton />
          </SignedIn>
        </PorticoProvider>,
      ),
    );
    expect(container.textContent).toBe('Please sign in');
    act(() => fake.signIn());
    await flush();
    expect(container.textContent).toContain('Signed in as ada@example.com');
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Sign out');
    expect(button).toBeDefined();
    await act(async () => button!.click());
    await flush();
    expect(fake.client.callsTo('session.revoke')).toEqual([[{ forceClear: true }]]);
    expect(container.textContent).toBe('Please sign in');
    act(() => root.unmount());
    container.remove();
  });

  it('<UserButton callbacks>: a sign-out the server refuses reaches onError, and the person is signed out here anyway', async () => {
    const fake = sessionFake(true);
    const refused = new AuthClientError({ status_code: 503, error_type: 'unknown_error', error_message: 'The server answered with HTTP status 503.' });
    fake.client.session.revoke = async () => {
      fake.signOut();
      throw refused;
    };
    const errors: PorticoError[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<UserButton client={fake.client} callbacks={{ onError: (error) => errors.push(error) }} />));
    await flush();
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Sign out');
    await act(async () => button!.click());
    await flush();
    expect(errors).toEqual([expect.objectContaining({ errorType: 'unknown_error', error: refused })]);
    expect(logged).toHaveBeenCalled();
    expect(container.textContent).toBe('');
    logged.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('useSignOut(client, callbacks): onError hears a failed sign-out', async () => {
    const fake = sessionFake(true);
    fake.client.session.revoke = async () => {
      throw new Error('offline');
    };
    const errors: PorticoError[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = renderHook(() => useSignOut(fake.client, { onError: (error) => errors.push(error) }));
    await act(async () => hook.result.current.signOut());
    expect(errors).toEqual([expect.objectContaining({ message: 'offline' })]);
    hook.unmount();
  });

  it('without a client or a provider, says how to give one', () => {
    expect(() => renderHook(() => useUser())).toThrow(/PorticoProvider/);
  });
});
