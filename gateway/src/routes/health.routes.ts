import { Router } from 'express';
import type { Logger } from '@journal/logger';
import type { NotReady, ReadinessCheck } from './readiness';

/**
 * The site's own probes, answered before any rate limit. `/api/health/live`: the process serves HTTP
 * (liveness; a restart would not help a site that is only starting). `/api/health`: the site can serve
 * every call (readiness), so scripts, tests and load balancers that wait for it never meet a site whose
 * services, or whose administrator account, are not there yet.
 */
export function healthRoutes(readiness: ReadinessCheck, logger?: Logger): Router {
  const router = Router();
  router.get('/api/health/live', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ success: true, status: 'ok', time: new Date().toISOString() });
  });
  router.get('/api/health', async (_req, res) => {
    const notReady = await readiness();
    res.set('Cache-Control', 'no-store');
    if (!notReady.length) {
      res.json({ success: true, status: 'ok', time: new Date().toISOString() });
      return;
    }
    // The route is public: addresses and driver messages go to the log only.
    if (notReady.some((item) => item.detail)) logger?.warn({ notReady }, 'site not ready');
    const failing = notReady.map(({ service, error }) => ({ service, error }));
    res.status(503).json({
      success: false,
      status: 'unavailable',
      error: `Not ready: ${failing.map(describe).join('; ')}`,
      failing,
      time: new Date().toISOString(),
    });
  });
  return router;
}

const describe = (item: Pick<NotReady, 'service' | 'error'>) => `${item.service} (${item.error})`;
