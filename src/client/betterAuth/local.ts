/**
 * Small helpers this client keeps to itself rather than importing from the Portico-protocol
 * client's modules: each binding this entry imported from those chunks would make them export one
 * more name, bytes the Login widget's own download would carry (tests/e2e/size.e2e.test.ts).
 * Storage (../storage) and the lazy call groups (../deferred) are shared: both are in the chunk
 * this entry downloads anyway (clientBase), so a copy here was paid twice (issue 21); so is the
 * stored session's shape (../storedSession).
 */
import { AuthClientError } from '../AuthClientError';
import type { SessionState } from '../types';

/** SPEC §4: a refresh that only moves last_accessed_at is no change. */
export function sameState(a: SessionState, b: SessionState): boolean {
  const stable = (s: SessionState) => JSON.stringify([s.session && { ...s.session, last_accessed_at: null }, s.user]);
  return stable(a) === stable(b);
}

export function unreachable(baseURL: string, cause: unknown): AuthClientError {
  const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  return new AuthClientError({
    status_code: 0,
    error_type: 'network_error',
    error_message: `Could not reach the authentication server at ${baseURL}${detail}. Check your connection and try again.`,
  });
}
