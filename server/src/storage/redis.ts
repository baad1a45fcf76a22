/**
 * Better Auth's secondaryStorage on Redis (ioredis): rate-limit counters, verification values and
 * the lockout's counters shared by every instance. `increment` is one Lua call, so a counter and
 * its expiry are set together (the window starts at the first hit, as Better Auth documents).
 */
import { Redis } from 'ioredis';
import type { SecondaryStorage } from '@better-auth/core/db';

const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n`;

export function openRedis(url: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  // Errors surface on the commands that fail; an 'error' event alone must not crash the process.
  redis.on('error', () => undefined);
  const storage: SecondaryStorage = {
    get: (key) => redis.get(key),
    getAndDelete: (key) => redis.getdel(key),
    increment: async (key, ttl) => Number(await redis.eval(INCREMENT, 1, key, Math.max(1, Math.ceil(ttl)))),
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await redis.set(key, value, 'EX', Math.ceil(ttl));
      else await redis.set(key, value);
    },
    delete: async (key) => void (await redis.del(key)),
  };
  return { redis, storage, ping: async () => void (await redis.ping()), close: async () => void (await redis.quit().catch(() => redis.disconnect())) };
}
