import type { LoginThrottle } from './login-throttle.port';

/**
 * Single-process store (embedded mode, no REDIS_URL). Each counter's window starts at its first charge;
 * reserve runs without an await, so it is as atomic here as the Lua script is in Redis. Expired entries
 * are swept lazily so the map cannot grow without bound.
 */
export function createMemoryLoginThrottle(now: () => number = Date.now): LoginThrottle {
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
    async reserve(counters) {
      sweep();
      for (const counter of counters) {
        const entry = live(counter.key);
        if (entry && entry.count >= counter.limit)
          return {
            granted: false,
            retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)),
          };
      }
      for (const counter of counters) {
        const entry = live(counter.key);
        if (entry) entry.count += 1;
        else entries.set(counter.key, { count: 1, resetAt: now() + counter.windowSeconds * 1000 });
      }
      return { granted: true };
    },
    async release(counters, clearKeys) {
      for (const counter of counters) {
        const entry = live(counter.key);
        if (entry && entry.count > 0) entry.count -= 1;
      }
      for (const key of clearKeys) entries.delete(key);
    },
  };
}
