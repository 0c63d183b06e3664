import { OutboxRelay, eventConsumers, type OutboxRelayOptions } from '@journal/events';
import {
  readiness,
  backgroundWork,
  startedPart,
  type ServiceInstance,
  type EditorialServiceDeps,
} from '@journal/http';
import type { FileStorage } from '@journal/storage';
import { AnonymityService } from './domain/anonymity/anonymity.service';
import { ReviewerCopyWorker } from './workers/reviewer-copy.worker';
import { HandlingEditorService } from './domain/handling-editor.service';
import { MetadataCorrectionsService } from './domain/metadata-corrections.service';
import { createRouters } from './app';
import { EditorNotesService } from './domain/editor-notes.service';
import { TransfersService } from './domain/transfers/transfers.service';
import { AuthorEditsService } from './domain/author-edits.service';
import { AuthorResolver } from './domain/author-resolver';
import { PaperFileService } from './domain/paper-file.service';
import { SupplementaryFilesService } from './domain/supplementary-files.service';
import { SubmissionService } from './domain/submission.service';
import { authorsConsumer } from './consumers/identity-events.handler';
import { journalsConsumer } from './consumers/journal-events.handler';
import { coAuthorOrcidConsumer } from './consumers/orcid-events.handler';
import { decisionsConsumer, reviewStartsConsumer } from './consumers/review-events.handler';
import { reviewersConsumer } from './consumers/reviewer-events.handler';
import { PeerReviewService } from './domain/peer-review/peer-review.service';
import { SCHEMA } from './repositories/schema';
import { MAX_UPLOAD_BYTES } from './domain/upload/file-type.policy';
import { StorageSweeper } from './jobs/storage-sweeper';
import { IntegrityWorker } from './workers/integrity.worker';

/** The consumer groups the composition subscribes, in order; the descriptor lists them (service.ts). */
export const SUBMISSION_CONSUMERS = [
  authorsConsumer,
  decisionsConsumer,
  reviewStartsConsumer,
  reviewersConsumer,
  journalsConsumer,
  coAuthorOrcidConsumer,
];

export interface SubmissionServiceDeps extends EditorialServiceDeps {
  storage: FileStorage;
  /** Relay tuning (tests shorten the poll interval). */
  relay?: Pick<
    OutboxRelayOptions,
    'pollIntervalMs' | 'batchSize' | 'initialBackoffMs' | 'maxBackoffMs' | 'maxRowFailures'
  >;
  maxUploadBytes?: number;
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
  /** Sweeper of abandoned upload files (tests pass a clock or turn the timer off with `enabled: false`). */
  sweeper?: { enabled?: boolean; now?: () => Date; intervalMs?: number };
  /** How often reviewer copies that failed are tried again (default a minute). */
  reviewerCopyRetryMs?: number;
}

/** The submission service: papers, files, statuses and their history (docs/conventions.md). */
export async function createSubmissionService(deps: SubmissionServiceDeps): Promise<ServiceInstance> {
  const logger = deps.logger.child({ service: 'submission' });
  const relay = new OutboxRelay({ pool: deps.pool, schema: SCHEMA, bus: deps.bus, logger, ...deps.relay });
  const copies = new ReviewerCopyWorker({
    pool: deps.pool,
    storage: deps.storage,
    logger,
    retryMs: deps.reviewerCopyRetryMs,
  });
  const integrity = new IntegrityWorker({ pool: deps.pool, storage: deps.storage, logger });
  const afterCommit = () => relay.kick();
  // After a commit that added a file version: make the reviewers' copy (issue 26); a new paper or revision
  // is checked against the family (issue 44 item 4; an authors' edit finds nothing new to check).
  const afterNewVersion = () => {
    copies.kick();
    integrity.kick();
  };
  const papers = new PaperFileService(deps.storage, logger, deps.maxUploadBytes ?? MAX_UPLOAD_BYTES);
  const supplementary = new SupplementaryFilesService({
    pool: deps.pool,
    storage: deps.storage,
    logger,
    maxBytes: deps.maxUploadBytes ?? MAX_UPLOAD_BYTES,
  });
  const submissions = new SubmissionService({
    pool: deps.pool,
    storage: deps.storage,
    authors: new AuthorResolver(deps.pool),
    afterCommit,
    afterNewVersion,
    discardFile: (file) => papers.discard(file),
    supplementary,
  });
  const edits = new AuthorEditsService({
    pool: deps.pool,
    afterCommit,
    afterAuthorsChanged: afterNewVersion,
  });
  const review = new PeerReviewService({
    pool: deps.pool,
    storage: deps.storage,
    logger,
    afterCommit,
    afterNewVersion,
    discardFile: (file) => papers.discard(file),
    supplementary,
  });
  const anonymity = new AnonymityService({
    pool: deps.pool,
    storage: deps.storage,
    worker: copies,
    discardFile: (file) => papers.discard(file),
  });
  const handlingEditors = new HandlingEditorService({
    pool: deps.pool,
    roles: deps.journalRoles,
    afterCommit,
  });
  const corrections = new MetadataCorrectionsService({
    pool: deps.pool,
    afterCommit,
    afterAuthorsChanged: afterNewVersion,
  });
  const notes = new EditorNotesService({ pool: deps.pool });
  const transfers = new TransfersService({
    pool: deps.pool,
    storage: deps.storage,
    afterCommit,
    afterNewVersion,
  });
  const routers = createRouters({
    verifier: deps.verifier,
    journalRoles: deps.journalRoles,
    pool: deps.pool,
    submissions,
    edits,
    papers,
    supplementary,
    review,
    anonymity,
    handlingEditors,
    corrections,
    notes,
    transfers,
    afterCommit,
  });
  const sweeper = new StorageSweeper({ storage: deps.storage, db: deps.pool, logger, ...deps.sweeper });

  const work = backgroundWork([
    startedPart(relay),
    startedPart(copies),
    startedPart(integrity),
    () => (deps.sweeper?.enabled !== false ? startedPart(sweeper)() : undefined),
    ...eventConsumers({ ...deps, logger, schema: SCHEMA, afterCommit, review }, SUBMISSION_CONSUMERS),
  ]);

  return {
    name: 'submission',
    ...routers,
    ...work,
    ready: readiness(deps.pool, () => deps.storage.ping()),
  };
}
