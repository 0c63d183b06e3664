import { isSpanContextValid, trace, type Context, type SpanContext } from '@opentelemetry/api';
import { EMPTY_CONTEXT } from './linked-context';
import { extractContext, injectContext } from './tracing-state';

/**
 * The W3C `traceparent` of a status change is read many times over: by the outbox relay, by each
 * consumer group, by the mail job, and by every service an internal call reaches. Each value is parsed
 * once and each span context written once; the propagator does both (these only remember its answers).
 * Contexts and span contexts are immutable, so a remembered one can be handed to any number of readers.
 */
const PARSED_LIMIT = 256;
/** Values parsed lately, in two generations: when the newer fills, it becomes the older and the older goes. */
let parsed = new Map<string, Context>();
let parsedBefore = new Map<string, Context>();
const formatted = new WeakMap<SpanContext, string>();

/** The context a `traceparent` value carries, on the empty context (an invalid value gives it bare). */
export function parseTraceparent(traceparent: string): Context {
  let ctx = parsed.get(traceparent) ?? parsedBefore.get(traceparent);
  if (ctx === undefined) {
    ctx = extractContext(EMPTY_CONTEXT, { traceparent });
    // The service that reads it writes it again (into its outbox rows, its own calls): as it came, when
    // that is how the propagator would write it.
    const spanContext = trace.getSpanContext(ctx);
    if (spanContext && traceparent === w3cTraceparent(spanContext)) formatted.set(spanContext, traceparent);
    // Bounded whatever callers send (at most twice the limit), without deleting entry by entry: a Map
    // walks past the holes of deleted entries to find its first.
    if (parsed.size >= PARSED_LIMIT) {
      parsedBefore = parsed;
      parsed = new Map();
    }
    parsed.set(traceparent, ctx);
  }
  return ctx;
}

/**
 * The context of an incoming request's trace headers, on `active`. A request from another service
 * carries a traceparent alone and starts on the empty context: that is the value parsed above, which
 * the relay or a consumer may already have parsed. Anything else goes to the propagator as it is.
 */
export function extractRequestContext(active: Context, headers: Record<string, unknown>): Context {
  const { traceparent, tracestate } = headers;
  return typeof traceparent === 'string' && tracestate === undefined && active === EMPTY_CONTEXT
    ? parseTraceparent(traceparent)
    : extractContext(active, headers);
}

/** The `traceparent` of `spanContext`, the span context of `ctx`; undefined for an invalid one. */
export function formatTraceparent(ctx: Context, spanContext: SpanContext): string | undefined {
  let traceparent = formatted.get(spanContext);
  if (traceparent === undefined) {
    if (spanContext.traceState === undefined && isSpanContextValid(spanContext)) {
      // What the propagator writes for it, without its lookups and carrier (a new trace's ids, per request).
      traceparent = w3cTraceparent(spanContext);
    } else {
      const carrier: Record<string, string> = {};
      injectContext(ctx, carrier);
      traceparent = carrier.traceparent;
    }
    if (traceparent !== undefined) formatted.set(spanContext, traceparent);
  }
  return traceparent;
}

/** The W3C trace context propagator's form of a span context's traceparent (version 00). */
function w3cTraceparent({ traceId, spanId, traceFlags }: SpanContext): string {
  return `00-${traceId}-${spanId}-0${Number(traceFlags || 0).toString(16)}`;
}
