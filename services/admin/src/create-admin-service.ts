import { batched, consumer, eventConsumers, inTurn, JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import {
  readiness,
  backgroundWork,
  type InternalClient,
  type ServiceInstance,
  type EditorialServiceDeps,
} from '@journal/http';
import { createRouters } from './app';
import { mailStatusQueries } from './clients/notification.client';
import { submissionCommands } from './clients/submission.client';
import { AdminSubmissionsService } from './domain/admin-submissions.service';
import { SubmissionDetailService } from './domain/submission-detail.service';
import {
  REVIEW_SUMMARY_CONSUMER_GROUP,
  REVIEW_SUMMARY_EVENT_TYPES,
  reviewEventsHandler,
} from './events/review-events.handler';
import { DashboardService } from './domain/dashboard.service';
import {
  PROOF_ACTIVITY_CONSUMER_GROUP,
  PROOF_ACTIVITY_EVENT_TYPES,
  proofEventsHandler,
} from './events/proof-events.handler';
import { ActivityLogService } from './domain/activity/activity-log.service';
import {
  ANALYTICS_CONSUMER_GROUP,
  ANALYTICS_EVENT_TYPES,
  analyticsEventsHandler,
} from './events/analytics-events.handler';
import { journalLookup } from '@journal/journals';
import { listJournals } from './repositories/journals.repository';
import { JOURNALS_CONSUMER_GROUP, journalEventsHandler } from './events/journal-events.handler';
import {
  READ_MODEL_CONSUMER_GROUP,
  READ_MODEL_EVENT_TYPES,
  submissionEventsHandler,
} from './events/submission-events.handler';

/** The read model's wait after a small read (SubscribeOptions.lingerMs), as notification's consumer. */
const READ_MODEL_LINGER_MS = 50;

export interface AdminServiceDeps extends EditorialServiceDeps {
  /** Internal client of the submission service (status commands, file streams). */
  submission: InternalClient;
  /** Internal client of the notification service (mail status of a submission); unset: those routes answer 503. */
  notification?: InternalClient;
  /** Internal client of the review service (the detail page's assignments, reports, decisions); unset: empty. */
  review?: InternalClient;
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
}

/** The admin service: dashboard read model, listing, stats, CSV, status commands, downloads. */
export async function createAdminService(deps: AdminServiceDeps): Promise<ServiceInstance> {
  const commands = submissionCommands(deps.submission);
  const submissions = new AdminSubmissionsService({
    pool: deps.pool,
    commands,
    logger: deps.logger,
  });
  const dashboard = new DashboardService(deps.pool);
  const mails = deps.notification ? mailStatusQueries(deps.notification) : undefined;
  const routers = createRouters({
    verifier: deps.verifier,
    journalRoles: deps.journalRoles,
    pool: deps.pool,
    submissions,
    dashboard,
    mails,
    detail: new SubmissionDetailService({ commands, review: deps.review }),
    journals: async () => journalLookup(await listJournals(deps.pool)),
    activity: new ActivityLogService({ pool: deps.pool, mails }),
  });
  const readModel = submissionEventsHandler(deps.pool);
  const work = backgroundWork(
    eventConsumers({ ...deps, schema: 'admin' }, [
      consumer({
        group: READ_MODEL_CONSUMER_GROUP,
        types: READ_MODEL_EVENT_TYPES,
        // A transaction per batch: at 100 changes/s a short wait lets a few share it (docs/performance.md).
        ...batched(readModel),
        lingerMs: READ_MODEL_LINGER_MS,
      }),
      consumer({
        group: REVIEW_SUMMARY_CONSUMER_GROUP,
        types: REVIEW_SUMMARY_EVENT_TYPES,
        handler: reviewEventsHandler(deps.pool),
      }),
      consumer({
        group: ANALYTICS_CONSUMER_GROUP,
        types: ANALYTICS_EVENT_TYPES,
        // Every status change is read here, few write: lingering takes them in fewer reads.
        ...inTurn(analyticsEventsHandler(deps.pool)),
        lingerMs: READ_MODEL_LINGER_MS,
      }),
      consumer({
        group: PROOF_ACTIVITY_CONSUMER_GROUP,
        types: PROOF_ACTIVITY_EVENT_TYPES,
        handler: proofEventsHandler(deps.pool),
      }),
      consumer({
        group: JOURNALS_CONSUMER_GROUP,
        types: JOURNAL_STATE_EVENT_TYPES,
        handler: journalEventsHandler(deps.pool),
      }),
    ]),
  );

  return {
    name: 'admin',
    ...routers,
    ...work,
    ready: readiness(deps.pool),
  };
}
