// Latency percentiles, throughput and error rate of one scenario, compared with its thresholds.
import type { Thresholds } from '../scenarios';

export interface ScenarioResult {
  scenario: string;
  /** Requests sent (HTTP) or deliveries expected (sockets). */
  total: number;
  errors: number;
  durationSeconds: number;
  latenciesMs: number[];
  /** Status code (or 'network') -> count, for the report. */
  outcomes: Record<string, number>;
  notes: string[];
}

/** A scenario's result before its first request. */
export function emptyResult(scenario: string): ScenarioResult {
  return { scenario, total: 0, errors: 0, durationSeconds: 0, latenciesMs: [], outcomes: {}, notes: [] };
}

export interface Summary {
  scenario: string;
  total: number;
  throughputPerSecond: number;
  errorRate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: string[];
}

/** Nearest-rank percentile of an ascending array; NaN when empty. */
export function percentile(sortedAscending: number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.min(sortedAscending.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarize(result: ScenarioResult, thresholds: Thresholds): Summary {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const errorRate = result.total === 0 ? 1 : result.errors / result.total;
  const summary: Summary = {
    scenario: result.scenario,
    total: result.total,
    throughputPerSecond:
      result.durationSeconds > 0 ? (result.total - result.errors) / result.durationSeconds : 0,
    errorRate,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    failures: [],
  };
  if (result.total === 0) summary.failures.push('nothing was measured');
  if (errorRate >= thresholds.errorRate) {
    summary.failures.push(
      `error rate ${(errorRate * 100).toFixed(2)} % >= ${(thresholds.errorRate * 100).toFixed(2)} %`,
    );
  }
  if (!(summary.p95 < thresholds.p95Ms))
    summary.failures.push(`p95 ${summary.p95.toFixed(1)} ms >= ${thresholds.p95Ms} ms`);
  if (!(summary.p99 < thresholds.p99Ms))
    summary.failures.push(`p99 ${summary.p99.toFixed(1)} ms >= ${thresholds.p99Ms} ms`);
  return summary;
}
