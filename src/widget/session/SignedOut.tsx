import type { ReactNode } from 'react';
import type { AuthClient } from '../../client/types';
import { useSession } from '../../flows/session/useSession';

/** Its children only while nobody is signed in (as Clerk's `<SignedOut>`): a Login widget, a link. */
export function SignedOut({ client, children }: { client?: AuthClient; children?: ReactNode }) {
  return useSession(client).isSignedIn ? null : <>{children}</>;
}
