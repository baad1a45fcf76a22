/**
 * A screen that needs a session asks no server without one (no 401 in the console), and loads again
 * when one arrives after it mounted: a backend whose session is a cookie the widget cannot read
 * (Better Auth) knows of a sign-in made outside the widget only once its start-up check answers
 * (SPEC §4 startup). A session that leaves later (a deletion, a sign-out elsewhere) leaves what is shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { AuthClient } from '../../client/types';

/** `load` at the mount with a session, whenever one arrives and when `deps` change; `none` at a mount without one. */
export function useSessionLoad(client: AuthClient, load: () => void, none: () => void = load, deps: unknown[] = []): void {
  const [signedIn, setSignedIn] = useState(() => client.session.getSync() !== null);
  const mounted = useRef(false);
  useEffect(() => client.session.onChange((state) => setSignedIn(state.session !== null)), [client]);
  useEffect(() => {
    if (client.session.getSync()) load();
    else if (!mounted.current) none();
    mounted.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, ...deps]);
}
