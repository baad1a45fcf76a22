/**
 * Small helpers this client keeps to itself rather than importing from the Portico-protocol
 * client's modules: each binding this entry imported from those chunks would make them export one
 * more name, bytes the Login widget's own download would carry (tests/e2e/size.e2e.test.ts).
 * Storage and the stored session's shape it does import: clientBase exports them already.
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

/**
 * Calls whose code downloads on first use (as ../deferred.ts does for the protocol client; a copy,
 * for the reason above): `group.a.b(args)` imports the group, then makes the call.
 */
export function lazyGroup<Group extends object>(load: () => Promise<Group>): Group {
  let loading: Promise<Group> | undefined;
  const at = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      // Never thenable: `await client.otps` must not wait forever.
      get: (_target, key) => (typeof key === 'string' && key !== 'then' ? at([...path, key]) : undefined),
      apply: async (_target, _this, args: unknown[]) => {
        let owner: Record<string, unknown> = {};
        let member: unknown = await (loading ??= load().catch((error: unknown) => {
          loading = undefined; // a failed download is tried again on the next call
          throw error;
        }));
        for (const key of path) {
          owner = member as Record<string, unknown>;
          member = owner[key];
        }
        return (member as (...callArgs: unknown[]) => unknown).apply(owner, args);
      },
    });
  return at([]) as Group;
}
