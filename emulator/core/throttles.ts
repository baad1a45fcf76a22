/**
 * Rate limits: how often something may happen per key (an OTP destination, ...) in a fixed window
 * that starts with the first hit. Each hit is one IMMEDIATE transaction, so concurrent requests
 * and other processes on the same file count once each.
 */
import type { EmulatorContext } from '../context';

export interface Limit {
  /** Hits allowed in a window. */
  max: number;
  windowMinutes: number;
}

export function createThrottles(ctx: Pick<EmulatorContext, 'db' | 'now'>) {
  const get = ctx.db.prepare<[string], { count: number; window_ends_at: number }>('SELECT count, window_ends_at FROM rate_limits WHERE key = ?');
  const set = ctx.db.prepare(
    `INSERT INTO rate_limits (key, count, window_ends_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET count = excluded.count, window_ends_at = excluded.window_ends_at`);
  const clear = ctx.db.prepare('DELETE FROM rate_limits WHERE key = ?');

  const live = (key: string) => {
    const row = get.get(key);
    return row && row.window_ends_at > ctx.now().getTime() ? row : null;
  };

  const hit = ctx.db.transaction((key: string, limit: Limit): boolean => {
    const nowMs = ctx.now().getTime();
    const row = live(key);
    const count = (row?.count ?? 0) + 1;
    set.run(key, count, row?.window_ends_at ?? nowMs + limit.windowMinutes * 60_000);
    return count <= limit.max;
  });

  return {
    /** Counts a hit; false when it goes over the limit (it is counted all the same). */
    hit: (key: string, limit: Limit): boolean => hit.immediate(key, limit),
    /** True when the window's hits have reached the limit: the next one would be refused. */
    exhausted: (key: string, limit: Limit): boolean => (live(key)?.count ?? 0) >= limit.max,
    reset: (key: string) => void clear.run(key),
  };
}
