import type { Tracer } from '@opentelemetry/api';

/**
 * This process's tracer while it traces (initTracing with an exporter), checked per request, so off costs a
 * branch. Kept here rather than asked of the global API each time: `trace.getTracer` goes through the
 * proxy provider on every call.
 */
let active: Tracer | undefined;

export function tracingEnabled(): boolean {
  return active !== undefined;
}

/** The registered provider's tracer; only called where tracingEnabled() holds. */
export function activeTracer(): Tracer {
  if (!active) throw new Error('tracing is not started');
  return active;
}

export function setActiveTracer(tracer: Tracer | undefined): void {
  active = tracer;
}
