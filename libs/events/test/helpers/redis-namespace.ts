import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

export const redisUrl = (): string => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A unique key prefix per test plus the cleanup that deletes every key under it. */
export function redisNamespace(): { prefix: string; cleanup(): Promise<void> } {
  const prefix = `test:events:${randomUUID()}`;
  return {
    prefix,
    cleanup: async () => {
      const redis = new Redis(redisUrl());
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length > 0) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
