/**
 * The emulated identity providers' short-lived state (a request while the person is on the page, a
 * code until it is redeemed), in memory per emulator: minutes long, so a restart only ends flows in
 * progress, as with the emulated social providers.
 */
import type { EmulatorContext } from '../../context';

export interface Expiring<T> {
  set(key: string, value: T, ttlMs: number): void;
  get(key: string): T | null;
  /** Answers the value once and forgets it. */
  take(key: string): T | null;
}

const maps = new WeakMap<EmulatorContext, Map<string, Map<string, { value: unknown; until: number }>>>();

export function expiring<T>(ctx: EmulatorContext, name: string): Expiring<T> {
  let byName = maps.get(ctx);
  if (!byName) maps.set(ctx, (byName = new Map()));
  let map = byName.get(name);
  if (!map) byName.set(name, (map = new Map()));
  const store = map;
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return null;
    if (entry.until <= ctx.now().getTime()) {
      store.delete(key);
      return null;
    }
    return entry.value as T;
  };
  return {
    set(key, value, ttlMs) {
      for (const [k, entry] of store) if (entry.until <= ctx.now().getTime()) store.delete(k);
      store.set(key, { value, until: ctx.now().getTime() + ttlMs });
    },
    get: live,
    take(key) {
      const value = live(key);
      store.delete(key);
      return value;
    },
  };
}
