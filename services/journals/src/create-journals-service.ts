import { OutboxRelay, eventConsumers, type OutboxRelayOptions } from '@journal/events';
import {
  readiness,
  backgroundWork,
  startedPart,
  type ServiceInstance,
  type ServiceBaseDeps,
} from '@journal/http';
import type { FileStorage } from '@journal/storage';
import { createRouters } from './app';
import { BoardService } from './domain/board.service';
import { CatalogueService } from './domain/catalogue.service';
import { CoversService } from './domain/covers.service';
import { JournalPagesService } from './domain/journal-pages.service';
import { ChecklistService } from './domain/checklist.service';
import { JournalsService } from './domain/journals.service';
import { MembersService } from './domain/members.service';
import { PagesService } from './domain/pages.service';
import { SampleContentService } from './domain/sample-content.service';
import type { SampleContent } from './domain/sample-content.setting';
import { SectionsService } from './domain/sections.service';
import { SiteService } from './domain/site.service';
import { seedInitialContent } from './domain/seed.service';
import { usersConsumer } from './consumers/identity-users.handler';
import { submissionsConsumer } from './consumers/submission-events.handler';
import { SCHEMA } from './schema';

/** The consumer groups the composition subscribes, in order; the descriptor lists them (service.ts). */
export const JOURNALS_CONSUMERS = [usersConsumer, submissionsConsumer];

export interface JournalsServiceDeps extends ServiceBaseDeps {
  /** Cover images (`covers/`). */
  storage: FileStorage;
  /** DOI_PREFIX: a journal's DOI prefix unless it has its own. */
  doiPrefix: string;
  /** SAMPLE_CONTENT: what the first start of a database stores (default `spec`, SPEC.md's site). */
  sampleContent?: SampleContent;
  /** PUBLISHER_NAME: the site's name until the administrator saves one. */
  publisherName: string;
  relay?: Pick<OutboxRelayOptions, 'pollIntervalMs' | 'maxRowFailures'>;
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
}

/** The journals service (issue 28): journals, boards, covers, catalogues and site pages as data. */
export async function createJournalsService(deps: JournalsServiceDeps): Promise<ServiceInstance> {
  const logger = deps.logger.child({ service: 'journals' });
  const relay = new OutboxRelay({ pool: deps.pool, schema: SCHEMA, bus: deps.bus, logger, ...deps.relay });
  // Before the routes exist: a fresh install serves today's content from its first request.
  if (await seedInitialContent(deps.pool, deps.doiPrefix, deps.sampleContent ?? 'spec'))
    logger.info('initial journals and pages stored');
  // A deleted journal's cover goes once its row has: a failure leaves a stray file, never a broken journal.
  const discardCover = (key: string) =>
    deps.storage
      .delete(key)
      .catch((err: unknown) => logger.warn({ err, key }, 'deleted journal cover not removed'));
  const routers = createRouters({
    verifier: deps.verifier,
    journals: new JournalsService({ pool: deps.pool, defaultDoiPrefix: deps.doiPrefix, discardCover }),
    boards: new BoardService(deps.pool),
    covers: new CoversService({ pool: deps.pool, storage: deps.storage, logger }),
    catalogue: new CatalogueService(deps.pool),
    pages: new PagesService(deps.pool),
    journalPages: new JournalPagesService(deps.pool),
    // Kicked: a new section is at once choosable on the submission form (the read model follows the event).
    sections: new SectionsService({ pool: deps.pool, afterCommit: () => relay.kick() }),
    // An author may submit right after a manager saved the checklist: kick the relay, do not wait for its poll.
    checklist: new ChecklistService({ pool: deps.pool, afterCommit: () => relay.kick() }),
    members: new MembersService({ pool: deps.pool, afterCommit: () => relay.kick() }),
    sample: new SampleContentService({ pool: deps.pool, discardCover }),
    site: new SiteService({
      pool: deps.pool,
      storage: deps.storage,
      logger,
      defaultName: deps.publisherName,
      afterCommit: () => relay.kick(),
    }),
  });
  // Journal changes are rare: the relay's poll publishes them; team changes kick it (a removed editor's
  // sockets are cut as soon as notification reads member_removed).
  const work = backgroundWork([
    startedPart(relay),
    ...eventConsumers(
      { ...deps, logger, schema: SCHEMA, afterCommit: () => relay.kick() },
      JOURNALS_CONSUMERS,
    ),
  ]);
  return {
    name: 'journals',
    ...routers,
    ...work,
    ready: readiness(deps.pool),
  };
}
