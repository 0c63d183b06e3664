// Usage events (issue 32) at 2,000, 5,000 and 10,000 per second for USAGE_BENCH_SECONDS (default 60)
// each, recorded by the real UsageRecorder, through Redis Streams into the statistics consumer (its own
// process, usage-bench.consumer.ts): events per second sustained, lag p99 from a use to its count, the
// consumer's CPU per event; then the article page with usage recording on and off (usage-bench.page.ts):
// p50/p95 at fixed rates (200/s judged), and throughput and p95 at saturation, reported. Every use is a new
// reader (a new address), so none is a double click: each costs the consumer a window and unique rows,
// the worst case. Goal (docs/performance.md): 5,000/s sustained with lag p99 <= 2 s, and the page's p95
// at a fixed rate with recording within 10 % of without. Exits 1 when over.
//
// Why the page budget is judged at fixed rates and not at saturation: the issue asks whether recording
// slows the page a reader gets. Readers arrive when they arrive, not when the previous page is done, so
// the page is loaded at a fixed arrival rate (open model, as articles.bench.ts) and its p95 is what a
// reader sees. In a closed loop at 20 connections the page runs at saturation (3,500-4,800 pages/s here)
// and p95 is mostly time queued behind the other 19: any extra CPU per page lengthens it, and on these
// two cores every page with recording on also pays its share of the publish and of the consumer's
// counting. That measures how many pages per second one instance serves with recording on: printed as
// what it is, beside the verdict, not judged against +10 %.
// The rates (USAGE_BENCH_PAGE_RATES): 200 pages/s, the rate the page's own budget is judged at
// (articles.bench.ts), 17 million pages a day on one instance, more than a journal platform serves at
// its peak: judged (USAGE_BENCH_PAGE_JUDGED_RATES); and 1,000 pages/s, a burst five times that (a crawler,
// an article passed around): reported, not judged. At 1,000/s this two-core machine runs the load
// generator, the site, the consumer, Postgres and Redis at once, and the p95 of the same site with
// recording off moved between 1.9 and 26 ms from run to run (docs/performance.md), so a +10 % verdict
// there would be a draw; its figures, and the site's CPU per page, are printed beside the verdict.
// Each rate and the saturation are run four times, off, on, on, off: best of two each (a run slowed by
// something else on the machine does not decide), and a machine getting busier or quieter during the
// runs weighs on both alike. The two sites are processes of their own, started once and warmed up.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Request } from 'express';
import { runMigrations, type Pool } from '@journal/db';
import { RedisEventBus } from '@journal/events';
import { createLogger } from '@journal/logger';
import { createTestDatabase, DEFAULT_REDIS_URL } from '@journal/testing';
import { percentile } from '../../admin/bench/percentile';
import { MIGRATIONS_DIR, SCHEMA } from '../src';
import * as statistics from '@journal/statistics';
import { UsageRecorder } from '../src/domain/usage/usage-recorder';
import { daySalt } from '../src/repositories/usage-salts.repository';
import { startBenchChild } from './usage-bench.child';
import {
  p50,
  p95,
  pageAtRate,
  pageAtSaturation,
  startPageSite,
  type PageRun,
  type PageSite,
  type Recording,
} from './usage-bench.page';

const SECONDS = Number(process.env.USAGE_BENCH_SECONDS ?? 60);
const RATES = (process.env.USAGE_BENCH_RATES ?? '2000,5000,10000').split(',').map(Number);
const PAGE_SECONDS = Number(process.env.USAGE_BENCH_PAGE_SECONDS ?? 15);
const PAGE_RATES = (process.env.USAGE_BENCH_PAGE_RATES ?? '200,1000').split(',').map(Number);
const JUDGED_RATES = (process.env.USAGE_BENCH_PAGE_JUDGED_RATES ?? '200').split(',').map(Number);
const CONNECTIONS = 20;
const ORDER: Recording[] = ['off', 'on', 'on', 'off'];
const PAGE_BUDGET = 0.1;
const REDIS_URL = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const logger = createLogger('bench', { level: 'warn' });
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const SEED = `
INSERT INTO publishing.articles (id, doi, journal_id, journal_name, title, abstract, keywords, authors,
  received_at, published_at, modified_at)
SELECT gen_random_uuid(), '10.5555/as.2026.' || lpad(i::text, 6, '0'), 'applied-science', 'Applied Science',
  'Article number ' || i, 'An abstract of article ' || i || '.', ARRAY['usage'],
  jsonb_build_array(jsonb_build_object('givenNames', 'Ada', 'familyName', 'Author' || i, 'affiliation', null,
    'orcid', null)), now() - interval '30 days', now() - interval '1 day', now()
FROM generate_series(1, 200) AS i`;

const startConsumer = (databaseUrl: string, prefix: string) =>
  startBenchChild(path.join(__dirname, '..', '..', 'statistics', 'bench', 'usage-bench.consumer.ts'), {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_REDIS_PREFIX: prefix,
  });

const counted = async (pool: Pool) =>
  Number(
    (
      await pool.query<{ n: string }>(
        'SELECT coalesce(sum(total_investigations), 0) AS n FROM statistics.usage_daily',
      )
    ).rows[0]!.n,
  );

/** One rate: uses recorded at `rate` per second, counts polled every 100 ms until all are in. */
async function runRate(pool: Pool, recorder: UsageRecorder, ids: string[], rate: number, start: number) {
  const producedAt: number[] = [];
  const t0 = performance.now();
  let sent = 0;
  const lags: number[] = [];
  let done = false;
  const poller = (async () => {
    while (!done || (await counted(pool)) - start < producedAt.length) {
      const now = performance.now();
      const n = (await counted(pool)) - start;
      // The newest use counted so far: its lag is now minus when it was recorded (an upper bound).
      if (n > 0 && n <= producedAt.length) lags.push(now - producedAt[n - 1]!);
      if (done && now - t0 > (SECONDS + 120) * 1000) break;
      await sleep(100);
    }
  })();
  while (performance.now() - t0 < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate);
    for (; sent < due; sent += 1) {
      const ip = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
      const req = { ip: `${rate}:${ip}`, get: () => BROWSER } as unknown as Request;
      recorder.record(req, {
        articleId: ids[sent % ids.length]!,
        journalSlug: 'applied-science',
        metricKind: 'investigation',
      });
      producedAt.push(performance.now());
    }
    await sleep(5);
  }
  await recorder.flush();
  done = true;
  await poller;
  const elapsed = (performance.now() - t0) / 1000;
  const total = (await counted(pool)) - start;
  return { sent, total, elapsed, lags: lags.sort((a, b) => a - b) };
}

/** Best of two: the lower p50 and p95, the higher throughput, the lower CPU per page; failures summed. */
function best(runs: PageRun[]) {
  return {
    p50: Math.min(...runs.map(p50)),
    p95: Math.min(...runs.map(p95)),
    pagesPerSecond: Math.max(...runs.map((r) => r.pagesPerSecond)),
    cpuMicrosPerPage: Math.min(...runs.map((r) => r.cpuMicrosPerPage)),
    failed: runs.reduce((n, r) => n + r.failed, 0),
  };
}

/** The runs of one load on both sites, in ORDER, each printed as it ends. */
async function onAndOff(
  sites: Record<Recording, PageSite>,
  label: string,
  run: (site: PageSite) => Promise<PageRun>,
) {
  const runs: Record<Recording, PageRun[]> = { on: [], off: [] };
  for (const recording of ORDER) {
    const r = await run(sites[recording]);
    runs[recording].push(r);
    console.log(
      `     article page ${label}, recording ${recording}: p50 ${p50(r).toFixed(2)} ms, p95 ${p95(r).toFixed(2)} ms, ` +
        `${r.pagesPerSecond.toFixed(0)} pages/s, ${r.cpuMicrosPerPage.toFixed(0)} µs CPU/page (n=${r.latencies.length}` +
        `${r.failed ? `, ${r.failed} failed` : ''})`,
    );
  }
  return { on: best(runs.on), off: best(runs.off) };
}

const change = (on: number, off: number) => `${on >= off ? '+' : ''}${((on / off - 1) * 100).toFixed(1)} %`;

/** The page with recording on and off: judged at the judged rates, reported at the others and at saturation. */
async function pageWithAndWithout(databaseUrl: string, prefix: string, ids: string[]): Promise<boolean> {
  const sites = {
    off: await startPageSite('off', databaseUrl, prefix),
    on: await startPageSite('on', databaseUrl, prefix),
  };
  let ok = true;
  try {
    // Warm-up (not measured): connections, the JIT, the page cache, the recorder's first batches.
    for (const site of Object.values(sites)) await pageAtSaturation(site, ids, CONNECTIONS, 3);
    for (const rate of PAGE_RATES) {
      const { on, off } = await onAndOff(sites, `at ${rate} pages/s`, (site) =>
        pageAtRate(site, ids, rate, PAGE_SECONDS),
      );
      const judged = JUDGED_RATES.includes(rate);
      const within = on.p95 <= off.p95 * (1 + PAGE_BUDGET) && on.failed + off.failed === 0;
      if (judged) ok = ok && within;
      const verdict = judged ? (within ? 'ok  ' : 'OVER') : '    ';
      console.log(
        `${verdict} article page at ${rate} pages/s${judged ? '' : ' (reported, not judged)'}, p95 ${on.p95.toFixed(2)} ms with recording, ` +
          `${off.p95.toFixed(2)} ms without (${change(on.p95, off.p95)}, budget +${PAGE_BUDGET * 100} %); ` +
          `p50 ${on.p50.toFixed(2)} / ${off.p50.toFixed(2)} ms; CPU ${on.cpuMicrosPerPage.toFixed(0)} / ` +
          `${off.cpuMicrosPerPage.toFixed(0)} µs/page (best of two each${on.failed + off.failed ? `; ${on.failed + off.failed} failed` : ''})`,
      );
    }
    const { on, off } = await onAndOff(sites, `at saturation (${CONNECTIONS} connections)`, (site) =>
      pageAtSaturation(site, ids, CONNECTIONS, PAGE_SECONDS),
    );
    console.log(
      `     article page at saturation (${CONNECTIONS} connections, closed loop; reported, not judged): ` +
        `${on.pagesPerSecond.toFixed(0)} pages/s with recording, ${off.pagesPerSecond.toFixed(0)} without ` +
        `(${change(on.pagesPerSecond, off.pagesPerSecond)}); p95 ${on.p95.toFixed(2)} / ${off.p95.toFixed(2)} ms ` +
        `(${change(on.p95, off.p95)}, queueing at full load: not the reader's page); best of two each`,
    );
  } finally {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
  }
  return ok;
}

async function main() {
  console.log(`load average at start: ${load()} (shared machine)`);
  const db = await createTestDatabase();
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  // The statistics service counts (ADR 0040): its tables after publishing's, as migrate-all runs them.
  await runMigrations({ databaseUrl: db.url, schema: statistics.SCHEMA, dir: statistics.MIGRATIONS_DIR });
  await db.pool.query(SEED);
  const ids = (await db.pool.query<{ id: string }>('SELECT id FROM publishing.articles')).rows.map(
    (r) => r.id,
  );
  const prefix = `bench-usage-${randomUUID()}`;
  const bus = new RedisEventBus({ url: REDIS_URL, prefix, maxLen: 2_000_000 });
  const consumer = startConsumer(db.url, prefix);
  await consumer.ready;
  const recorder = new UsageRecorder({ bus, logger, saltOf: (day) => daySalt(db.pool, day) });
  let ok = true;
  try {
    for (const rate of RATES) {
      const start = await counted(db.pool);
      const cpuBefore = await consumer.cpuMicros();
      const result = await runRate(db.pool, recorder, ids, rate, start);
      const cpu = (await consumer.cpuMicros()) - cpuBefore;
      const lagP99 = percentile(result.lags, 99) / 1000;
      const sustained = result.total / result.elapsed;
      const within = result.total === result.sent && lagP99 <= 2;
      if (rate === 5000 && !within) ok = false;
      console.log(
        `${within ? 'ok  ' : 'OVER'} ${rate}/s for ${SECONDS} s: ${result.total}/${result.sent} counted, ` +
          `${sustained.toFixed(0)} events/s sustained (until the last was counted), lag p99 ${lagP99.toFixed(2)} s, ` +
          `p50 ${(percentile(result.lags, 50) / 1000).toFixed(2)} s, consumer CPU ${(cpu / Math.max(1, result.total)).toFixed(1)} µs/event`,
      );
    }
    // The article page with usage recording on and off (the publish goes to the same Redis streams).
    ok = (await pageWithAndWithout(db.url, prefix, ids)) && ok;
    console.log(`load average at end: ${load()}`);
  } finally {
    await consumer.stop();
    await bus.close();
    await db.drop();
  }
  process.exit(ok ? 0 : 1);
}

void main();
