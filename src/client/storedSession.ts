/**
 * The session as both clients keep it in storage (SPEC §4: session and user, never a secret), and
 * the state with no session. A module of its own, so `portico/better-auth` shares it without the
 * protocol client's cookies (scripts/chunks.mjs: clientBase).
 */
import type { Session, SessionState, User } from './types';

export interface PersistedSession {
  session: Session;
  user: User;
}

export const EMPTY_SESSION: SessionState = { session: null, user: null, sessionToken: null, sessionJwt: null };

/** Only a value with both a session and a user is a stored session; anything else reads as none. */
export function parsePersisted(value: unknown): PersistedSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { session, user } = value as Record<string, unknown>;
  if (typeof session !== 'object' || session === null || typeof user !== 'object' || user === null) return null;
  return { session: session as Session, user: user as User };
}
