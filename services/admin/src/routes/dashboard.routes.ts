import { Router } from 'express';
import type { TokenVerifier } from '@journal/auth';
import type { DashboardService } from '../domain/dashboard.service';
import { adminGuard } from './admin-guard';

export function dashboardRoutes(deps: { verifier: TokenVerifier; dashboard: DashboardService }): Router {
  const router = Router();
  router.get('/api/admin/dashboard/stats', ...adminGuard(deps.verifier), async (_req, res) => {
    res.json({ success: true, data: await deps.dashboard.stats() });
  });
  return router;
}
