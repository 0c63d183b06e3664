import type { TokenVerifier } from '@journal/auth';
import { pingDatabase, type Pool } from '@journal/db';
import { startProcessedEventsPurge, subscribe, type EventBus, type Subscription } from '@journal/events';
import type { ServiceInstance } from '@journal/http';
import type { Logger } from '@journal/logger';
import { createRouters } from './app';
import { PublicLinks } from './domain/public-links';
import {
  PUBLISHING_CONSUMER_GROUP,
  PUBLISHING_EVENT_TYPES,
  submissionEventsHandler,
} from './events/submission-events.handler';
import { SCHEMA } from './schema';

export interface PublishingServiceDeps {
  logger: Logger;
  pool: Pool;
  bus: EventBus;
  /** Verifies admin tokens (galley and Crossref routes, not built yet). */
  verifier: TokenVerifier;
  settings: {
    /** The site's public origin: canonical links, sitemaps, feeds, OAI-PMH. */
    publicUrl: string;
    /** DOI prefix (DOI_PREFIX, default 10.5555). */
    doiPrefix: string;
    /** Name in feeds and OAI-PMH Identify (PUBLISHER_NAME). */
    publisherName?: string;
    /** Administrator address in OAI-PMH Identify. */
    adminEmail?: string;
    /** URLs per sitemap file (default 50,000) and records per OAI-PMH page (default 100); tests lower them. */
    sitemapMaxUrls?: number;
    oaiPageSize?: number;
  };
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
}

/** The publishing service: public articles, DOIs, article pages, search, citations, sitemaps, feeds, OAI-PMH. */
export async function createPublishingService(deps: PublishingServiceDeps): Promise<ServiceInstance> {
  const logger = deps.logger.child({ service: 'publishing' });
  const routers = createRouters({
    pool: deps.pool,
    links: new PublicLinks(deps.settings.publicUrl),
    publisherName: deps.settings.publisherName ?? 'Lumina Journals',
    adminEmail: deps.settings.adminEmail ?? 'admin@journal.local',
    sitemapMaxUrls: deps.settings.sitemapMaxUrls,
    oaiPageSize: deps.settings.oaiPageSize,
  });
  let subscription: Subscription | undefined;
  let purge: { stop(): Promise<void> } | undefined;

  return {
    name: 'publishing',
    ...routers,
    async start() {
      subscription ??= await subscribe(deps.bus, {
        group: PUBLISHING_CONSUMER_GROUP,
        types: PUBLISHING_EVENT_TYPES,
        handler: submissionEventsHandler(deps.pool, { doiPrefix: deps.settings.doiPrefix }),
      });
      purge ??= startProcessedEventsPurge({
        pool: deps.pool,
        schema: SCHEMA,
        retentionMs: deps.processedEventsRetentionMs,
        logger,
      });
    },
    async stop() {
      await subscription?.stop();
      subscription = undefined;
      await purge?.stop();
      purge = undefined;
    },
    async ready() {
      await pingDatabase(deps.pool);
    },
  };
}
