import type { UsedChallenges } from './used-challenges.port';

/** One process (embedded mode): ids with their expiry, swept as they pass. */
export function createMemoryUsedChallenges(now: () => number = Date.now): UsedChallenges {
  const used = new Map<string, number>();
  return {
    async claim(id, ttlSeconds) {
      for (const [key, expiry] of used) if (expiry <= now()) used.delete(key);
      if (used.has(id)) return false;
      used.set(id, now() + ttlSeconds * 1000);
      return true;
    },
  };
}
