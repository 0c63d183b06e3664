import type { RateResult } from '../../../load-tests/runner/pipeline-stats';
import { formatCostReport, judgeCost, type SideResult } from './cost-report';

/** A measured rate: 100 changes, each expected on 5 sockets, all delivered unless `overrides` say. */
function row(cpuPerChangeMs: Record<string, number>, overrides: Partial<RateResult> = {}): RateResult {
  const site = Object.entries(cpuPerChangeMs)
    .filter(([role]) => role !== 'load generator')
    .reduce((sum, [, ms]) => sum + ms, 0);
  return {
    rateAsked: 50,
    rateAchieved: 50,
    changes: 100,
    cpuPerChangeMs,
    clusterCpuPerChangeMs: site,
    backingCpuPerChangeMs: { postgres: 3, 'postgres shared': 0.2 },
    p50: 10,
    p95: 20,
    p99: 30,
    max: 40,
    lost: 0,
    duplicated: 0,
    putErrors: 0,
    putP99: 12,
    counts: {
      changes: 100,
      refused: 0,
      expected: 500,
      delivered: 500,
      lost: 0,
      late: 0,
      duplicated: 0,
      unmatched: 0,
      unexpected: 0,
      overlapped: 0,
      latenciesMs: [],
    },
    windowSeconds: 2.5,
    settled: true,
    loadAverage: 1.5,
    ...overrides,
  };
}

const side = (r: RateResult): SideResult => ({
  row: r,
  roles: Object.keys(r.cpuPerChangeMs).filter((role) => role !== 'load generator'),
  idleCpuMsPerSecond: 4,
});

describe('status change cost verdict', () => {
  const embedded = row({ 'embedded site': 6, 'load generator': 2 });

  test('the cluster within twice the embedded site is met; above it is over', () => {
    const within = row({ 'gateway :3000': 4, 'submission :3002': 8, 'load generator': 2 });
    expect(judgeCost(embedded, within, 2)).toMatchObject({ ratio: 2, withinBudget: true, problems: [] });
    const over = row({ 'gateway :3000': 4, 'submission :3002': 8.5 });
    expect(judgeCost(embedded, over, 2).withinBudget).toBe(false);
    const report = formatCostReport(side(embedded), side(over), 2);
    expect(report).toMatch(/gateway :3000 +4\.00\n/);
    expect(report).toMatch(/sum of the site \(judged\) +6\.00 +12\.50/);
    expect(report).toContain('= 2.08 times (budget: at most 2 times): OVER BUDGET');
  });

  test('a lost delivery, a refused change or a missing process makes the comparison fail, not pass', () => {
    const cheap = { 'gateway :3000': 1 };
    expect(judgeCost(embedded, row(cheap, { lost: 3 }), 2)).toMatchObject({
      withinBudget: false,
      problems: ['cluster: 3 of 500 deliveries lost or late'],
    });
    expect(judgeCost(row({ site: 6 }, { putErrors: 1 }), row(cheap), 2).withinBudget).toBe(false);
    expect(judgeCost(embedded, row(cheap, { clusterCpuPerChangeMs: Number.NaN }), 2).withinBudget).toBe(
      false,
    );
    expect(judgeCost(embedded, row(cheap, { settled: false }), 2).withinBudget).toBe(false);
    expect(formatCostReport(side(embedded), side(row(cheap, { lost: 3 })), 2)).toContain(
      'NOT JUDGED, counted as over',
    );
  });
});
