import { Router } from 'express';
import type { TokenVerifier } from '@journal/auth';
import type { AdminSubmissionsService } from './domain/admin-submissions.service';
import type { DashboardService } from './domain/dashboard.service';
import { adminSubmissionsRoutes } from './routes/admin-submissions.routes';
import { dashboardRoutes } from './routes/dashboard.routes';

/** The admin service's public routes (`/api/admin/*`); it has no internal routes. Never listens. */
export function createRouters(deps: {
  verifier: TokenVerifier;
  submissions: AdminSubmissionsService;
  dashboard: DashboardService;
}): {
  publicRouter: Router;
} {
  const publicRouter = Router();
  publicRouter.use(dashboardRoutes(deps));
  publicRouter.use(adminSubmissionsRoutes(deps));
  return { publicRouter };
}
