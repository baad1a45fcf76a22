/** SPEC §7 bootstrap get: the cached value at once, then the server's; it never blocks sign-in. */
import { useEffect, useState } from 'react';
import type { AuthClient, Bootstrap } from '../client/types';

export function useBootstrap(client: AuthClient): Bootstrap {
  const [bootstrap, setBootstrap] = useState(() => client.bootstrap.getSync());
  useEffect(() => {
    let current = true;
    client.bootstrap.get().then(
      (next) => current && setBootstrap(next),
      () => undefined, // the cached or default values stay
    );
    return () => {
      current = false;
    };
  }, [client]);
  return bootstrap;
}
