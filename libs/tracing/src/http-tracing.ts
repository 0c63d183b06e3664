import type { NextFunction, Request, Response } from 'express';
import { SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { newRequestTrace } from './root-sampling';
import { droppedTrace, tracer } from './trace-context';
import { extractRequestContext } from './traceparent-codec';
import { activeContext, activeRootSampler, tracingEnabled, withContext } from './tracing-state';

/**
 * A SERVER span for a request, child of the caller's W3C `traceparent` (the gateway, another service),
 * and the context to run the rest of the chain in (none when the active one stays); no span under a
 * caller's unsampled trace. Undefined with tracing off.
 */
export function startRequestSpan(req: Request): { span?: Span; context?: Context } | undefined {
  if (!tracingEnabled()) return undefined;
  // Most public requests carry no trace context: nothing to parse then.
  const active = activeContext();
  const parent = req.headers.traceparent ? extractRequestContext(active, req.headers) : active;
  // A caller's unsampled trace: no span (none would be recorded), its context carries on; nothing to
  // enter when it is already the active one (an app the gateway calls in-process).
  if (droppedTrace(parent)) return { context: parent === active ? undefined : parent };
  let startIn = parent;
  if (!trace.getSpanContext(parent)) {
    // A new trace: one not recorded needs only its ids, in the context the rest of the chain runs in.
    const started = newRequestTrace(activeRootSampler(), parent);
    if (!started.recorded) return { context: trace.setSpan(parent, started.span) };
    startIn = started.parent;
  }
  const span = tracer().startSpan(
    req.method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
    startIn,
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
 * the caller's async scope). The request and response emitters are not bound to the context: that wraps
 * every listener added to them and cost more CPU than the span itself (docs/performance.md).
 * `routeOf` gives the template (libs/metrics routeTemplateOf). Off: passes straight through.
 * libs/http's observeRequests does this and the request histogram in one middleware.
 */
export function traceRequests(routeOf: (req: Request, res: Response) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = startRequestSpan(req);
    if (!started) return next();
    const { span } = started;
    if (span) res.once('close', () => endRequestSpan(span, req, res, routeOf(req, res)));
    if (started.context) withContext(started.context, next);
    else next();
  };
}
