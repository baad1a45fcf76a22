/** Failure counters with a temporary lock (e.g. 10 wrong passwords in a row lock for 15 minutes). */
import type { EmulatorContext } from '../context';

export function createLockouts(ctx: Pick<EmulatorContext, 'db' | 'now'>) {
  const get = ctx.db.prepare<[string], { failures: number; locked_until: number | null }>('SELECT failures, locked_until FROM lockouts WHERE key = ?');
  const bump = ctx.db.prepare<[string], { failures: number }>(
    `INSERT INTO lockouts (key, failures) VALUES (?, 1)
     ON CONFLICT(key) DO UPDATE SET failures = failures + 1 RETURNING failures`);
  const lock = ctx.db.prepare('UPDATE lockouts SET locked_until = ?, failures = 0 WHERE key = ?');
  const clear = ctx.db.prepare('DELETE FROM lockouts WHERE key = ?');

  return {
    isLocked(key: string): boolean {
      const until = get.get(key)?.locked_until;
      return until != null && until > ctx.now().getTime();
    },
    /** Counts a failure; returns true when this one reaches `max` and starts the lock. */
    fail(key: string, max: number, lockMinutes: number): boolean {
      const { failures } = bump.get(key)!;
      if (failures < max) return false;
      lock.run(ctx.now().getTime() + lockMinutes * 60_000, key);
      return true;
    },
    reset: (key: string) => void clear.run(key),
  };
}
