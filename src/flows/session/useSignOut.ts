/** Signs the person out: the session revoked on the server and cleared here, even if the server fails. */
import { useCallback, useState } from 'react';
import type { AuthClient } from '../../client/types';
import { useClientOrContext } from './clientContext';

export function useSignOut(client?: AuthClient): { signOut: () => Promise<void>; signingOut: boolean } {
  const found = useClientOrContext(client);
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    // forceClear: a server that cannot be reached must not keep the person signed in on this page.
    await found.session.revoke({ forceClear: true }).catch((error: unknown) => console.error('[portico] sign-out:', error));
    setSigningOut(false);
  }, [found]);
  return { signOut, signingOut };
}
