// Prints the figures of a run, one row per scenario, and the budget verdicts.
import type { Summary } from './stats';
import type { ScenarioResult } from './stats';

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

export function formatReport(rows: Array<{ summary: Summary; result: ScenarioResult }>): string {
  const header = ['scenario', 'requests', 'ok/s', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'budget'];
  const table = rows.map(({ summary }) => [
    summary.scenario,
    String(summary.total),
    summary.throughputPerSecond.toFixed(1),
    `${(summary.errorRate * 100).toFixed(2)} %`,
    ms(summary.p50),
    ms(summary.p95),
    ms(summary.p99),
    ms(summary.max),
    summary.failures.length === 0 ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const out = [line(header), line(widths.map((w) => '-'.repeat(w))), ...table.map(line), ''];
  for (const { summary, result } of rows) {
    const outcomes = Object.entries(result.outcomes)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    out.push(`${summary.scenario}: ${outcomes || 'no responses'}`);
    for (const note of result.notes) out.push(`  note: ${note}`);
    for (const failure of summary.failures) out.push(`  over budget: ${failure}`);
  }
  return out.join('\n');
}
