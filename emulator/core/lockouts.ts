/**
 * Failure counters with a temporary lock (e.g. 10 wrong passwords in a row lock for 15 minutes).
 * An attempt is counted when it is admitted, in one synchronous IMMEDIATE
 * transaction, before the caller awaits anything (a password hash); so however many requests run
 * at once, at most `max` of them are ever checked before the lock.
 */
import type { EmulatorContext } from '../context';

export type Admission = 'admitted' | 'locked';
/** `lock_started`: this failure started the lock (the owner may be told). */
export type FailureOutcome = 'counted' | 'locked' | 'lock_started';

interface Row {
  failures: number;
  locked_until: number | null;
}

export function createLockouts(ctx: Pick<EmulatorContext, 'db' | 'now'>) {
  const get = ctx.db.prepare<[string], Row>('SELECT failures, locked_until FROM lockouts WHERE key = ?');
  const upsert = ctx.db.prepare(
    `INSERT INTO lockouts (key, failures, locked_until) VALUES (?, ?, NULL)
     ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, locked_until = NULL`);
  const lock = ctx.db.prepare('UPDATE lockouts SET locked_until = ? WHERE key = ?');
  const clear = ctx.db.prepare('DELETE FROM lockouts WHERE key = ?');
  const clearPrefix = ctx.db.prepare('DELETE FROM lockouts WHERE substr(key, 1, length(?)) = ?');

  const admit = ctx.db.transaction((key: string, max: number): Admission => {
    const nowMs = ctx.now().getTime();
    const row = get.get(key);
    if (row?.locked_until != null && row.locked_until > nowMs) return 'locked';
    // An ended lock starts a new count.
    const failures = row && row.locked_until == null ? row.failures : 0;
    // `max` attempts counted and not yet answered (or all wrong): no more until they are.
    if (failures >= max) return 'locked';
    upsert.run(key, failures + 1);
    return 'admitted';
  });

  const fail = ctx.db.transaction((key: string, max: number, lockMinutes: number): FailureOutcome => {
    const nowMs = ctx.now().getTime();
    const row = get.get(key);
    // A right answer admitted at the same time reset the count: this failure starts a new one.
    if (!row) return 'counted';
    if (row.locked_until != null && row.locked_until > nowMs) return 'locked';
    if (row.failures < max) return 'counted';
    lock.run(nowMs + lockMinutes * 60_000, key);
    return 'lock_started';
  });

  return {
    /** Counts an attempt before it is checked; 'locked' when the key is locked or `max` attempts are counted. */
    admit: (key: string, max: number): Admission => admit.immediate(key, max),
    /** The admitted attempt was wrong: the lock starts once `max` in a row were. */
    fail: (key: string, max: number, lockMinutes: number): FailureOutcome => fail.immediate(key, max, lockMinutes),
    /** The admitted attempt was right (or a reset happened): the count starts again. */
    reset: (key: string) => void clear.run(key),
    /** Every counter whose key starts with `prefix` starts again (e.g. all of a user's after a reset). */
    resetAll: (prefix: string) => void clearPrefix.run(prefix, prefix),
  };
}
