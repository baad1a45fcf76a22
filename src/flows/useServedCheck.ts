/**
 * SPEC §7 bootstrap: the server's answer decides what the widget serves. Where the backend's server
 * says (`backend.server`), the widget draws no screen until an answer (or a cached one) is in, so
 * nobody types an address or a number into a form that cannot work; a product or channel the
 * server does not serve is refused, naming it and the backend. The checks are the client's
 * (client/backend): a client whose server cannot say pays nothing.
 */
import { useEffect, useState } from 'react';
import type { AuthClient, BackendConfigView } from '../client/types';

const NONE: readonly string[] = [];

/** The server's problems with the config: [] when served, null while its answer is awaited. */
export function useServedCheck(client: AuthClient, config: BackendConfigView): readonly string[] | null {
  const server = client.backend?.server;
  const [problems, setProblems] = useState(() => (!server || server.servesAtOnce(config) ? NONE : null));
  useEffect(() => {
    let current = true;
    server?.problems(config).then((found) => current && setProblems(found));
    return () => {
      current = false;
    };
  }, [server, config]);
  return problems;
}
