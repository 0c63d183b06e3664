import { collectDefaultMetrics, register, type Registry } from 'prom-client';

/** Every metric name of the platform starts with this (docs/operations.md lists them). */
export const METRIC_PREFIX = 'journal_';

/** The process's registry: one per process, shared by every service it runs (embedded: all of them). */
export const registry: Registry = register;

let defaultsOn = false;
let enabled = true;

/** METRICS_ENABLED=false: no request histograms, no event counters, no listener (benchmarks compare). */
export function setMetricsEnabled(value: boolean): void {
  enabled = value;
}

export function metricsEnabled(): boolean {
  return enabled;
}

/**
 * How often the event loop's delay is sampled (ms). prom-client's default of 10 ms wakes the loop a
 * hundred times a second: about 1 % of a core in an idle process here (docs/performance.md). Every
 * tenth of a second still gives 150 samples between two 15 s scrapes, and a stall holds back the
 * sample that falls in it, so it is seen.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

/** Node.js process metrics (CPU, memory, event loop lag, GC, handles), once per process. */
export function enableDefaultMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}
