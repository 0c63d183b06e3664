import type { Pool } from '@journal/db';
import type { EventOf } from '@journal/events';
import { countUsageExcluded } from '@journal/metrics';
import { usageCounter, type Excluded } from '../domain/usage/count-uses';

export const USAGE_EVENT_TYPES = ['article.used.v1'] as const;
type UsageEvent = EventOf<(typeof USAGE_EVENT_TYPES)[number]>;
/** The usage consumer's own group: it reads usage at its own pace, apart from the read models' groups. */
export const USAGE_CONSUMER_GROUP = 'statistics.usage';
/** Events read at once (SubscribeOptions.batchSize): a batch is one transaction whatever its size. */
export const USAGE_BATCH_SIZE = 1_000;

/**
 * The COUNTER 5.1 statistics consumer: each batch of uses is counted and stored at once
 * (domain/usage/count-uses.ts); exclusions reach the metric once its transaction committed.
 */
export function usageEventsHandler(pool: Pool, options: { purgeEveryMs?: number } = {}) {
  const count = usageCounter(pool, options);
  return async (events: UsageEvent[]): Promise<void> => {
    const excluded = await count(events.map((e) => e.payload));
    for (const [reason, n] of Object.entries(excluded)) countUsageExcluded(reason as keyof Excluded, n);
  };
}
