import { eventConsumers } from '@journal/events';
import { backgroundWork, readiness, type ServiceBaseDeps, type ServiceInstance } from '@journal/http';
import { createRouters } from './app';
import { articlesConsumer } from './consumers/article-events.handler';
import { journalsConsumer } from './consumers/journal-events.handler';
import { usageConsumer } from './consumers/usage-events.handler';
import { SCHEMA } from './repositories/schema';

/**
 * The consumer groups the composition subscribes, in order; the descriptor lists them (service.ts). Read
 * models first: a use is counted whatever they know, but reports name what they hold.
 */
export const STATISTICS_CONSUMERS = [journalsConsumer, articlesConsumer, usageConsumer];

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
  const work = backgroundWork(eventConsumers({ ...deps, logger, schema: SCHEMA }, STATISTICS_CONSUMERS));
  return { name: 'statistics', ...routers, ...work, ready: readiness(deps.pool) };
}
