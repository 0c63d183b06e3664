import { Router } from 'express';

export interface RuntimeConfig {
  googleClientId: string | null;
  mainAdminEmail: string;
  publisherName: string;
}

/** Answers the SPA's runtime configuration (the connection test is health.routes.ts). */
export function platformRoutes(runtime: RuntimeConfig): Router {
  const router = Router();
  router.get('/api/config', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json({ success: true, data: runtime });
  });
  return router;
}
