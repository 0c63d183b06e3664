// Issue 45 item 2: `npm run bench -- scale`. The whole site (embedded mode, one process) on the generated
// publisher-sized data set (scripts/seed-scale), measured through the real routes: 200 samples per scenario,
// round-robin, p50/p95/p99 and the first request of each; a full OAI-PMH harvest of oai_dc (records/s, the
// median of the first five pages against the last five); the process tree's RSS and PSS. One table, a row
// per scenario with its budget and met/missed; a route the site lacks prints `missing route`.
// Data: SCALE_DATA_DIR (a folder seeded by `npm run seed:scale`), or SCALE_DATABASE_URL (a database it
// seeded on a server), else a fresh database on DATABASE_URL seeded here at SCALE (full by default; small
// and tiny are a tenth and a hundredth).
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  signInAdmin,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { seedScale } from '../../scripts/seed-scale';
import { scaleSizes } from '../../scripts/seed-scale/sizes';
import { findFixtures, harvest, isMissingRoute, request, treeMemory, type Target } from './scale/harness';
import { FIRST_BUDGET_MS, SCENARIOS } from './scale/scenarios';
import { compareWithRawHttp } from './scale/throughput';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/**
 * A scenario stops sampling once its samples took this long in all (a 4 s answer would take 13 minutes
 * for 200): its row then says how many it took. A scenario that slow is far over its budget anyway.
 */
const SCENARIO_SECONDS = Number(process.env.BENCH_SCENARIO_SECONDS ?? 30);
const OAI_GOAL = { recordsPerSecond: 1_000, lastVsFirst: 1.2 };
const THROUGHPUT_GOAL = 0.25;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
/**
 * `BENCH_ONLY=analytics,sushi` measures only the scenarios whose names contain one of the words (and skips
 * the harvest unless one is `oai`): for working on one miss without the whole table's ten minutes.
 */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = (name: string) => !ONLY.length || ONLY.some((word) => name.toLowerCase().includes(word));
const CHOSEN_SCENARIOS = SCENARIOS.filter((scenario) => chosen(scenario.name));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)}`;

async function main(): Promise<number> {
  let db: TestDatabase | undefined;
  let site: RunningSite | undefined;
  const dataDir = process.env.SCALE_DATA_DIR;
  // A database `npm run seed:scale` filled on a Postgres server (DATABASE_URL of the seed).
  const seededUrl = process.env.SCALE_DATABASE_URL;
  try {
    if (dataDir) {
      site = await startSite({ dataDir, env: { LOG_LEVEL: 'warn' }, readyTimeoutMs: 120_000 });
    } else if (seededUrl) {
      site = await startSite({ databaseUrl: seededUrl, env: { LOG_LEVEL: 'warn' }, readyTimeoutMs: 120_000 });
    } else {
      db = await createTestDatabase();
      await seedScale(db.url, scaleSizes());
      site = await startSite({ databaseUrl: db.url, env: { LOG_LEVEL: 'warn' }, readyTimeoutMs: 120_000 });
    }
    const target: Target = { baseUrl: site.baseUrl, adminToken: await signInAdmin(site) };
    const fixtures = await findFixtures(target);
    const times = new Map<string, number[]>(CHOSEN_SCENARIOS.map((s) => [s.name, []]));
    const first = new Map<string, number>();
    const missing = new Set<string>();
    const wrong = new Map<string, string>();
    for (let round = 0; round < SAMPLES; round++) {
      for (const scenario of CHOSEN_SCENARIOS) {
        if (missing.has(scenario.name) || wrong.has(scenario.name)) continue;
        const spent = times.get(scenario.name)!.reduce((sum, t) => sum + t, 0);
        if (spent > SCENARIO_SECONDS * 1000) continue;
        const { ms: took, answer } = await request(target, scenario, fixtures);
        if (round === 0) {
          if (isMissingRoute(answer)) {
            missing.add(scenario.name);
            continue;
          }
          try {
            scenario.check(answer, fixtures);
          } catch (error) {
            wrong.set(scenario.name, (error as Error).message);
            continue;
          }
          first.set(scenario.name, took);
        } else times.get(scenario.name)!.push(took);
      }
    }
    const memory = treeMemory(site.process.pid!);
    const oai = chosen('oai-pmh oai_dc harvest') ? await harvest(target, 'oai_dc') : undefined;
    const jats = chosen('oai-pmh jats harvest') ? await harvest(target, 'jats') : undefined;
    const throughput = chosen('article pages vs raw node:http')
      ? await compareWithRawHttp(`${site.baseUrl}/articles/${fixtures.articleId}`, THROUGHPUT_SECONDS)
      : undefined;
    const after = treeMemory(site.process.pid!);

    let misses = 0;
    const rows: string[][] = [
      ['scenario', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'first ms', 'budget', 'result'],
    ];
    for (const scenario of CHOSEN_SCENARIOS) {
      const budget = `p95 <= ${scenario.budgetMs}, first <= ${FIRST_BUDGET_MS}`;
      if (missing.has(scenario.name)) {
        rows.push([scenario.name, '', '', '', '', '', budget, 'missing route']);
        misses += 1;
        continue;
      }
      if (wrong.has(scenario.name)) {
        rows.push([scenario.name, '', '', '', '', '', budget, `wrong answer: ${wrong.get(scenario.name)}`]);
        misses += 1;
        continue;
      }
      const sorted = times.get(scenario.name)!.sort((a, b) => a - b);
      const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p));
      const firstMs = first.get(scenario.name)!;
      const met = p95! <= scenario.budgetMs && firstMs <= FIRST_BUDGET_MS;
      if (!met) misses += 1;
      rows.push([
        scenario.name,
        String(sorted.length + 1),
        ms(p50!),
        ms(p95!),
        ms(p99!),
        ms(firstMs),
        budget,
        met ? 'met' : 'missed',
      ]);
    }
    for (const [prefix, result] of [
      ['oai_dc', oai],
      ['jats', jats],
    ] as const) {
      if (!result) continue;
      const rate = result.records / result.seconds;
      const steady = result.lastFiveMedianMs <= result.firstFiveMedianMs * OAI_GOAL.lastVsFirst;
      // The records/s goal is oai_dc's; a JATS record is a whole article, so only its paging must hold steady.
      const met = steady && (prefix !== 'oai_dc' || rate >= OAI_GOAL.recordsPerSecond);
      if (!met) misses += 1;
      rows.push([
        `OAI-PMH ${prefix} harvest: ${result.records} records, ${result.pages} pages, ${rate.toFixed(0)} records/s`,
        '',
        ms(result.firstFiveMedianMs) + ' (first 5)',
        ms(result.lastFiveMedianMs) + ' (last 5)',
        '',
        '',
        prefix === 'oai_dc' ? '>= 1000 records/s, last 5 <= 1.2 x first 5' : 'last 5 <= 1.2 x first 5',
        met ? 'met' : 'missed',
      ]);
    }
    if (throughput) {
      const met = throughput.ratio >= THROUGHPUT_GOAL;
      if (!met) misses += 1;
      rows.push([
        `article pages vs raw node:http (${(throughput.bodyBytes / 1024).toFixed(0)} KB, autocannon ${THROUGHPUT_SECONDS} s each)`,
        '',
        `${throughput.siteRps.toFixed(0)} req/s`,
        `${throughput.rawRps.toFixed(0)} req/s raw`,
        `${(throughput.ratio * 100).toFixed(1)} %`,
        '',
        `>= ${THROUGHPUT_GOAL * 100} % of raw`,
        met ? 'met' : 'missed',
      ]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(
      `\nscale bench (${dataDir ? `data of ${dataDir}` : seededUrl ? `data of ${new URL(seededUrl).pathname.slice(1)}` : `SCALE=${scaleSizes().name}`}), ${SAMPLES} samples per scenario`,
    );
    console.log(line(rows[0]!));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const r of rows.slice(1)) console.log(line(r));
    console.log(
      `site process tree (${after.processes} processes): RSS ${memory.rssMb.toFixed(0)} MB, PSS ${memory.pssMb.toFixed(0)} MB ` +
        `after the scenarios; RSS ${after.rssMb.toFixed(0)} MB, PSS ${after.pssMb.toFixed(0)} MB at the end (goal PSS <= 1024 MB)`,
    );
    console.log(`${misses} of ${rows.length - 1} rows missed or not measured`);
    return misses ? 1 : 0;
  } finally {
    await site?.stop();
    if (site && !dataDir) await rm(site.dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
