/**
 * In the spirit of Clerk's hooks: the session and the user, following every change (a
 * sign-in by the widget, a sign-out here or in another tab).
 */
import { useEffect, useState } from 'react';
import type { AuthClient, Session, User } from '../../client/types';
import { watchSession, type SessionSnapshot } from '../../client/watchSession';
import { useClientOrContext } from './clientContext';

function useSnapshot(client?: AuthClient): SessionSnapshot {
  const found = useClientOrContext(client);
  const [snapshot, setSnapshot] = useState<SessionSnapshot>(() => ({ session: found.session.getSync(), user: null, isLoaded: false }));
  useEffect(() => watchSession(found, setSnapshot), [found]);
  return snapshot;
}

export interface UseSessionResult {
  session: Session | null;
  isSignedIn: boolean;
}

/** The current session (null when nobody is signed in). */
export function useSession(client?: AuthClient): UseSessionResult {
  const { session } = useSnapshot(client);
  return { session, isSignedIn: session !== null };
}

export interface UseUserResult {
  user: User | null;
  isSignedIn: boolean;
  /** False while the user of a session found at start-up is on its way. */
  isLoaded: boolean;
}

/** The signed-in user (null when nobody is, or before it has loaded). */
export function useUser(client?: AuthClient): UseUserResult {
  const { session, user, isLoaded } = useSnapshot(client);
  return { user, isSignedIn: session !== null, isLoaded };
}
