// The "Front end" section of docs/performance.md: composed from the figures and written in place,
// leaving every other section as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BundleReport } from './bundle-size';
import { bundleTables, kb, lighthouseTable, opportunityLines, type PageResult } from './report-tables';

const HEADING = '## Front end';
const INTRO =
  '# Performance\n\nFigures measured on the development machine: 2 cores, 24 GiB, Debian, Node 20.\n';

export interface FrontEndFigures {
  bundle: BundleReport;
  results: PageResult[];
  runs: number;
  /** Whether the site sent the JavaScript gzip-encoded to a browser that accepts it. */
  servedCompressed: boolean;
  /** Whether the build wrote `.gz` copies of its scripts and stylesheets. */
  precompressedCopies: boolean;
  budgets: { initialJsBytes: number; score: number };
  verdict: string;
}

export function composeSection(figures: FrontEndFigures): string {
  const { bundle, results, runs, budgets } = figures;
  const sample = results[0]!.median;
  const opportunities = opportunityLines(results);
  return [
    HEADING,
    '',
    `Measured by \`npm run bench\` (\`frontend/bench/frontend.bench.ts\`) on ${new Date().toISOString().slice(0, 10)}:`,
    'the production build in `frontend/dist` served by the real site (embedded mode, `startSite`, fresh database);',
    `Lighthouse ${sample.lighthouseVersion} driving Debian Chromium (${sample.browser}); median of ${runs} run(s)`,
    "per page and preset. Mobile is Lighthouse's default (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s, 4x CPU",
    'slowdown); desktop is its desktop preset.',
    '',
    `Budgets: initial JavaScript <= ${kb(budgets.initialJsBytes)} gzip (level 9) with admin, profile and submit in`,
    `chunks of their own; Lighthouse performance >= ${budgets.score} on every page with both presets.`,
    '',
    '### Initial JavaScript and route chunks',
    '',
    'Initial JavaScript is what the browser loads for `/` before any lazy route chunk: the module script and',
    'modulepreload links of `dist/index.html` and their static imports.',
    '',
    bundleTables(bundle, budgets.initialJsBytes),
    '',
    '### Lighthouse performance',
    '',
    lighthouseTable(results),
    '',
    `Scripts and stylesheets served gzip-encoded by the site: ${figures.servedCompressed ? 'yes' : 'no'}.`,
    ...(!figures.servedCompressed && figures.precompressedCopies
      ? [
          'The build writes a gzip copy next to every script and stylesheet (`*.js.gz`, `*.css.gz`, see',
          '`frontend/vite.config.ts`); the site does not send them yet.',
        ]
      : []),
    ...(opportunities.length
      ? ['', 'Lighthouse opportunities in the median runs:', '', ...opportunities.map((line) => `- ${line}`)]
      : []),
    '',
    `**${figures.verdict}**`,
    '',
  ].join('\n');
}

/** Replaces the section that starts at `## Front end` (up to the next `## ` heading) or appends it. */
export function replaceSection(document: string, section: string): string {
  const body = section.trimEnd() + '\n';
  const start = document.search(/^## Front end[ \t]*$/m);
  if (start === -1) return `${document.trimEnd()}\n\n${body}`;
  const rest = document.slice(start + HEADING.length);
  const next = rest.search(/^## /m);
  const end = next === -1 ? document.length : start + HEADING.length + next;
  const after = document.slice(end);
  return `${document.slice(0, start)}${body}${after ? `\n${after}` : ''}`;
}

/** Writes the section into the document, formatted with the repo's Prettier settings (CI checks them). */
export async function writeFrontEndSection(file: string, section: string): Promise<void> {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : INTRO;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(
    file,
    await prettier.format(replaceSection(current, section), { ...options, filepath: file }),
  );
}
