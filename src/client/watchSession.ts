/**
 * The session for code of the host's own (no widget): who is signed in now, and every
 * change after (a sign-in, a sign-out here or in another tab). The listener hears the current
 * state at once; the user arrives from the server when the page starts with a session.
 */
import type { AuthClient, Session, User } from './types';

export interface SessionSnapshot {
  session: Session | null;
  user: User | null;
  /** False until the user of a session found at start-up has arrived. */
  isLoaded: boolean;
}

/** Calls `listener` now and on every change; returns the function that stops it. */
export function watchSession(client: AuthClient, listener: (snapshot: SessionSnapshot) => void): () => void {
  let active = true;
  let current: SessionSnapshot = { session: client.session.getSync(), user: null, isLoaded: false };
  const emit = (next: SessionSnapshot) => {
    current = next;
    if (active) listener(next);
  };
  emit({ ...current, isLoaded: current.session === null });
  const stop = client.session.onChange(({ session, user }) => emit({ session, user, isLoaded: true }));
  const started = current.session;
  if (started) {
    // The stored session's user: asked of the server, so it is the server's current word.
    client.user.get().then(
      (user) => current.session?.session_id === started.session_id && emit({ ...current, user, isLoaded: true }),
      () => current.session?.session_id === started.session_id && emit({ ...current, isLoaded: true }),
    );
  }
  return () => {
    active = false;
    stop();
  };
}
