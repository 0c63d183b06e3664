import { Router } from 'express';
import type { ProfileService } from '../domain/services';

/** Service-to-service routes, mounted under `/internal` behind the INTERNAL_TOKEN check by the host. */
export function internalRoutes(deps: { profile: ProfileService }): Router {
  const router = Router();
  router.get('/users/:userId', async (req, res) => {
    res.json(await deps.profile.internalUser(String(req.params.userId)));
  });
  return router;
}
