import {
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { EMPTY_CONTEXT } from './linked-context';
import { formatTraceparent, parseTraceparent } from './traceparent-codec';
import { activeContext, activeTracer, tracingEnabled, withContext } from './tracing-state';

export const TRACER_NAME = 'journal';

export function tracer() {
  return activeTracer();
}

/** The W3C traceparent of the active span, or undefined (tracing off, or no span). */
export function currentTraceparent(ctx: Context = activeContext()): string | undefined {
  if (!tracingEnabled()) return undefined;
  const spanContext = trace.getSpanContext(ctx);
  return spanContext ? formatTraceparent(ctx, spanContext) : undefined;
}

/**
 * The context belongs to a trace its root chose not to record: the parent-based sampler records no
 * child of it, so no span need be made (the W3C sampled flag is off).
 */
export function droppedTrace(ctx: Context): boolean {
  const parent = trace.getSpanContext(ctx);
  return parent !== undefined && (parent.traceFlags & TraceFlags.SAMPLED) === 0;
}

/** A context whose parent is the given traceparent (the empty context when there is none). */
export function contextFromTraceparent(traceparent: string | undefined): Context {
  if (!traceparent || !tracingEnabled()) return EMPTY_CONTEXT;
  return parseTraceparent(traceparent);
}

/** Adds the active trace context to outgoing headers (internal calls, the gateway's proxy). */
export function injectTraceHeaders(setHeader: (name: string, value: string) => void): void {
  if (!tracingEnabled()) return;
  const ctx = activeContext();
  const spanContext = trace.getSpanContext(ctx);
  const traceparent = spanContext && formatTraceparent(ctx, spanContext);
  if (!traceparent) return;
  setHeader('traceparent', traceparent);
  if (spanContext.traceState) setHeader('tracestate', spanContext.traceState.serialize());
}

/** Attributes every span about a submission carries: the id as an attribute, never in the span name. */
export function submissionAttributes(payload: unknown): Attributes {
  const id = (payload as { submissionId?: unknown } | null)?.submissionId;
  return typeof id === 'string' ? { 'journal.submission_id': id } : {};
}

/**
 * Runs `fn` in a span (child of `parent`, else of the active span). Errors mark the span and propagate.
 * With tracing off it only runs `fn`. Attributes given as a function are gathered only for a span that
 * is made: most work runs under an unsampled trace, or with tracing off. (Under tsx an arrow written in
 * an object literal is renamed with Object.defineProperty each time it is made: for a few attributes the
 * object itself costs less.) Only a span that is made pays for an async wrapper: otherwise `fn`'s own
 * promise is returned.
 */
export function withSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes | (() => Attributes); parent?: Context },
  fn: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  try {
    if (!tracingEnabled()) return fn(undefined);
    const parent = options.parent ?? activeContext();
    // Under a caller that was not sampled the sampler drops every child: the parent's context is all the
    // work needs to carry on (most traces, at production's 10 %).
    if (droppedTrace(parent))
      return options.parent ? withContext(parent, () => fn(undefined)) : fn(undefined);
    return inSpan(name, options, parent, fn);
  } catch (error) {
    return Promise.reject(error); // a throw before fn's promise, as an async function would report it
  }
}

async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes | (() => Attributes) },
  parent: Context,
  fn: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  const { attributes } = options;
  const span = tracer().startSpan(
    name,
    {
      kind: options.kind ?? SpanKind.INTERNAL,
      attributes: typeof attributes === 'function' ? attributes() : attributes,
    },
    parent,
  );
  try {
    return await withContext(trace.setSpan(parent, span), () => fn(span));
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
  return withContext(ctx, fn);
}
