import type { Redis } from 'ioredis';
import type { UsedChallenges } from './used-challenges.port';

/** Shared by every identity instance: SET NX with the challenge's remaining life. */
export function createRedisUsedChallenges(redis: Redis, prefix: string): UsedChallenges {
  return {
    async claim(id, ttlSeconds) {
      return (await redis.set(`${prefix}${id}`, '1', 'EX', Math.max(1, ttlSeconds), 'NX')) === 'OK';
    },
  };
}
