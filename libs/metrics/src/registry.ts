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

/** Node.js process metrics (CPU, memory, event loop lag, GC, handles), once per process. */
export function enableDefaultMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}
