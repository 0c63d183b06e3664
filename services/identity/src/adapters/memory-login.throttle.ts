import { LOGIN_THROTTLE_WINDOW_SECONDS, type LoginThrottle } from '../domain/login-throttle.port';

/**
 * Single-process store (embedded mode, no REDIS_URL). A window starts at a key's first failure and lasts
 * 15 minutes; expired entries are swept lazily so the map cannot grow without bound.
 */
export function createMemoryLoginThrottle(
  windowSeconds = LOGIN_THROTTLE_WINDOW_SECONDS,
  now: () => number = Date.now,
): LoginThrottle {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    if (now() < nextSweep) return;
    nextSweep = now() + 60_000;
    for (const [key, entry] of entries) if (entry.resetAt <= now()) entries.delete(key);
  };
  return {
    async failures(key) {
      const entry = live(key);
      return entry
        ? { count: entry.count, retryAfterSeconds: Math.ceil((entry.resetAt - now()) / 1000) }
        : { count: 0, retryAfterSeconds: 0 };
    },
    async recordFailure(keys) {
      sweep();
      for (const key of keys) {
        const entry = live(key);
        if (entry) entry.count += 1;
        else entries.set(key, { count: 1, resetAt: now() + windowSeconds * 1000 });
      }
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}
