import { OutboxRelay, eventConsumers, type OutboxRelayOptions } from '@journal/events';
import {
  readiness,
  backgroundWork,
  startedPart,
  type EditorialServiceDeps,
  type InternalClient,
  type ServiceInstance,
} from '@journal/http';
import type { FileStorage } from '@journal/storage';
import { identityProvenAddress } from './clients/identity-accounts.client';
import { submissionStatusClient } from './clients/submission-status-client';
import { statisticsUsageTotals } from './clients/statistics-usage.client';
import type { Redis } from 'ioredis';
import type { CrossrefDepositSettings, DoajDepositSettings, OrcidDepositSettings } from './config';
import { depositProcessor } from './workers/deposit-worker';
import { crossrefRegistry } from './workers/registries/crossref.registry';
import { doajRegistry } from './workers/registries/doaj.registry';
import { orcidRegistry } from './workers/registries/orcid.registry';
import { identityOrcidGrants } from './clients/identity-orcid.client';
import { orcidGrantsConsumer } from './consumers/orcid-grants.handler';
import type { RegistryClient } from './workers/registries/registry-client';
import { createDepositQueue, wallClock, type DepositClock, type DepositQueue } from './jobs/deposit-queue';
import { DepositDesk } from './domain/deposits/deposit-desk';
import type { Registry } from './repositories/deposits.repository';
import {
  createFullTextQueue,
  DEFAULT_CONVERSION_LIMIT_MS,
  enqueueConversion,
  type FullTextJob,
} from './jobs/fulltext-queue';
import { watchOverdueConversions } from './workers/overdue-conversions';
import { recordProofSent } from './events/proof-events.publisher';
import { fullTextConverter } from './workers/fulltext-converter';
import { convertingProductions } from './repositories/productions.repository';
import { createRouters } from './app';
import { SiteName } from './domain/site-name';
import { siteConsumer } from './consumers/site-events.handler';
import { PublicLinks } from './public-links';
import { articlesConsumer, submissionEventsHandler } from './consumers/submission-events.handler';
import { journalsConsumer } from './consumers/journal-events.handler';
import { orcidIdsConsumer } from './consumers/orcid-events.handler';
import { SCHEMA } from './repositories/schema';
import { UsageRecorder, type UsageRecorderOptions } from './domain/usage/usage-recorder';
import { daySalt } from './repositories/usage-salts.repository';

/**
 * The consumer groups the composition subscribes, in order; the descriptor lists them (service.ts).
 * Journals first: a publication in a journal it has not heard of waits for the journal's event.
 */
export const PUBLISHING_CONSUMERS = [
  journalsConsumer,
  siteConsumer,
  articlesConsumer,
  orcidIdsConsumer,
  orcidGrantsConsumer,
];

export interface PublishingServiceDeps extends EditorialServiceDeps {
  /** Where PDF galleys live (libs/storage). */
  storage: FileStorage;
  /**
   * The submission service's internal client (SUBMISSION_URL): a paper version as production file (issue 31),
   * and publishing an issue moves its papers to published (issue 30).
   */
  submission?: InternalClient;
  /** Identity's internal client (IDENTITY_URL): whether a co-author's account proved its address (proofs). */
  identity?: InternalClient;
  /** The statistics service's internal client (STATISTICS_URL): the article page's views and downloads (ADR 0040). */
  statistics?: InternalClient;
  /** With REDIS_URL: registry deposits go through BullMQ; without, through an in-process queue. */
  redis?: Redis;
  redisPrefix?: string;
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
    /** Set (CROSSREF_DEPOSIT_URL and credentials): every publication queues a Crossref deposit. */
    crossref?: CrossrefDepositSettings;
    /** Set (DOAJ_API_URL and DOAJ_API_KEY): every publication queues a DOAJ deposit. */
    doaj?: DoajDepositSettings;
    /** Set (ORCID_API_URL, with identity's client for the grants): works pushed to authors' records. */
    orcid?: OrcidDepositSettings;
    /** The deposit's depositor (defaults: publisherName, adminEmail). */
    depositorName?: string;
    depositorEmail?: string;
    /** A conversion still running this long after its file was chosen fails (default 10 minutes). */
    fullTextConversionLimitMs?: number;
  };
  /** Relay tuning (tests shorten the poll interval). */
  relay?: Pick<OutboxRelayOptions, 'pollIntervalMs' | 'batchSize' | 'maxRowFailures'>;
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
  /** The clock deposit retries are timed on (tests: a simulated one; ADR 0047). */
  depositClock?: DepositClock;
  /** Usage recording (issue 32): tests move the clock and shorten the wait; the bench turns it off. */
  usage?: Pick<UsageRecorderOptions, 'now' | 'lingerMs' | 'enabled'>;
}

/**
 * The publishing service: public articles, DOIs, article pages, search, citations, sitemaps, feeds, OAI-PMH.
 * It records uses of articles (article.used.v1); the statistics service counts them (ADR 0040).
 */
export async function createPublishingService(deps: PublishingServiceDeps): Promise<ServiceInstance> {
  const logger = deps.logger.child({ service: 'publishing' });
  const links = new PublicLinks(deps.settings.publicUrl);
  const publisherName = deps.settings.publisherName ?? 'Lumina Journals';
  const adminEmail = deps.settings.adminEmail ?? 'admin@journal.local';
  const depositor = {
    name: deps.settings.depositorName ?? publisherName,
    email: deps.settings.depositorEmail ?? adminEmail,
  };
  const depositClock = deps.depositClock ?? wallClock;
  const registryClients: Partial<Record<Registry, RegistryClient>> = {};
  if (deps.settings.crossref)
    registryClients.crossref = crossrefRegistry({
      pool: deps.pool,
      settings: deps.settings.crossref,
      links,
      depositor,
      registrant: publisherName,
    });
  if (deps.settings.doaj)
    registryClients.doaj = doajRegistry({ settings: deps.settings.doaj, links, publisher: publisherName });
  // ORCID needs identity too: the grants (and their tokens) are identity's.
  const orcidGrants = deps.settings.orcid && deps.identity ? identityOrcidGrants(deps.identity) : undefined;
  if (deps.settings.orcid && orcidGrants)
    registryClients.orcid = orcidRegistry({
      apiUrl: deps.settings.orcid.apiUrl,
      retry: deps.settings.orcid,
      grants: orcidGrants,
      links,
    });
  const deposits = new DepositDesk({
    pool: deps.pool,
    configured: new Set(Object.keys(registryClients) as Registry[]),
    clock: depositClock,
    orcidTargets: orcidGrants?.granted,
  });
  const usage = new UsageRecorder({
    ...deps.usage,
    bus: deps.bus,
    logger,
    saltOf: (day) => daySalt(deps.pool, day),
  });
  const bullPrefix = `${deps.redisPrefix ?? 'journal'}:bull`;
  // Built now so routes can queue conversions; jobs run once the service starts.
  const fullTextQueue = createFullTextQueue({ redis: deps.redis, logger, prefix: bullPrefix });
  // The articles consumer's handler (DOIs, articles, their events and deposits), also run at once on the
  // status changes of an issue's publication (ADR 0039); `deposits` and `relay` exist by the first call.
  const articleEvents = () =>
    submissionEventsHandler(deps.pool, {
      doiPrefix: deps.settings.doiPrefix,
      links,
      afterCommit: () => relay.kick(),
      deposits,
    });
  const routers = createRouters({
    logger,
    recordUsage: usage.record,
    usageTotals: deps.statistics ? statisticsUsageTotals(deps.statistics) : undefined,
    now: deps.usage?.now,
    pool: deps.pool,
    links,
    verifier: deps.verifier,
    journalRoles: deps.journalRoles,
    storage: deps.storage,
    publisherName,
    siteName: new SiteName(deps.pool, publisherName),
    adminEmail,
    depositor,
    depositsEnabled: Boolean(deps.settings.crossref),
    deposits,
    doiPrefix: deps.settings.doiPrefix,
    sitemapMaxUrls: deps.settings.sitemapMaxUrls,
    oaiPageSize: deps.settings.oaiPageSize,
    fullTextQueue,
    submission: deps.submission,
    provenAddress: deps.identity ? identityProvenAddress(deps.identity) : undefined,
    submissionStatus: deps.submission ? submissionStatusClient(deps.submission) : undefined,
    applyStatusChange: (event) => articleEvents()([event]),
  });
  const relay = new OutboxRelay({ pool: deps.pool, schema: SCHEMA, bus: deps.bus, logger, ...deps.relay });

  const work = backgroundWork([
    startedPart(relay),
    // Stopped after the routes stop taking readers: what is held is published then.
    () => usage,
    async () => {
      // One queue for every registry (ADR 0047); held deposits need no worker.
      if (Object.keys(registryClients).length === 0) return undefined;
      const queue: DepositQueue = createDepositQueue({
        redis: deps.redis,
        logger,
        prefix: bullPrefix,
        clock: depositClock,
      });
      await queue.process(
        depositProcessor({
          pool: deps.pool,
          logger,
          clients: registryClients,
          queue: () => queue,
          clock: depositClock,
        }),
      );
      await deposits.start(queue);
      return {
        stop: async () => {
          deposits.stop();
          await queue.close();
        },
      };
    },
    async () => {
      // A ready conversion sends its proof to the authors (issue 31).
      // A failure's event (the activity log) goes out at once too.
      const onConverted = async (job: FullTextJob, status: 'ready' | 'failed') => {
        if (status === 'failed' || (await recordProofSent(deps.pool, links, job))) relay.kick();
      };
      await fullTextQueue.process(
        fullTextConverter({ pool: deps.pool, storage: deps.storage, logger, onConverted }),
      );
      // Conversions lost with a stopped process (in-process queue) run again.
      for (const job of await convertingProductions(deps.pool)) await enqueueConversion(fullTextQueue, job);
      const overdue = watchOverdueConversions({
        pool: deps.pool,
        logger,
        limitMs: deps.settings.fullTextConversionLimitMs ?? DEFAULT_CONVERSION_LIMIT_MS,
        onFailed: () => relay.kick(),
      });
      return {
        stop: async () => {
          overdue.stop();
          await fullTextQueue.close();
        },
      };
    },
    ...eventConsumers({ ...deps, logger, schema: SCHEMA, articleEvents, deposits }, PUBLISHING_CONSUMERS),
  ]);

  return {
    name: 'publishing',
    ...routers,
    ...work,
    ready: readiness(deps.pool),
  };
}
