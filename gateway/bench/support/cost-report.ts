// The status change's cost, embedded site against cluster, side by side: CPU per change of each process,
// the sums, Postgres and Redis apart, the deliveries, and the verdict (the cluster's sum at most BUDGET
// times the embedded one, on the same work). Free of processes and sockets, so it can be tested.
import { LOAD_GENERATOR, type RateResult } from '../../../load-tests/runner/pipeline-stats';

/** One site's measured rate: the runner's row and the roles of its processes, in print order. */
export interface SideResult {
  row: RateResult;
  /** Roles whose CPU is the site's (summed), each a process or a kind of them. */
  roles: string[];
  /** CPU ms per second of all the site's processes doing nothing, before the fixtures. */
  idleCpuMsPerSecond: number;
}

export interface CostVerdict {
  embeddedMs: number;
  clusterMs: number;
  ratio: number;
  /** Why the two sides are not comparable (empty when they are). */
  problems: string[];
  withinBudget: boolean;
}

/** Anything that makes a side's figure not that of the asked work (and so not judgeable). */
function problemsOf(name: string, row: RateResult): string[] {
  const c = row.counts;
  const problems: string[] = [];
  if (c.refused > 0 || row.putErrors > 0) problems.push(`${name}: ${row.putErrors} status changes refused`);
  if (row.lost > 0) problems.push(`${name}: ${row.lost} of ${c.expected} deliveries lost or late`);
  if (row.duplicated > 0) problems.push(`${name}: ${row.duplicated} deliveries duplicated`);
  if (!row.settled) problems.push(`${name}: still busy when the window closed (its CPU is a floor)`);
  if (!Number.isFinite(row.clusterCpuPerChangeMs))
    problems.push(`${name}: a process exited or restarted in the window (its CPU is missing)`);
  return problems;
}

export function judgeCost(embedded: RateResult, cluster: RateResult, budgetRatio: number): CostVerdict {
  const problems = [...problemsOf('embedded', embedded), ...problemsOf('cluster', cluster)];
  if (embedded.changes !== cluster.changes)
    problems.push(`the sides sent different numbers of changes (${embedded.changes}, ${cluster.changes})`);
  const ratio = cluster.clusterCpuPerChangeMs / embedded.clusterCpuPerChangeMs;
  return {
    embeddedMs: embedded.clusterCpuPerChangeMs,
    clusterMs: cluster.clusterCpuPerChangeMs,
    ratio,
    problems,
    withinBudget: problems.length === 0 && Number.isFinite(ratio) && ratio <= budgetRatio,
  };
}

const ms = (value: number | undefined, digits = 2) =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : '-';

/** The side-by-side table: a row per process of either site, then the sums and what is not counted. */
export function formatCostTable(embedded: SideResult, cluster: SideResult): string {
  const rows: string[][] = [];
  for (const role of embedded.roles) rows.push([role, ms(embedded.row.cpuPerChangeMs[role]), '']);
  for (const role of cluster.roles) rows.push([role, '', ms(cluster.row.cpuPerChangeMs[role])]);
  rows.push([
    'sum of the site (judged)',
    ms(embedded.row.clusterCpuPerChangeMs),
    ms(cluster.row.clusterCpuPerChangeMs),
  ]);
  const backing = (side: SideResult, role: string) => ms(side.row.backingCpuPerChangeMs[role]);
  rows.push([
    'Postgres, its backends (not counted)',
    backing(embedded, 'postgres'),
    backing(cluster, 'postgres'),
  ]);
  rows.push([
    'Postgres, server helpers, shared (not counted)',
    backing(embedded, 'postgres shared'),
    backing(cluster, 'postgres shared'),
  ]);
  rows.push(['Redis (not counted)', backing(embedded, 'redis'), backing(cluster, 'redis')]);
  rows.push([
    'load generator (not counted)',
    ms(embedded.row.cpuPerChangeMs[LOAD_GENERATOR]),
    ms(cluster.row.cpuPerChangeMs[LOAD_GENERATOR]),
  ]);
  const header = ['CPU ms per status change', 'embedded', 'cluster'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function deliveries(name: string, side: SideResult): string {
  const r = side.row;
  const c = r.counts;
  return (
    `${name}: ${c.delivered}/${c.expected} deliveries in time, ${r.lost} lost, ${r.duplicated} duplicated, ` +
    `${r.putErrors} PUT errors, ${c.overlapped} overlapped; PUT to socket p50 ${ms(r.p50, 1)} ms, p99 ${ms(r.p99, 1)} ms; ` +
    `${ms(r.rateAchieved, 1)} changes/s achieved; CPU window ${r.windowSeconds.toFixed(1)} s` +
    `${r.settled ? '' : ' (still busy at its end)'}; idle before ${ms(side.idleCpuMsPerSecond, 1)} ms CPU/s; ` +
    `load average ${ms(r.loadAverage)}`
  );
}

export function formatCostReport(embedded: SideResult, cluster: SideResult, budgetRatio: number): string {
  const verdict = judgeCost(embedded.row, cluster.row, budgetRatio);
  const out = [
    formatCostTable(embedded, cluster),
    '',
    deliveries('embedded', embedded),
    deliveries('cluster', cluster),
  ];
  for (const problem of verdict.problems) out.push(`not the same work: ${problem}`);
  out.push(
    `cluster / embedded: ${ms(verdict.clusterMs)} / ${ms(verdict.embeddedMs)} ms = ${ms(verdict.ratio)} times ` +
      `(budget: at most ${budgetRatio} times): ` +
      (verdict.withinBudget
        ? 'met'
        : verdict.problems.length > 0
          ? 'NOT JUDGED, counted as over'
          : 'OVER BUDGET'),
  );
  return out.join('\n');
}
