// Prints the status-pipeline sweep: one row per rate (the table of issue 16), what each row leaves out,
// and the highest rate that met the goal.
import { highestRateWithin, RATE_KEPT, type RateResult } from './pipeline-stats';
import type { PipelineResult } from './pipeline-scenario';

const ms = (value: number | undefined, digits = 1) =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : '-';

/** Postgres and Redis, listed apart from the cluster's processes. */
const BACKING = ['postgres', 'postgres shared', 'redis'];

/** Column title of a role's CPU per change. */
const cpuTitle = (role: string) => (role === 'notification' ? 'consumer CPU/change' : `${role} CPU/change`);

export function formatPipelineTable(rows: RateResult[], cpuRoles: string[]): string {
  const others = cpuRoles.filter((r) => r !== 'notification');
  const header = [
    'rate asked',
    'achieved',
    cpuTitle('notification'),
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'lost',
    'duplicated',
    'PUT errors',
    ...others.map(cpuTitle),
    'cluster CPU/change (sum)',
    ...BACKING.map(cpuTitle),
    'PUT p99 ms',
    'load avg',
  ];
  const table = rows.map((r) => [
    `${r.rateAsked}/s`,
    `${ms(r.rateAchieved)}/s`,
    `${ms(r.cpuPerChangeMs.notification, 2)} ms`,
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    ms(r.max),
    String(r.lost),
    String(r.duplicated),
    String(r.putErrors),
    ...others.map((role) => `${ms(r.cpuPerChangeMs[role], 2)} ms`),
    `${ms(r.clusterCpuPerChangeMs, 2)} ms`,
    ...BACKING.map((role) => `${ms(r.backingCpuPerChangeMs?.[role], 2)} ms`),
    ms(r.putP99),
    ms(r.loadAverage, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...table.map(line)].join('\n');
}

/** The verdict line: the highest asked rate meeting the goal, or none. */
export function formatVerdict(rows: RateResult[], p99GoalMs: number): string {
  const best = highestRateWithin(rows, p99GoalMs);
  const rule = `nothing lost, duplicated or refused, at least ${RATE_KEPT * 100} % of the rate achieved`;
  return best
    ? `highest rate with p99 <= ${p99GoalMs} ms: ${best.rateAsked}/s (achieved ${ms(best.rateAchieved)}/s, p99 ${ms(best.p99)} ms; ${rule})`
    : `highest rate with p99 <= ${p99GoalMs} ms: none of ${rows.map((r) => `${r.rateAsked}/s`).join(', ')} (${rule})`;
}

export function formatPipelineReport(result: PipelineResult, p99GoalMs: number): string {
  const out = [
    `${result.scenario}: ${result.sockets} author sockets, ${result.authors} authors, ${result.submissions} submissions changed in turn`,
    formatPipelineTable(result.rates, result.cpuRoles),
    '',
  ];
  for (const r of result.rates) {
    const c = r.counts;
    out.push(
      `  ${r.rateAsked}/s: ${c.changes} changes (${c.refused} refused), ${c.delivered}/${c.expected} deliveries in time, ` +
        `${c.late} late, ${c.unmatched} unmatched, ${c.unexpected} to a wrong socket, ${c.overlapped} overlapped; ` +
        `CPU window ${r.windowSeconds.toFixed(1)} s${r.settled ? '' : ' (consumers still busy at its end)'}`,
    );
    if (c.overlapped > 0)
      out.push(
        `    ${c.overlapped} changes were sent while their submission's previous change still awaited deliveries: ` +
          'the service notices only the newest version, so some of the lost may be merged changes',
      );
  }
  for (const note of result.notes) out.push(`  note: ${note}`);
  out.push(
    '  CPU per change: user+system time (/proc/<pid>/stat) over the window from the first PUT until the ' +
      'consumers were idle again, divided by the changes; consumer = every notification process; cluster ' +
      '(sum) = every process of the cluster (the supervisor and all it started), the load generator left ' +
      "out; postgres = the backends serving the cluster's database, postgres shared = that server's own " +
      'helpers (shared with its other users), redis = the redis-server of REDIS_URL',
  );
  out.push(formatVerdict(result.rates, p99GoalMs));
  return out.join('\n');
}
