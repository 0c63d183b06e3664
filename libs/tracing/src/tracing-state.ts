import type { Tracer } from '@opentelemetry/api';
import type { RootSampler } from './root-sampling';

/**
 * This process's tracer while it traces (initTracing with an exporter), checked per request, so off costs a
 * branch. Kept here rather than asked of the global API each time: `trace.getTracer` goes through the
 * proxy provider on every call.
 */
let active: { tracer: Tracer; rootSampler: RootSampler } | undefined;

export function tracingEnabled(): boolean {
  return active !== undefined;
}

/** The registered provider's tracer; only called where tracingEnabled() holds. */
export function activeTracer(): Tracer {
  if (!active) throw new Error('tracing is not started');
  return active.tracer;
}

/** The sampler that decides new traces; only called where tracingEnabled() holds. */
export function activeRootSampler(): RootSampler {
  if (!active) throw new Error('tracing is not started');
  return active.rootSampler;
}

export function setActiveTracer(tracing: { tracer: Tracer; rootSampler: RootSampler } | undefined): void {
  active = tracing;
}
