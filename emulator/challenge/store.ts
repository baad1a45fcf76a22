/**
 * The emulator's challenge state, one per emulator (in memory: a restart also changes the signing
 * key, so no challenge issued before it can be spent after): hourly counts of what each client
 * address, number prefix and account did, and the challenges already spent.
 */
import type { EmulatorContext } from '../context';

const HOUR_MS = 3_600_000;

export interface ChallengeStore {
  /** Adds one to `key`'s count in the current hour and answers the new count. */
  count(key: string): number;
  /** The count so far this hour, adding nothing. */
  peek(key: string): number;
  reset(key: string): void;
  /** True the first time a challenge id is spent, false for every replay until it expires. */
  spend(id: string, expiresAtMs: number): boolean;
}

const stores = new WeakMap<object, ChallengeStore>();

export function challengeStore(ctx: Pick<EmulatorContext, 'now' | 'config'>): ChallengeStore {
  let store = stores.get(ctx);
  if (store) return store;
  const counts = new Map<string, { n: number; until: number }>();
  const spent = new Map<string, number>();
  const now = () => ctx.now().getTime();
  const live = (key: string) => {
    const entry = counts.get(key);
    return entry && entry.until > now() ? entry : undefined;
  };
  store = {
    count(key) {
      const entry = live(key);
      if (entry) return ++entry.n;
      counts.set(key, { n: 1, until: now() + HOUR_MS });
      return 1;
    },
    peek: (key) => live(key)?.n ?? 0,
    reset: (key) => void counts.delete(key),
    // Real time, as altcha-lib's own expiry check: a spent id is kept as long as it could verify.
    spend(id, expiresAtMs) {
      const t = Date.now();
      for (const [key, until] of spent) if (until <= t) spent.delete(key);
      if (spent.has(id)) return false;
      spent.set(id, Math.max(expiresAtMs, t + 60_000));
      return true;
    },
  };
  stores.set(ctx, store);
  return store;
}
