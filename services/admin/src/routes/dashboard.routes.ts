import { Router } from 'express';
import { editorialScopeOf, scopeJournalIds } from '@journal/auth';
import type { DashboardService } from '../domain/dashboard.service';
import { dashboardGuard, type EditorialAccess } from './admin-guard';

export function dashboardRoutes(deps: { access: EditorialAccess; dashboard: DashboardService }): Router {
  const router = Router();
  router.get('/api/admin/dashboard/stats', ...dashboardGuard(deps.access), async (req, res) => {
    const scope = scopeJournalIds(editorialScopeOf(req));
    res.json({ success: true, data: await deps.dashboard.stats(new Date(), scope) });
  });
  return router;
}
