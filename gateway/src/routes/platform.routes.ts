import { Router } from 'express';

export interface RuntimeConfig {
  googleClientId: string | null;
  mainAdminEmail: string;
  publisherName: string;
}

/** Answers the SPA's own calls: the connection test and the runtime configuration. */
export function platformRoutes(runtime: RuntimeConfig): Router {
  const router = Router();
  router.get('/api/health', (_req, res) => {
    res.json({ success: true, status: 'ok', time: new Date().toISOString() });
  });
  router.get('/api/config', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json({ success: true, data: runtime });
  });
  return router;
}
