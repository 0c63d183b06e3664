import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { platformHistogram } from './platform-series';
import { metricsEnabled } from './registry';

export const httpRequestDuration = platformHistogram({
  name: 'http_server_request_duration_seconds',
  help: 'HTTP requests served, by method, route template and status class (2xx..5xx).',
  labelNames: ['method', 'route', 'status_class'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** The method label's values: the standard methods; any other a client sends counts as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Set by a handler that serves a path without an Express route (the gateway's proxy, the SPA). */
export function setRouteTemplate(res: Response, template: string): void {
  res.locals.routeTemplate = template;
}

/**
 * The route template of a finished request: the matched Express route (`/api/admin/submissions/:id`),
 * else what a handler named (`setRouteTemplate`), else `unmatched`. Never the raw URL, so the label
 * takes a bounded set of values whatever clients send.
 */
export function routeTemplateOf(req: Request, res: Response): string {
  const named = res.locals.routeTemplate as string | undefined;
  if (named) return named;
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  return 'unmatched';
}

/** Records one finished request (methods outside the standard ones count as OTHER). */
export function recordRequest(method: string, route: string, statusCode: number, seconds: number): void {
  httpRequestDuration.observe(
    {
      method: METHODS.has(method) ? method : 'OTHER',
      route,
      status_class: `${Math.floor(statusCode / 100)}xx`,
    },
    seconds,
  );
}

/** Express middleware: one histogram observation per request, when its response ends (or the client leaves). */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!metricsEnabled()) return next();
    const started = performance.now();
    res.once('close', () =>
      recordRequest(
        req.method,
        routeTemplateOf(req, res),
        res.statusCode,
        (performance.now() - started) / 1000,
      ),
    );
    next();
  };
}
