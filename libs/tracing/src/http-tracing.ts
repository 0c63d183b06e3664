import type { NextFunction, Request, Response } from 'express';
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { tracer } from './trace-context';
import { tracingEnabled } from './tracing-state';

/**
 * A SERVER span for a request, child of the caller's W3C `traceparent` (the gateway, another service)
 * when it sends one, and the context to run the rest of the chain in. The sampler decides whether it is
 * recorded; an unrecorded span still has ids, for log lines and the calls it makes. Undefined with
 * tracing off.
 */
export function startRequestSpan(req: Request): { span: Span; context: Context } | undefined {
  if (!tracingEnabled()) return undefined;
  const parent = propagation.extract(context.active(), req.headers);
  const span = tracer().startSpan(
    req.method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
    parent,
  );
  return { span, context: trace.setSpan(parent, span) };
}

/** Names the span by method and route template, once the route is known, and ends it. */
export function endRequestSpan(span: Span, req: Request, res: Response, route: string): void {
  if (!span.isRecording()) return span.end(); // unsampled: nothing would keep the name or attributes
  span.updateName(`${req.method} ${route}`);
  const id = (req.params as Record<string, unknown> | undefined)?.id;
  span.setAttributes({
    'http.route': route,
    'http.response.status_code': res.statusCode,
    ...(typeof id === 'string' && route.includes('submission') ? { 'journal.submission_id': id } : {}),
  });
  if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Express middleware: a SERVER span per request (startRequestSpan), ended when the response closes. The
 * rest of the chain runs in the span's context, body parsing included (raw-body runs its callback in
 * the caller's async scope). `routeOf` gives the template (libs/metrics routeTemplateOf). Off: passes
 * straight through. libs/http's observeRequests does this and the request histogram in one middleware.
 */
export function traceRequests(routeOf: (req: Request, res: Response) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = startRequestSpan(req);
    if (!started) return next();
    const { span } = started;
    res.once('close', () => endRequestSpan(span, req, res, routeOf(req, res)));
    context.with(started.context, next);
  };
}
