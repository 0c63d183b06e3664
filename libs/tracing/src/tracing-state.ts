import {
  defaultTextMapGetter,
  defaultTextMapSetter,
  type Context,
  type ContextManager,
  type TextMapPropagator,
  type Tracer,
} from '@opentelemetry/api';
import { EMPTY_CONTEXT } from './linked-context';
import type { RootSampler } from './root-sampling';

/** What initTracing registered, for the per-request paths. */
export interface ActiveTracing {
  tracer: Tracer;
  rootSampler: RootSampler;
  contextManager: ContextManager;
  propagator: TextMapPropagator;
}

/**
 * This process's tracing while it traces (initTracing with an exporter), checked per request, so off
 * costs a branch. The request paths use these directly rather than through the global API, which looks
 * each one up and checks its version on every call (`context.active()`, `propagation.inject`); the
 * global API is registered with the same objects, for the SDK and anything else that asks it.
 */
let active: ActiveTracing | undefined;

export function tracingEnabled(): boolean {
  return active !== undefined;
}

function current(): ActiveTracing {
  if (!active) throw new Error('tracing is not started');
  return active;
}

/** The registered provider's tracer; only called where tracingEnabled() holds. */
export function activeTracer(): Tracer {
  return current().tracer;
}

/** The sampler that decides new traces; only called where tracingEnabled() holds. */
export function activeRootSampler(): RootSampler {
  return current().rootSampler;
}

/** The active context (the empty context while tracing is off). */
export function activeContext(): Context {
  return active ? active.contextManager.active() : EMPTY_CONTEXT;
}

/** Runs `fn` with `ctx` active; only called where tracingEnabled() holds. */
export function withContext<T>(ctx: Context, fn: () => T): T {
  return current().contextManager.with(ctx, fn);
}

/** Writes the W3C trace context of `ctx` into `carrier`; only called where tracingEnabled() holds. */
export function injectContext(ctx: Context, carrier: Record<string, string>): void {
  current().propagator.inject(ctx, carrier, defaultTextMapSetter);
}

/** `ctx` with the W3C trace context of `carrier` (headers); only called where tracingEnabled() holds. */
export function extractContext(ctx: Context, carrier: Record<string, unknown>): Context {
  return current().propagator.extract(ctx, carrier, defaultTextMapGetter);
}

export function setActiveTracing(tracing: ActiveTracing | undefined): void {
  active = tracing;
}
