import type { Redis } from 'ioredis';
import { LOGIN_THROTTLE_WINDOW_SECONDS, type LoginThrottle } from '../domain/login-throttle.port';

/**
 * Shared store for several identity instances: one counter per key, its expiry set at the first failure
 * (EXPIRE ... NX), so the window is 15 minutes from the first failure, as in the memory store.
 */
export function createRedisLoginThrottle(
  redis: Redis,
  options: { prefix?: string; windowSeconds?: number } = {},
): LoginThrottle {
  const prefix = options.prefix ?? 'identity:login-failures:';
  const windowSeconds = options.windowSeconds ?? LOGIN_THROTTLE_WINDOW_SECONDS;
  return {
    async failures(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .ttl(prefix + key)
        .exec()) as [[Error | null, string | null], [Error | null, number]];
      return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, ttl) };
    },
    async recordFailure(keys) {
      const batch = redis.multi();
      for (const key of keys) batch.incr(prefix + key).expire(prefix + key, windowSeconds, 'NX');
      const results = (await batch.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
