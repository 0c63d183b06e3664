import type { NextFunction, Request, Response } from 'express';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { tracer } from './trace-context';
import { tracingEnabled } from './tracing-state';

/**
 * Express middleware: a SERVER span per request, child of the caller's W3C `traceparent` (the gateway,
 * another service), named by method and route template once the route is known. The rest of the chain
 * runs in the span's context, body parsing included (raw-body runs its callback in the caller's async
 * scope). The request and response emitters are not bound to the context: that wraps every listener
 * added to them and cost more CPU than the span itself (docs/performance.md).
 * `routeOf` gives the template (libs/metrics routeTemplateOf). Off: passes straight through.
 */
export function traceRequests(routeOf: (req: Request, res: Response) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!tracingEnabled()) return next();
    // Most public requests carry no trace context: nothing to parse then.
    const parent = req.headers.traceparent
      ? propagation.extract(context.active(), req.headers)
      : context.active();
    const span = tracer().startSpan(
      `${req.method} ${req.path}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
      parent,
    );
    const ctx = trace.setSpan(parent, span);
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
