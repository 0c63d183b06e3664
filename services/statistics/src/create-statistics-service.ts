import { batched, consumer, eventConsumers, JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { backgroundWork, readiness, type ServiceBaseDeps, type ServiceInstance } from '@journal/http';
import { createRouters } from './app';
import {
  ARTICLE_EVENT_TYPES,
  ARTICLES_CONSUMER_GROUP,
  articleEventsHandler,
} from './events/article-events.handler';
import { JOURNALS_CONSUMER_GROUP, journalEventsHandler } from './events/journal-events.handler';
import {
  USAGE_BATCH_SIZE,
  USAGE_CONSUMER_GROUP,
  USAGE_EVENT_TYPES,
  usageEventsHandler,
} from './events/usage-events.handler';
import { SCHEMA } from './repositories/schema';

/** The usage consumer's wait after a small read (SubscribeOptions.lingerMs), as publishing's consumers. */
const USAGE_LINGER_MS = 50;

export interface StatisticsServiceDeps extends ServiceBaseDeps {
  settings: {
    /** The platform and publisher SUSHI reports name (PUBLISHER_NAME). */
    publisherName?: string;
  };
  /** The clock of the most-read window and of reports (tests move it with the recorder's). */
  now?: () => Date;
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
}

/**
 * The statistics service (ADR 0040): COUNTER 5.1 counts from `article.used.v1`, an article's counts and a
 * journal's most read for readers, SUSHI for librarians, views and downloads for publishing's article page.
 */
export async function createStatisticsService(deps: StatisticsServiceDeps): Promise<ServiceInstance> {
  const logger = deps.logger.child({ service: 'statistics' });
  const routers = createRouters({
    pool: deps.pool,
    verifier: deps.verifier,
    publisherName: deps.settings.publisherName ?? 'Lumina Journals',
    now: deps.now,
  });
  const work = backgroundWork(
    // Read models first: a use is counted whatever they know, but reports name what they hold.
    eventConsumers({ ...deps, logger, schema: SCHEMA }, [
      consumer({
        group: JOURNALS_CONSUMER_GROUP,
        types: JOURNAL_STATE_EVENT_TYPES,
        handler: journalEventsHandler(deps.pool),
      }),
      consumer({
        group: ARTICLES_CONSUMER_GROUP,
        types: ARTICLE_EVENT_TYPES,
        handler: articleEventsHandler(deps.pool),
      }),
      consumer(() => ({
        group: USAGE_CONSUMER_GROUP,
        types: USAGE_EVENT_TYPES,
        ...batched(usageEventsHandler(deps.pool)),
        lingerMs: USAGE_LINGER_MS,
        // One transaction per read at any size: 1,000 a read keeps up with 5,000/s (docs/performance.md).
        batchSize: USAGE_BATCH_SIZE,
      })),
    ]),
  );
  return { name: 'statistics', ...routers, ...work, ready: readiness(deps.pool) };
}
