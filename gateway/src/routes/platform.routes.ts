import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '@journal/auth';
import { isPrefix, patternOf, type RouteTable } from '@journal/http';

export interface RuntimeConfig {
  googleClientId: string | null;
  mainAdminEmail: string;
  publisherName: string;
}

/** One row of `GET /api/platform/routes`. */
export interface RouteRow {
  service: string;
  pattern: string;
  match: 'exact' | 'prefix';
  methods: string[];
  via?: 'socket.io';
}

export function routeRows(table: RouteTable): RouteRow[] {
  return table.rows.map(({ service, entry }) => ({
    service,
    pattern: patternOf(entry),
    match: isPrefix(entry) ? 'prefix' : 'exact',
    methods: [...entry.methods],
    ...(entry.via ? { via: entry.via } : {}),
  }));
}

/**
 * The SPA's runtime configuration (the connection test is health.routes.ts), and the site's route table
 * for the administrator (`GET /api/platform/routes`, ADR 0038): service, pattern, methods. `verifier` is
 * asked on first use, so a proxy gateway without JWT keys starts and only this route fails.
 */
export function platformRoutes(
  runtime: RuntimeConfig,
  routes: { table: RouteTable; verifier: () => TokenVerifier },
): Router {
  const router = Router();
  router.get('/api/config', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json({ success: true, data: runtime });
  });
  const rows = routeRows(routes.table);
  router.get(
    '/api/platform/routes',
    (req, res, next) => requireAdmin(routes.verifier())(req, res, next),
    (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json({ success: true, data: rows });
    },
  );
  return router;
}
