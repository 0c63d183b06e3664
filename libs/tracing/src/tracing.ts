import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { observeEvents } from '@journal/events';
import { setLogContext } from '@journal/logger';
import { eventTracing } from './event-tracing';
import { setTracingEnabled } from './tracing-state';

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
 * Starts the OpenTelemetry NodeSDK for this process when an exporter is configured (OTLP endpoint or a
 * test exporter): batched OTLP/HTTP export, ParentBased(TraceIdRatioBased) sampling, W3C trace context,
 * the AsyncLocalStorage context manager; spans at the event hooks and trace_id/span_id on every log
 * line. No auto-instrumentation (ADR 0016). Without an exporter nothing is registered: the API stays a
 * no-op and the middlewares pass through.
 */
export function initTracing(settings: TracingSettings): Tracing {
  const url =
    settings.tracesEndpoint ??
    (settings.endpoint ? `${settings.endpoint.replace(/\/$/, '')}/v1/traces` : undefined);
  if (!url && !settings.exporter) return { enabled: false, shutdown: async () => undefined };

  const spanProcessor = settings.exporter
    ? new SimpleSpanProcessor(settings.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter({ url }), {
        scheduledDelayMillis: settings.batchDelayMs ?? 5_000,
      });
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio ?? 1) }),
    spanProcessors: [spanProcessor],
    contextManager: new AsyncLocalStorageContextManager(),
    // W3C trace context alone: nothing here sets baggage, the SDK's default adds its propagator.
    textMapPropagator: new W3CTraceContextPropagator(),
    // Traces only: log lines stay on stdout (with trace ids), metrics stay with prom-client. An empty
    // list keeps the SDK from starting its default OTLP log exporter.
    logRecordProcessors: [],
    instrumentations: [],
  });
  sdk.start();
  setTracingEnabled(true);
  const stopObserving = observeEvents(eventTracing);
  setLogContext(() => {
    const span = trace.getSpanContext(context.active());
    return span ? { trace_id: span.traceId, span_id: span.spanId } : undefined;
  });
  return {
    enabled: true,
    async shutdown() {
      stopObserving();
      setTracingEnabled(false);
      setLogContext(undefined);
      await sdk.shutdown().catch(() => undefined);
      // Unregisters the global provider, context manager and propagator, so a later initTracing
      // (tests) registers its own.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
