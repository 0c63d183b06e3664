import { eventConsumers } from '@journal/events';
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
import { DashboardService } from './domain/dashboard.service';
import { ActivityLogService } from './domain/activity/activity-log.service';
import { journalLookup } from '@journal/journals';
import { listJournals } from './repositories/journals.repository';
import { analyticsConsumer } from './consumers/analytics-events.handler';
import { journalsConsumer } from './consumers/journal-events.handler';
import { proofActivityConsumer } from './consumers/proof-events.handler';
import { reviewSummaryConsumer } from './consumers/review-events.handler';
import { readModelConsumer } from './consumers/submission-events.handler';

/** The consumer groups the composition subscribes, in order; the descriptor lists them (service.ts). */
export const ADMIN_CONSUMERS = [
  readModelConsumer,
  reviewSummaryConsumer,
  analyticsConsumer,
  proofActivityConsumer,
  journalsConsumer,
];

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
  const work = backgroundWork(eventConsumers({ ...deps, schema: 'admin' }, ADMIN_CONSUMERS));

  return {
    name: 'admin',
    ...routers,
    ...work,
    ready: readiness(deps.pool),
  };
}
