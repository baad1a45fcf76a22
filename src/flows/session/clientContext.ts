/** The client the session hooks read when none is passed: PorticoProvider's (widget/session). */
import { createContext, useContext } from 'react';
import type { AuthClient } from '../../client/types';

export const PorticoClientContext = createContext<AuthClient | null>(null);

export function useClientOrContext(client?: AuthClient): AuthClient {
  const fromContext = useContext(PorticoClientContext);
  const found = client ?? fromContext;
  if (!found) throw new Error('Portico: pass a client, or render this inside <PorticoProvider client={client}>.');
  return found;
}
