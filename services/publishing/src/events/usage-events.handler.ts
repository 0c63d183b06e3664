import type { Pool } from '@journal/db';
import { withTransaction } from '@journal/db';
import type { EventOf } from '@journal/events';
import { clickKey, countBatch } from '../domain/usage/counter-rules';
import { lastSeenOf, purgeUsageState, saveCounts } from '../repositories/usage-counts.repository';

export const USAGE_EVENT_TYPES = ['article.used.v1'] as const;
type UsageEvent = EventOf<(typeof USAGE_EVENT_TYPES)[number]>;
/** The statistics consumer's own group: it reads usage at its own pace, apart from the articles consumer. */
export const USAGE_CONSUMER_GROUP = 'publishing.usage';
/** Events read at once (SubscribeOptions.batchSize): a batch is one transaction whatever its size. */
export const USAGE_BATCH_SIZE = 1_000;

/** Any number of the group's consumers take turns on the double-click state (one transaction at a time). */
const USAGE_LOCK = "hashtext('publishing.usage')";
const DAY_MS = 86_400_000;

/**
 * The COUNTER 5.1 statistics consumer: a batch of uses, read with the double-click windows of its keys,
 * counted by the rules (counter-rules.ts) and stored in one transaction. No processed_events row per
 * use (thousands a second): a redelivered use is not after its key's last use, so it counts nothing.
 */
export function usageEventsHandler(pool: Pool, options: { purgeEveryMs?: number } = {}) {
  let lastPurge = 0;
  return async (events: UsageEvent[]): Promise<void> => {
    const uses = events.map((e) => e.payload);
    await withTransaction(pool, async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(${USAGE_LOCK})`);
      const keys = [...new Map(uses.map((u) => [clickKey(u), u])).values()];
      const counted = countBatch(uses, await lastSeenOf(client, keys));
      await saveCounts(client, counted);
      const newest = Math.max(...uses.map((u) => Date.parse(u.at)));
      if (newest - lastPurge > (options.purgeEveryMs ?? 600_000)) {
        await purgeUsageState(client, new Date(newest - DAY_MS));
        lastPurge = newest;
      }
    });
  };
}
