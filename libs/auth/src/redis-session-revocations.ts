import type { Redis } from 'ioredis';
import {
  createMemorySessionRevocations,
  RevokedSessionSet,
  type SessionRevocations,
} from './session-revocations';

export interface RedisRevocationsOptions {
  /** A connection of the process; a duplicate of it subscribes. */
  redis: Redis;
  /** The deployment's key prefix: `<prefix>:revoked-sessions` (sorted set and channel). */
  keyPrefix: string;
  onError?: (error: Error) => void;
  now?: () => number;
}

/**
 * Several processes: a revocation is written to a sorted set (score = until, so the set prunes itself)
 * and published; every process adds published ids to its local set at once (well under a second) and
 * reloads the whole set whenever its subscription (re)connects, so a message missed while Redis was
 * away is not lost.
 */
export function createRedisSessionRevocations(options: RedisRevocationsOptions): SessionRevocations {
  const now = options.now ?? Date.now;
  const key = `${options.keyPrefix}:revoked-sessions`;
  const set = new RevokedSessionSet(now);
  const { redis } = options;
  const subscriber = redis.duplicate();
  const report = (error: Error) => options.onError?.(error);
  subscriber.on('error', report);

  const reload = async () => {
    const members = await redis.zrangebyscore(key, now(), '+inf', 'WITHSCORES');
    for (let i = 0; i < members.length; i += 2) set.add(members[i]!, Number(members[i + 1]));
  };
  subscriber.on('message', (_channel: string, message: string) => {
    const [sid, until] = message.split(' ');
    if (sid && until) set.add(sid, Number(until));
  });
  // 'ready' fires after every reconnect too; the subscription is restored by ioredis before it.
  subscriber.on('ready', () => void reload().catch(report));
  const loaded = subscriber.subscribe(key).then(reload);
  loaded.catch(report);

  return {
    isRevoked: (sid) => set.has(sid),
    async revoke(entries) {
      if (!entries.length) return;
      for (const { sid, until } of entries) set.add(sid, until);
      const batch = redis.multi().zremrangebyscore(key, '-inf', now());
      for (const { sid, until } of entries) batch.zadd(key, until, sid).publish(key, `${sid} ${until}`);
      const results = (await batch.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    },
    onRevoked: (listener) => set.listen(listener),
    ready: () => loaded,
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** The deployment's Redis key prefix until a setting names another. */
export const DEFAULT_REDIS_PREFIX = 'journal';

/** What a process uses: Redis when it has one, else its own memory (single process, embedded). */
export function createSessionRevocations(options: {
  redis?: Redis;
  keyPrefix?: string;
  logger: { warn(obj: object, msg: string): void };
}): SessionRevocations {
  if (!options.redis) return createMemorySessionRevocations();
  return createRedisSessionRevocations({
    redis: options.redis,
    keyPrefix: options.keyPrefix ?? DEFAULT_REDIS_PREFIX,
    onError: (error) => options.logger.warn({ err: error.message }, 'session revocation list: redis error'),
  });
}
