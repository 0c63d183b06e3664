// Markdown tables of the front-end figures, shared by the console output and docs/performance.md.
import type { BundleReport } from './bundle-size';
import type { LighthouseFigures, Preset } from './lighthouse-run';

export interface PageResult {
  page: string;
  preset: Preset;
  /** The run with the median score. */
  median: LighthouseFigures;
  scores: number[];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function bundleTables(bundle: BundleReport, budgetBytes: number): string {
  const initial = table(
    ['file', 'raw', 'gzip -9'],
    [
      ...bundle.initialFiles.map((f) => [f.file, kb(f.raw), kb(f.gzip)]),
      [
        '**initial JavaScript**',
        kb(bundle.initialRaw),
        `**${kb(bundle.initialGzip)}** (budget ${kb(budgetBytes)})`,
      ],
      ['render-blocking CSS (index.html)', '', kb(bundle.initialCssGzip)],
    ],
  );
  const routes = table(
    ['route', 'own chunk', 'JS added when opened (gzip -9)', 'files'],
    bundle.routes.map((r) => [r.route, r.file, kb(r.extraGzip), String(r.files.length)]),
  );
  return `${initial}\n\n${routes}`;
}

export function lighthouseTable(results: PageResult[]): string {
  return table(
    ['page', 'preset', 'score (median)', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
    results.map(({ page, preset, median, scores }) => [
      page,
      preset,
      String(median.score),
      scores.join(', '),
      ms(median.fcpMs),
      ms(median.lcpMs),
      ms(median.tbtMs),
      median.cls.toFixed(3),
      ms(median.speedIndexMs),
    ]),
  );
}

/** Lighthouse opportunities of the median runs: one line per audit with its estimated savings per page. */
export function opportunityLines(results: PageResult[]): string[] {
  const byAudit = new Map<string, string[]>();
  for (const r of results)
    for (const { id, savings } of r.median.opportunities)
      byAudit.set(id, [...(byAudit.get(id) ?? []), `${r.preset} ${r.page} ${savings}`]);
  return [...byAudit].map(([id, pages]) => `${id}: ${pages.join('; ')}`);
}
