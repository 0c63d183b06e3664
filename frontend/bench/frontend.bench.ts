/**
 * Front-end budget (issue 5): initial JavaScript and Lighthouse performance of the built SPA served by the
 * real site (embedded mode, fresh database on DATABASE_URL's server).
 *   node --import tsx frontend/bench/frontend.bench.ts [--runs 3] [--no-doc]
 * Budgets: initial JS <= 170 KB gzip (level 9) with admin, profile and submit in chunks of their own;
 * Lighthouse performance >= 90 on /, /journals/civil-engineering and /login with the mobile default
 * (simulated slow 4G, 4x CPU slowdown) and with the desktop preset; median of --runs runs per page and preset.
 * Writes the figures to the "Front end" section of docs/performance.md; exits 1 when over budget.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase, startSite, type RunningSite } from '@journal/testing';
import { measureBundle, type BundleReport } from './bundle-size';
import { distDir, ensureBuild, repoRoot } from './ensure-build';
import { launchLighthouse, type LighthouseFigures, type Preset } from './lighthouse-run';
import { composeSection, writeFrontEndSection } from './performance-doc';
import { bundleTables, kb, lighthouseTable, opportunityLines, type PageResult } from './report-tables';

const BUDGETS = { initialJsBytes: 170 * 1024, score: 90 };
const PAGES = ['/', '/journals/civil-engineering', '/login'];
const PRESETS: Preset[] = ['mobile', 'desktop'];

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'no-doc': { type: 'boolean', default: false } },
});
const RUNS = Math.max(1, Number(values.runs) || 1);

async function lighthouseResults(baseUrl: string): Promise<PageResult[]> {
  const browser = await launchLighthouse();
  const results: PageResult[] = [];
  try {
    for (const preset of PRESETS) {
      for (const page of PAGES) {
        const runs: LighthouseFigures[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await browser.run(`${baseUrl}${page}`, preset));
        const sorted = [...runs].sort((a, b) => a.score - b.score);
        const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
        results.push({ page, preset, median, scores: runs.map((r) => r.score) });
        console.log(
          `lighthouse ${preset.padEnd(7)} ${page.padEnd(28)} scores ${runs.map((r) => r.score).join(', ')}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Warms the freshly started server (first requests compile modules) and checks how it sends scripts. */
async function warmUpAndCheckEncoding(baseUrl: string, bundle: BundleReport): Promise<boolean> {
  for (const page of [...PAGES, '/api/config']) await (await fetch(`${baseUrl}${page}`)).arrayBuffer();
  const largest = [...bundle.initialFiles].sort((a, b) => b.raw - a.raw)[0]!;
  const res = await fetch(`${baseUrl}/${largest.file}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET /${largest.file}: HTTP ${res.status}`);
  return /gzip|br|deflate/.test(res.headers.get('content-encoding') ?? '');
}

function overBudget(bundle: BundleReport, results: PageResult[]): string[] {
  const problems = [...bundle.splitProblems];
  if (bundle.initialGzip > BUDGETS.initialJsBytes)
    problems.push(`initial JavaScript ${kb(bundle.initialGzip)} > ${kb(BUDGETS.initialJsBytes)}`);
  for (const r of results)
    if (r.median.score < BUDGETS.score)
      problems.push(`Lighthouse ${r.preset} ${r.page}: ${r.median.score} < ${BUDGETS.score}`);
  return problems;
}

async function main(): Promise<number> {
  ensureBuild();
  const bundle = measureBundle(distDir);
  console.log(
    `\nInitial JavaScript (before any lazy route chunk)\n${bundleTables(bundle, BUDGETS.initialJsBytes)}\n`,
  );

  const database = await createTestDatabase({ prefix: 'bench_frontend', poolSize: 1 });
  let site: RunningSite | undefined;
  let results: PageResult[];
  let servedCompressed: boolean;
  try {
    site = await startSite({ databaseUrl: database.url });
    servedCompressed = await warmUpAndCheckEncoding(site.baseUrl, bundle);
    results = await lighthouseResults(site.baseUrl).catch((error: unknown) => {
      // A page that cannot load usually means the site went away: show why.
      const state =
        site!.process.exitCode === null ? 'still running' : `exited with ${site!.process.exitCode}`;
      console.error(`site ${state}; its last output:\n${site!.output().slice(-3000)}`);
      throw error;
    });
  } finally {
    await site?.stop();
    await database.drop();
  }

  const sample = results[0]!.median;
  console.log(`\nLighthouse ${sample.lighthouseVersion}, ${sample.browser}, median of ${RUNS} run(s)`);
  console.log(`${lighthouseTable(results)}\n`);
  console.log(`scripts and stylesheets served gzip-encoded: ${servedCompressed ? 'yes' : 'no'}`);
  for (const line of opportunityLines(results)) console.log(`  opportunity ${line}`);

  const problems = overBudget(bundle, results);
  const verdict = problems.length ? `Over budget: ${problems.join('; ')}.` : 'Within budget.';
  console.log(`\n${verdict}`);

  if (!values['no-doc']) {
    const section = composeSection({
      bundle,
      results,
      runs: RUNS,
      servedCompressed,
      precompressedCopies: bundle.initialFiles.every((f) => existsSync(path.join(distDir, `${f.file}.gz`))),
      budgets: BUDGETS,
      verdict,
    });
    await writeFrontEndSection(path.join(repoRoot, 'docs', 'performance.md'), section);
    console.log('figures written to docs/performance.md (Front end)');
  }
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
