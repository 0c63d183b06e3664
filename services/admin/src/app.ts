import { Router } from 'express';
import type { TokenVerifier } from '@journal/auth';
import type { AdminSubmissionsService } from './domain/admin-submissions.service';
import type { DashboardService } from './domain/dashboard.service';
import type { MailStatusQueries } from './clients/notification.client';
import { adminSubmissionsRoutes } from './routes/admin-submissions.routes';
import { submissionMailsRoutes } from './routes/submission-mails.routes';
import { dashboardRoutes } from './routes/dashboard.routes';
import { submissionDetailRoutes } from './routes/submission-detail.routes';
import type { SubmissionDetailService } from './domain/submission-detail.service';
import type { JournalLookup } from './domain/journals';

/** The admin service's public routes (`/api/admin/*`); it has no internal routes. Never listens. */
export function createRouters(deps: {
  verifier: TokenVerifier;
  submissions: AdminSubmissionsService;
  dashboard: DashboardService;
  mails?: MailStatusQueries;
  detail: SubmissionDetailService;
  journals: () => Promise<JournalLookup>;
}): {
  publicRouter: Router;
} {
  const publicRouter = Router();
  publicRouter.use(dashboardRoutes(deps));
  publicRouter.use(adminSubmissionsRoutes(deps));
  publicRouter.use(submissionMailsRoutes(deps));
  publicRouter.use(submissionDetailRoutes(deps));
  return { publicRouter };
}
