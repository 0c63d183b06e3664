import { Router } from 'express';
import { z } from 'zod';
import { adminGuard, authOf, type TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import { safeText, validate } from '@journal/errors';
import { addSushiCustomer, reportsArePublic, setReportsPublic } from '../domain/sushi/sushi-service';

const customerBody = z.object({
  name: safeText('The name')
    .trim()
    .min(2, 'The name must be at least 2 characters')
    .max(200, 'The name may be at most 200 characters'),
});

const settingsBody = z.object({
  publicReports: z.boolean({ error: 'publicReports must be true or false' }),
});

/** `/api/admin/sushi/*`: the administrator's SUSHI customers and settings (issue 32). */
export function sushiAdminRoutes(deps: { pool: Pool; verifier: TokenVerifier }): Router {
  const router = Router();
  const guard = adminGuard(deps.verifier);

  router.post('/api/admin/sushi/customers', ...guard, async (req, res) => {
    const { name } = validate(customerBody, req.body);
    const customer = await addSushiCustomer(deps.pool, name, authOf(req).email);
    res.status(201).json({
      success: true,
      data: { customerId: customer.customerId, requestorId: customer.requestorId, apiKey: customer.apiKey },
    });
  });

  router.get('/api/admin/sushi/settings', ...guard, async (_req, res) => {
    res.json({ success: true, data: { publicReports: await reportsArePublic(deps.pool) } });
  });

  router.put('/api/admin/sushi/settings', ...guard, async (req, res) => {
    const { publicReports } = validate(settingsBody, req.body);
    await setReportsPublic(deps.pool, publicReports);
    res.json({ success: true, data: { publicReports } });
  });
  return router;
}
