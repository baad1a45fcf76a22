/**
 * SPEC §7 bootstrap: the server's answer decides what the widget serves. Where the backend asks for
 * it (`backend.confirmsWithServer`), the widget draws no screen until an answer (or the last one,
 * cached) confirms the config, so nobody types an address or a number into a form that cannot
 * work; a product or channel the server does not serve is refused, naming it and the backend.
 */
import { useEffect, useState } from 'react';
import { isDeveloperError } from '../client/developerErrors';
import { servedAtOnce, servedProblems } from '../client/servedByServer';
import type { AuthClient, BackendConfigView } from '../client/types';

export type ServedCheck = { status: 'pending' | 'served'; problems: readonly string[] } | { status: 'refused'; problems: readonly string[] };

const SERVED: ServedCheck = { status: 'served', problems: [] };
const PENDING: ServedCheck = { status: 'pending', problems: [] };

export function useServedCheck(client: AuthClient, config: BackendConfigView): ServedCheck {
  const [check, setCheck] = useState<ServedCheck>(() => (servedAtOnce(client, config) ? SERVED : PENDING));
  useEffect(() => {
    if (!client.backend?.confirmsWithServer) return;
    let current = true;
    client.bootstrap.get().then(
      (answer) => {
        const problems = answer.served ? servedProblems(client, config, answer.served) : [];
        if (current) setCheck(problems.length ? { status: 'refused', problems } : SERVED);
      },
      (error: unknown) => {
        // A missing route (a wrong base URL, no plugin) is the developer's to fix, and every call
        // would meet it; a server that is down or unreachable leaves the declaration to stand.
        const refused = isDeveloperError(error);
        const problem = refused ? `the server could not say what it serves: ${(error as Error).message}` : '';
        if (current) setCheck(refused ? { status: 'refused', problems: [problem] } : SERVED);
      },
    );
    return () => {
      current = false;
    };
  }, [client, config]);
  return check;
}
