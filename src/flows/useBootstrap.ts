/** SPEC §7 bootstrap get: the cached value at once, then the server's; it never blocks sign-in. */
import { useEffect, useState } from 'react';
import type { AuthClient, Bootstrap } from '../client/types';

export function useBootstrap(client: AuthClient): Bootstrap {
  const [bootstrap, setBootstrap] = useState(() => client.bootstrap.getSync());
  useEffect(() => {
    let current = true;
    client.bootstrap.get().then(
      (next) => {
        // SPEC §5: a developer who mounted a B2B project's token is told so, once per load.
        if (next.vertical === 'b2b') void import('../client/withAnswer').then((m) => console.warn(m.B2B_TOKEN_WARNING));
        if (current) setBootstrap(next);
      },
      () => undefined, // the cached or default values stay
    );
    return () => {
      current = false;
    };
  }, [client]);
  return bootstrap;
}
