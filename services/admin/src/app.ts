import { Router } from 'express';
import type { EditorialRoles, TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import type { AdminSubmissionsService } from './domain/admin-submissions.service';
import type { DashboardService } from './domain/dashboard.service';
import type { MailStatusQueries } from './clients/notification.client';
import { adminSubmissionsRoutes } from './routes/admin-submissions.routes';
import { submissionMailsRoutes } from './routes/submission-mails.routes';
import { dashboardRoutes } from './routes/dashboard.routes';
import { analyticsRoutes } from './routes/analytics.routes';
import { publisherAnalyticsRoutes } from './routes/publisher-analytics.routes';
import { submissionDetailRoutes } from './routes/submission-detail.routes';
import type { SubmissionDetailService } from './domain/submission-detail.service';
import type { JournalLookup } from './domain/journals';
import type { ActivityLogService } from './domain/activity/activity-log.service';
import { activityRoutes } from './routes/activity.routes';
import { createFiguresCache } from './domain/analytics/figures-cache';

/**
 * The admin service's public routes (`/api/admin/*`, and a journal's public figures); it has no internal
 * routes. Never listens.
 */
export function createRouters(deps: {
  verifier: TokenVerifier;
  /** A non-administrator's journal roles (issue 28); unset: only the administrator's token gets in. */
  journalRoles?: EditorialRoles;
  pool: Pool;
  submissions: AdminSubmissionsService;
  dashboard: DashboardService;
  mails?: MailStatusQueries;
  detail: SubmissionDetailService;
  journals: () => Promise<JournalLookup>;
  activity: ActivityLogService;
  /** The clock of the analytics' default period (tests). */
  now?: () => Date;
}): {
  publicRouter: Router;
} {
  const access = { verifier: deps.verifier, roles: deps.journalRoles, pool: deps.pool };
  const publicRouter = Router();
  publicRouter.use(dashboardRoutes({ ...deps, access }));
  // One cache for both analytics pages: an entry is keyed by journals and period, whichever page asked.
  const figuresCache = createFiguresCache();
  publicRouter.use(analyticsRoutes({ access, figuresCache, now: deps.now }));
  publicRouter.use(publisherAnalyticsRoutes({ access, figuresCache, now: deps.now }));
  publicRouter.use(adminSubmissionsRoutes({ ...deps, access }));
  publicRouter.use(submissionMailsRoutes({ ...deps, access }));
  publicRouter.use(submissionDetailRoutes({ ...deps, access }));
  publicRouter.use(activityRoutes({ ...deps, access }));
  return { publicRouter };
}
