import type { Redis } from 'ioredis';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { categoriesOf, physicalGroupName, redisKeys } from '@journal/events';
import type { BacklogReader, GroupBacklog } from './event-metrics';

/** XINFO GROUPS reply: a flat [name, value, ...] list per group. */
function field(entry: unknown[], name: string): unknown {
  const index = entry.indexOf(name);
  return index >= 0 ? entry[index + 1] : undefined;
}

/**
 * Redis Streams: per stream of the group's categories, XINFO GROUPS gives `pending` (delivered, not
 * acknowledged: the XPENDING count) and `lag` (entries not yet delivered to the group, Redis 7).
 */
export function redisBacklogReader(redis: Redis, streamPrefix: string): BacklogReader {
  const keys = redisKeys(streamPrefix);
  return async (group, types) => {
    const physical = physicalGroupName(group, types);
    const result: GroupBacklog[] = [];
    for (const category of categoriesOf(types)) {
      const stream = keys.streamForCategory(category);
      const groups = (await redis.call('XINFO', 'GROUPS', stream).catch((error: Error) => {
        if (/no such key/i.test(error.message)) return [];
        throw error;
      })) as unknown[][];
      const entry = groups.find((g) => field(g, 'name') === physical);
      if (!entry) continue;
      result.push({
        stream: category,
        pending: Number(field(entry, 'pending') ?? 0),
        lag: Number(field(entry, 'lag') ?? 0),
      });
    }
    return result;
  };
}

/**
 * Kafka: per topic of the group's categories, the sum over partitions of (latest offset - committed
 * offset); `pending` is 0 (Kafka has no per-message acknowledgement). Admin connection on first use.
 */
export function kafkaBacklogReader(
  brokers: string[],
  topicPrefix = 'journal.events.',
): BacklogReader & { close(): Promise<void> } {
  let admin: Promise<Admin> | undefined;
  const connect = () =>
    (admin ??= (async () => {
      const client = new Kafka({ clientId: 'journal-metrics', brokers, logLevel: logLevel.NOTHING }).admin();
      await client.connect();
      return client;
    })());
  const reader = async (group: string, types: readonly string[]): Promise<GroupBacklog[]> => {
    const client = await connect();
    const groupId = physicalGroupName(group, types);
    const topics = categoriesOf(types).map((category) => `${topicPrefix}${category}`);
    const committed = await client.fetchOffsets({ groupId, topics });
    const result: GroupBacklog[] = [];
    for (const { topic, partitions } of committed) {
      const latest = await client.fetchTopicOffsets(topic);
      let lag = 0;
      for (const p of partitions) {
        const end = Number(latest.find((l) => l.partition === p.partition)?.high ?? 0);
        const done = Number(p.offset);
        lag += done < 0 ? end : Math.max(0, end - done);
      }
      result.push({ stream: topic.slice(topicPrefix.length), pending: 0, lag });
    }
    return result;
  };
  return Object.assign(reader, {
    async close() {
      if (admin) await (await admin).disconnect().catch(() => undefined);
    },
  });
}
