import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { tracingEnabled } from './tracing-state';

export const TRACER_NAME = 'journal';

/** The tracer of the registered provider (initTracing). */
export function tracer() {
  return trace.getTracer(TRACER_NAME);
}

/** The trace context headers of `ctx` (the active context by default), as the registered propagator writes them. */
function traceHeaders(ctx: Context): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

/** The W3C traceparent of the active span (or of `ctx`'s), or undefined (tracing off, or no span). */
export function currentTraceparent(ctx: Context = context.active()): string | undefined {
  return tracingEnabled() ? traceHeaders(ctx).traceparent : undefined;
}

/** A context whose parent is the given traceparent (an outbox row's, an envelope's, a mail job's). */
export function contextFromTraceparent(traceparent: string | undefined): Context {
  if (!traceparent || !tracingEnabled()) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

/** Adds the active trace context to outgoing headers (internal calls, the gateway's proxy). */
export function injectTraceHeaders(setHeader: (name: string, value: string) => void): void {
  if (!tracingEnabled()) return;
  for (const [name, value] of Object.entries(traceHeaders(context.active()))) setHeader(name, value);
}

/** Attributes every span about a submission carries: the id as an attribute, never in the span name. */
export function submissionAttributes(payload: unknown): Attributes {
  const id = (payload as { submissionId?: unknown } | null)?.submissionId;
  return typeof id === 'string' ? { 'journal.submission_id': id } : {};
}

/**
 * Runs `fn` in a span (child of `parent`, else of the active span). Errors mark the span and propagate.
 * With tracing off it only runs `fn`, with no span. The sampler decides whether the span is recorded;
 * attributes given as a function are gathered only for a recorded one.
 */
export async function withSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes | (() => Attributes); parent?: Context },
  fn: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) return fn(undefined);
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL }, parent);
  const { attributes } = options;
  if (attributes && span.isRecording())
    span.setAttributes(typeof attributes === 'function' ? attributes() : attributes);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : String(error),
    });
    throw error;
  } finally {
    span.end();
  }
}

export { SpanKind };

/** Runs `fn` with `ctx` active (a request's span context, from startRequestSpan). */
export function runInContext<T>(ctx: Context, fn: () => T): T {
  return context.with(ctx, fn);
}
