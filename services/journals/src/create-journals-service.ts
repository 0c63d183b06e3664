import type { TokenVerifier } from '@journal/auth';
import { pingDatabase, type Pool } from '@journal/db';
import { OutboxRelay, type EventBus, type OutboxRelayOptions } from '@journal/events';
import type { ServiceInstance } from '@journal/http';
import type { Logger } from '@journal/logger';
import type { FileStorage } from '@journal/storage';
import { createRouters } from './app';
import { BoardService } from './domain/board.service';
import { CatalogueService } from './domain/catalogue.service';
import { CoversService } from './domain/covers.service';
import { JournalsService } from './domain/journals.service';
import { PagesService } from './domain/pages.service';
import { seedInitialContent } from './domain/seed.service';
import { SCHEMA } from './schema';

export interface JournalsServiceDeps {
  logger: Logger;
  pool: Pool;
  bus: EventBus;
  verifier: TokenVerifier;
  /** Cover images (`covers/`). */
  storage: FileStorage;
  /** DOI_PREFIX: a journal's DOI prefix unless it has its own. */
  doiPrefix: string;
  relay?: Pick<OutboxRelayOptions, 'pollIntervalMs' | 'maxRowFailures'>;
}

/** The journals service (issue 28): journals, boards, covers, catalogues and site pages as data. */
export async function createJournalsService(deps: JournalsServiceDeps): Promise<ServiceInstance> {
  const logger = deps.logger.child({ service: 'journals' });
  const relay = new OutboxRelay({ pool: deps.pool, schema: SCHEMA, bus: deps.bus, logger, ...deps.relay });
  // Before the routes exist: a fresh install serves today's content from its first request.
  if (await seedInitialContent(deps.pool, deps.doiPrefix)) logger.info('initial journals and pages stored');
  const routers = createRouters({
    verifier: deps.verifier,
    journals: new JournalsService({ pool: deps.pool, defaultDoiPrefix: deps.doiPrefix }),
    boards: new BoardService(deps.pool),
    covers: new CoversService({ pool: deps.pool, storage: deps.storage, logger }),
    catalogue: new CatalogueService(deps.pool),
    pages: new PagesService(deps.pool),
  });
  // Changes are rare: the relay's poll publishes them (no kick after each request is needed).
  let started = false;
  return {
    name: 'journals',
    ...routers,
    start() {
      if (started) return Promise.resolve();
      started = true;
      relay.start();
      return Promise.resolve();
    },
    async stop() {
      if (!started) return;
      started = false;
      await relay.stop();
    },
    async ready() {
      await pingDatabase(deps.pool);
    },
  };
}
