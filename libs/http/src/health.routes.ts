import { Router } from 'express';
import type { ServiceInstance } from './service-instance';

/** `/healthz`: the process answers. `/readyz`: every dependency answers (503 lists what does not). */
export function healthRoutes(instances: ServiceInstance[]): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.allSettled(instances.map((instance) => instance.ready()));
    const failing = results.flatMap((result, index) =>
      result.status === 'rejected'
        ? [{ service: instances[index]!.name, error: String(result.reason?.message ?? result.reason) }]
        : [],
    );
    res
      .status(failing.length ? 503 : 200)
      .json({ status: failing.length ? 'unavailable' : 'ready', failing });
  });
  return router;
}
