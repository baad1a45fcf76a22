/** Signs the person out: the session revoked on the server and cleared here, even if the server fails. */
import { useCallback, useRef, useState } from 'react';
import type { AuthClient } from '../../client/types';
import type { Callbacks } from '../events';
import { reportToHost } from '../runtime';
import { useClientOrContext } from './clientContext';

/** `callbacks.onError` hears a sign-out the server refused or could not answer (SPEC §8: onError is always called). */
export function useSignOut(client?: AuthClient, callbacks?: Callbacks): { signOut: () => Promise<void>; signingOut: boolean } {
  const found = useClientOrContext(client);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    // forceClear: a server that cannot be reached must not keep the person signed in on this page.
    await found.session.revoke({ forceClear: true }).catch((error: unknown) => {
      console.error('[portico] sign-out:', error);
      reportToHost(latest.current, error);
    });
    setSigningOut(false);
  }, [found]);
  return { signOut, signingOut };
}
