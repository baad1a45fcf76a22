/**
 * SPEC §4: subscribers hear only of real changes. A refresh moves last_accessed_at (and mints a
 * new JWT that encodes it) on every call; neither counts as a change.
 */
import type { SessionState } from './types';

export function sameSessionState(a: SessionState, b: SessionState): boolean {
  return deepEqual(withoutVolatileFields(a), withoutVolatileFields(b));
}

function withoutVolatileFields(state: SessionState): unknown {
  const session = state.session === null ? null : { ...state.session, last_accessed_at: undefined };
  return { session, user: state.user, sessionToken: state.sessionToken };
}

/** Structural equality for JSON-like values; keys whose value is undefined count as absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!deepEqual(left[key], right[key])) return false;
  }
  return true;
}
