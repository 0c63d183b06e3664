import type { NextFunction, Request, Response } from 'express';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { tracer } from './trace-context';
import { tracingEnabled } from './tracing-state';

/**
 * Express middleware: a SERVER span per request, child of the caller's W3C `traceparent` (the gateway,
 * another service), named by method and route template once the route is known. The request and
 * response emitters are bound to the span's context, so handlers after body parsing still see it.
 * `routeOf` gives the template (libs/metrics routeTemplateOf). Off: passes straight through.
 */
export function traceRequests(routeOf: (req: Request, res: Response) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!tracingEnabled()) return next();
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer().startSpan(
      `${req.method} ${req.path}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
      parent,
    );
    const ctx = trace.setSpan(parent, span);
    context.bind(ctx, req);
    context.bind(ctx, res);
    res.once('close', () => {
      const route = routeOf(req, res);
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', res.statusCode);
      const id = (req.params as Record<string, unknown> | undefined)?.id;
      if (typeof id === 'string' && route.includes('submission'))
        span.setAttribute('journal.submission_id', id);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(ctx, next);
  };
}
