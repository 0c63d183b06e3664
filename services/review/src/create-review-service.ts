import type { Redis } from 'ioredis';
import type { FileStorage } from '@journal/storage';
import { eventConsumers, OutboxRelay, type OutboxRelayOptions } from '@journal/events';
import {
  readiness,
  backgroundWork,
  startedPart,
  type InternalClient,
  type ServiceInstance,
  type EditorialServiceDeps,
} from '@journal/http';
import { createRouters } from './app';
import { SubmissionClient } from './clients/submission.client';
import { DecisionsService } from './domain/decisions.service';
import { InvitationsService } from './domain/invitations.service';
import { ReviewerAccessService } from './domain/reviewer-access.service';
import { ReportAttachmentsService } from './domain/attachment/report-attachments.service';
import { DiscussionsService } from './domain/discussions/discussions.service';
import { AvailabilityService } from './domain/reviewer-pool/availability.service';
import { PoolSettingsService } from './domain/reviewer-pool/pool-settings.service';
import { ReviewerPoolService } from './domain/reviewer-pool/reviewer-pool.service';
import { reviewerPoolConsumer } from './consumers/pool-sources.handler';
import { transfersConsumer } from './consumers/transfers.handler';
import { createReminderQueue, type ReminderQueue } from './jobs/reminder-queue';
import { ReminderService } from './workers/reminder.service';
import { SCHEMA } from './schema';

/** The consumer groups the composition subscribes; the descriptor lists them (service.ts). */
export const REVIEW_CONSUMERS = [reviewerPoolConsumer, transfersConsumer];

export interface ReviewServiceDeps extends EditorialServiceDeps {
  /** Internal client of the submission service (papers, files, statuses). */
  submission: Pick<InternalClient, 'json' | 'stream'>;
  /** Where reviewers' attached files are kept (issue 42, item 5). */
  storage: FileStorage;
  /** With Redis, reminders are BullMQ delayed jobs; without, in-process timers. */
  redis?: Redis;
  redisPrefix?: string;
  /** REVIEW_REMINDER_DAYS (default 3). */
  reminderDays?: number;
  /** The clock for due dates, link expiry and reminders (tests move it). */
  clock?: () => Date;
  /** Tests hand in their own queue. */
  reminderQueue?: ReminderQueue;
  relay?: Pick<OutboxRelayOptions, 'pollIntervalMs' | 'maxRowFailures'>;
  /** processed_events retention of the pool's consumer (default 7 days). */
  processedEventsRetentionMs?: number;
}

export interface ReviewService extends ServiceInstance {
  reminders: ReminderService;
}

/** The review service: reviewer invitations, reviewer links, reports, decisions, reminders (issue 12). */
export async function createReviewService(deps: ReviewServiceDeps): Promise<ReviewService> {
  const logger = deps.logger.child({ service: 'review' });
  const clock = deps.clock ?? (() => new Date());
  const relay = new OutboxRelay({ pool: deps.pool, schema: SCHEMA, bus: deps.bus, logger, ...deps.relay });
  const kick = () => relay.kick();
  const submissions = new SubmissionClient(deps.submission);
  const queue =
    deps.reminderQueue ??
    createReminderQueue({
      redis: deps.redis,
      prefix: `${deps.redisPrefix ?? 'journal'}:bull`,
      clock,
      logger,
    });
  const reminders = new ReminderService({
    pool: deps.pool,
    queue,
    submissions,
    reminderDays: deps.reminderDays ?? 3,
    logger,
    afterCommit: kick,
  });
  const afterAssignmentChange = () => kick();
  const reviewerPool = new ReviewerPoolService({ pool: deps.pool, submissions, clock });
  const poolSettings = new PoolSettingsService({ pool: deps.pool });
  const availability = new AvailabilityService({ pool: deps.pool, clock });
  const invitations = new InvitationsService({
    pool: deps.pool,
    submissions,
    clock,
    conflicts: reviewerPool,
    afterCommit: (assignment) => {
      kick();
      reminders
        .plan(assignment)
        .catch((err: unknown) => logger.error({ err }, 'could not schedule reminders'));
    },
  });
  const reviewers = new ReviewerAccessService({
    pool: deps.pool,
    submissions,
    clock,
    afterCommit: afterAssignmentChange,
    logger,
  });
  const decisions = new DecisionsService({ pool: deps.pool, submissions, logger, afterCommit: kick });
  const attachments = new ReportAttachmentsService({
    pool: deps.pool,
    storage: deps.storage,
    submissions,
    logger,
  });
  const discussions = new DiscussionsService({ pool: deps.pool, submissions, reviewers, afterCommit: kick });
  const routers = createRouters({
    pool: deps.pool,
    verifier: deps.verifier,
    journalRoles: deps.journalRoles,
    submissions,
    invitations,
    decisions,
    reviewers,
    reviewerPool,
    poolSettings,
    availability,
    attachments,
    discussions,
  });
  const work = backgroundWork([
    startedPart(relay),
    startedPart(reminders),
    ...eventConsumers({ ...deps, logger, schema: SCHEMA }, REVIEW_CONSUMERS),
  ]);

  return {
    name: 'review',
    ...routers,
    reminders,
    ...work,
    ready: readiness(deps.pool),
  };
}
