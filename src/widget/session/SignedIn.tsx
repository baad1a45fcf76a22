import type { ReactNode } from 'react';
import type { AuthClient } from '../../client/types';
import { useSession } from '../../flows/session/useSession';

/** Its children only while someone is signed in (as Clerk's `<SignedIn>`); they go at sign-out. */
export function SignedIn({ client, children }: { client?: AuthClient; children?: ReactNode }) {
  return useSession(client).isSignedIn ? <>{children}</> : null;
}
