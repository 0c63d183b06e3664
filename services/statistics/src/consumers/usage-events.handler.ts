import { defineConsumer, READ_LINGER_MS, type ConsumingService } from '@journal/events';
import { countUsageExcluded } from '@journal/metrics';
import { usageCounter, type Excluded } from '../domain/usage/count-uses';

/** Events read at once (SubscribeOptions.batchSize): a batch is one transaction whatever its size. */
export const USAGE_BATCH_SIZE = 1_000;

/**
 * The COUNTER 5.1 statistics consumer, in a group of its own (it reads usage at its own pace, apart from
 * the read models' groups): each batch of uses is counted and stored at once (domain/usage/count-uses.ts);
 * exclusions reach the metric once its transaction committed.
 */
export const usageConsumer = defineConsumer({
  group: 'statistics.usage',
  types: ['article.used.v1'],
  lingerMs: READ_LINGER_MS,
  // One transaction per read at any size: 1,000 a read keeps up with 5,000/s (docs/performance.md).
  batchSize: USAGE_BATCH_SIZE,
  handleBatch: ({ pool }: ConsumingService) => {
    const count = usageCounter(pool);
    return async (events) => {
      const excluded = await count(events.map((e) => e.payload));
      for (const [reason, n] of Object.entries(excluded)) countUsageExcluded(reason as keyof Excluded, n);
    };
  },
});
