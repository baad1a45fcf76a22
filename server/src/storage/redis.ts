/**
 * Better Auth's secondaryStorage on Redis (ioredis): rate-limit counters, verification values and
 * the lockout's counters shared by every instance. `increment` is one Lua call, so a counter and
 * its expiry are set together (the window starts at the first hit, as Better Auth documents).
 *
 * When Redis is gone (docs/deploy.md "When a dependency is lost"): a command fails within about a
 * second (no queue that grows while it is down) and is recorded as an outage; reading a session
 * falls back to the database, where every session is kept too; counting (rate limits, lockouts,
 * delivery budgets) fails closed, except the rate limit of the reads that change nothing.
 */
import { Redis } from 'ioredis';
import type { SecondaryStorage } from '@better-auth/core/db';
import type { BetterAuthRateLimitStorage } from '@better-auth/core';
import { isRedisOutage, recordHealthy, recordOutage } from '../production/outage';

const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n`;

/** Better Auth's keys for a session (its token), a user's sessions and a verification value: all kept in the database too. */
const SESSION_KEY = /^(?:[A-Za-z0-9]{32}|active-sessions-.+|verification:.+)$/;

/** Reads whose rate limit fails open while Redis is gone: they change nothing and guess nothing. */
const READS = new Set(['/get-session', '/portico/bootstrap', '/jwks', '/token']);

export function openRedis(url: string) {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
    connectTimeout: 2000,
    commandTimeout: 2000,
    // Reconnects forever, at most a second apart: the instance recovers by itself when Redis is back.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Errors surface on the commands that fail; an 'error' event alone must not crash the process.
  redis.on('error', () => recordOutage('redis'));
  redis.on('ready', () => recordHealthy('redis'));

  async function run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      if (isRedisOutage(error)) recordOutage('redis');
      throw error;
    }
  }
  const increment = async (key: string, ttl: number) => Number(await run(() => redis.eval(INCREMENT, 1, key, Math.max(1, Math.ceil(ttl)))));

  const storage: SecondaryStorage = {
    get: async (key) => {
      try {
        return await run(() => redis.get(key));
      } catch (error) {
        // The database has every session (storeSessionInDatabase): Better Auth reads it there on a miss.
        if (SESSION_KEY.test(key) && isRedisOutage(error)) return null;
        throw error;
      }
    },
    getAndDelete: (key) => run(() => redis.getdel(key)),
    increment,
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await run(() => redis.set(key, value, 'EX', Math.ceil(ttl)));
      else await run(() => redis.set(key, value));
    },
    delete: async (key) => void (await run(() => redis.del(key))),
  };

  /** Better Auth's rate limit on Redis: one atomic INCR per request, as its secondary-storage limiter. */
  const rateLimit: BetterAuthRateLimitStorage = {
    async consume(key, rule) {
      try {
        return (await increment(`rl:${key}`, rule.window)) <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: rule.window };
      } catch (error) {
        const path = key.slice(key.lastIndexOf('|') + 1);
        if (READS.has(path) && isRedisOutage(error)) return { allowed: true, retryAfter: null };
        throw error;
      }
    },
  };

  return { redis, storage, rateLimit, ping: async () => void (await run(() => redis.ping())), close: async () => void (await redis.quit().catch(() => redis.disconnect())) };
}
