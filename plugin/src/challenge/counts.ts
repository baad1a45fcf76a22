/**
 * Hourly counts and spent challenges: on Better Auth's secondaryStorage (Redis: one atomic
 * increment, shared by every instance), else in this process, as the delivery budgets count.
 */
import type { SecondaryStorage } from '@better-auth/core/db';

const HOUR = 3600;
const PREFIX = 'portico:challenge:';

export function hourlyCounts() {
  const memory = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const entry = memory.get(key);
    return entry && entry.until > Date.now() ? entry : undefined;
  };
  const bump = (key: string, ttl: number) => {
    const entry = live(key);
    if (entry) return ++entry.n;
    if (memory.size > 100_000) for (const [k, v] of memory) if (v.until <= Date.now()) memory.delete(k);
    memory.set(key, { n: 1, until: Date.now() + ttl * 1000 });
    return 1;
  };
  return {
    add: async (storage: SecondaryStorage | undefined, key: string, ttl = HOUR) =>
      storage?.increment ? storage.increment(PREFIX + key, ttl) : bump(PREFIX + key, ttl),
    get: async (storage: SecondaryStorage | undefined, key: string) =>
      storage ? Number((await storage.get(PREFIX + key)) ?? 0) || 0 : (live(PREFIX + key)?.n ?? 0),
    reset: async (storage: SecondaryStorage | undefined, key: string) => (storage ? storage.delete(PREFIX + key) : void memory.delete(PREFIX + key)),
    /** True the first time `key` is seen within `ttl` seconds: a challenge is spent once. */
    once: async (storage: SecondaryStorage | undefined, key: string, ttl: number) =>
      (storage?.increment ? await storage.increment(PREFIX + key, ttl) : bump(PREFIX + key, ttl)) === 1,
  };
}
