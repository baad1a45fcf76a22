/**
 * Per-account lockout (SPEC: 10 wrong passwords in a row lock the account for 15 minutes), which
 * Better Auth's per-IP rate limit does not give. An attempt is counted when it is admitted, before
 * the password is checked, so concurrent guesses cannot slip past the limit. Admission and failure
 * run one at a time per account in this process (a promise chain per key); several server
 * instances on one database would need a database lock (not done: one instance, as the dev server).
 */
import type { AuthContext } from 'better-auth';
import { LOCKOUT_MODEL } from '../schema';

export interface LockoutOptions {
  /** Wrong passwords in a row before the lock. @defaultValue 10 */
  maxFailures?: number;
  /** @defaultValue 15 */
  lockMinutes?: number;
}

interface Row {
  id: string;
  key: string;
  failures: number;
  lockedUntil: Date | null;
}

export function createLockouts(options: LockoutOptions = {}, now: () => Date = () => new Date()) {
  const max = options.maxFailures ?? 10;
  const lockMs = (options.lockMinutes ?? 15) * 60_000;
  const queues = new Map<string, Promise<unknown>>();

  // One operation at a time per key; the chain is dropped when it is idle.
  function serial<T>(key: string, run: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(run, run);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  }

  const find = (ctx: AuthContext, key: string) =>
    ctx.adapter.findOne<Row>({ model: LOCKOUT_MODEL, where: [{ field: 'key', value: key }] });

  return {
    /** Counts the attempt; 'locked' while the account is locked or `max` attempts are unanswered. */
    admit: (ctx: AuthContext, key: string) =>
      serial(key, async (): Promise<'admitted' | 'locked'> => {
        const row = await find(ctx, key);
        const t = now().getTime();
        if (row?.lockedUntil && new Date(row.lockedUntil).getTime() > t) return 'locked';
        const failures = row && !row.lockedUntil ? row.failures : 0;
        if (failures >= max) return 'locked';
        if (row) {
          await ctx.adapter.update({
            model: LOCKOUT_MODEL,
            where: [{ field: 'key', value: key }],
            update: { failures: failures + 1, lockedUntil: null },
          });
        } else {
          await ctx.adapter.create({ model: LOCKOUT_MODEL, data: { key, failures: 1, lockedUntil: null } });
        }
        return 'admitted';
      }),
    /** The admitted attempt was wrong: the lock starts once `max` in a row were. */
    fail: (ctx: AuthContext, key: string) =>
      serial(key, async () => {
        const row = await find(ctx, key);
        if (!row || row.lockedUntil || row.failures < max) return;
        await ctx.adapter.update({
          model: LOCKOUT_MODEL,
          where: [{ field: 'key', value: key }],
          update: { lockedUntil: new Date(now().getTime() + lockMs) },
        });
      }),
    /** The admitted attempt was right, or the password was reset: the count starts again. */
    reset: (ctx: AuthContext, key: string) =>
      serial(key, () => ctx.adapter.deleteMany({ model: LOCKOUT_MODEL, where: [{ field: 'key', value: key }] })),
  };
}
