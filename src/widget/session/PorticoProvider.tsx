import type { ReactNode } from 'react';
import type { AuthClient } from '../../client/types';
import { PorticoClientContext } from '../../flows/session/clientContext';

/** The client the session hooks and components use when they are given none. */
export function PorticoProvider({ client, children }: { client: AuthClient; children?: ReactNode }) {
  return <PorticoClientContext.Provider value={client}>{children}</PorticoClientContext.Provider>;
}
