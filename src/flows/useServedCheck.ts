/**
 * SPEC §7 bootstrap: the server's answer decides what the widget serves. Where the backend's server
 * says (`backend.server`), the widget draws no screen until an answer (or the last one, cached)
 * confirms the config, so nobody types an address or a number into a form that cannot work; a
 * product or channel the server does not serve is refused, naming it and the backend. The checks
 * are the client's (client/backend/backendProblems.ts): a client whose server cannot say pays nothing.
 */
import { useEffect, useState } from 'react';
import type { AuthClient, BackendConfigView } from '../client/types';

export interface ServedCheck {
  status: 'pending' | 'served' | 'refused';
  problems: readonly string[];
}

const SERVED: ServedCheck = { status: 'served', problems: [] };

export function useServedCheck(client: AuthClient, config: BackendConfigView): ServedCheck {
  const server = client.backend?.server;
  const [check, setCheck] = useState<ServedCheck>(() => (!server || server.servesAtOnce(config) ? SERVED : { status: 'pending', problems: [] }));
  useEffect(() => {
    let current = true;
    server?.problems(config).then((problems) => {
      if (current) setCheck(problems.length ? { status: 'refused', problems } : SERVED);
    });
    return () => {
      current = false;
    };
  }, [server, config]);
  return check;
}
