import { context, propagation, trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { observeEvents } from '@journal/events';
import { setLogContext } from '@journal/logger';
import { eventTracing } from './event-tracing';
import { LinkedContextManager } from './linked-context';
import { OffThreadOtlpExporter } from './off-thread-exporter';
import { randomIds } from './random-ids';
import { RootSampler } from './root-sampling';
import { activeContext, setActiveTracing } from './tracing-state';
import { TRACER_NAME } from './trace-context';

export interface TracingSettings {
  /** `service.name` of every span (OTEL_SERVICE_NAME, else the process name). */
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; traces go to `<endpoint>/v1/traces` (OTLP/HTTP). */
  endpoint?: string;
  /** OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: the full traces URL, when it is not `<endpoint>/v1/traces`. */
  tracesEndpoint?: string;
  /** Share of new traces recorded (OTEL_TRACES_SAMPLER_ARG, parent-based: a sampled caller is always followed). */
  sampleRatio?: number;
  /** OTEL_BSP_SCHEDULE_DELAY: how long spans are batched before export (ms). */
  batchDelayMs?: number;
  /** Tests: export to this exporter (e.g. InMemorySpanExporter), synchronously, instead of OTLP. */
  exporter?: SpanExporter;
}

export interface Tracing {
  enabled: boolean;
  /** Exports what is buffered, then unregisters everything (SIGTERM, test teardown). */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing for this process when an exporter is configured (OTLP endpoint or a test exporter):
 * the SDK with W3C trace context, spans at the event hooks, trace_id/span_id on every log line.
 * Without one nothing is registered: the API stays a no-op and the middlewares pass through.
 */
export function initTracing(settings: TracingSettings): Tracing {
  const url =
    settings.tracesEndpoint ??
    (settings.endpoint ? `${settings.endpoint.replace(/\/$/, '')}/v1/traces` : undefined);
  if (!url && !settings.exporter) return { enabled: false, shutdown: async () => undefined };

  const processor = settings.exporter
    ? new SimpleSpanProcessor(settings.exporter)
    : new BatchSpanProcessor(new OffThreadOtlpExporter(url!), {
        scheduledDelayMillis: settings.batchDelayMs ?? 5_000,
      });
  const rootSampler = new RootSampler(settings.sampleRatio ?? 1);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    sampler: new ParentBasedSampler({ root: rootSampler }),
    idGenerator: randomIds,
    spanProcessors: [processor],
  });
  // The AsyncLocalStorage context manager (the SDK's default), deriving cheaper contexts (linked-context.ts),
  // and W3C trace context alone: the default propagator adds W3C baggage, which nothing here sets, at a
  // cost on every internal call and every request that carries a traceparent.
  const contextManager = new LinkedContextManager();
  const propagator = new W3CTraceContextPropagator();
  provider.register({ contextManager, propagator });
  setActiveTracing({ tracer: provider.getTracer(TRACER_NAME), rootSampler, contextManager, propagator });
  const stopObserving = observeEvents(eventTracing);
  setLogContext(() => {
    const span = trace.getSpanContext(activeContext());
    return span ? { trace_id: span.traceId, span_id: span.spanId } : undefined;
  });
  return {
    enabled: true,
    async shutdown() {
      stopObserving();
      setActiveTracing(undefined);
      setLogContext(undefined);
      await provider.shutdown().catch(() => undefined);
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
