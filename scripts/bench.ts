// `npm run bench`: runs every benchmark in turn against one Postgres (DATABASE_URL, or an embedded one
// started here) and prints their figures; budgets live in docs/performance.md and in each script.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@journal/db';

const root = path.resolve(__dirname, '..');
const BENCHES = [
  'services/identity/bench/login.bench.ts',
  'services/admin/bench/listing.bench.ts',
  'services/submission/bench/upload.bench.ts',
  'services/publishing/bench/articles.bench.ts',
  // Usage events through Redis Streams into the COUNTER consumer, and the page with recording on/off (issue 32).
  'services/publishing/bench/usage.bench.ts',
  // Issue 31: a 40-page .docx with 10 figures to full text and JATS (time, peak RSS).
  'services/publishing/bench/fulltext-conversion.bench.ts',
  'services/notification/bench/socket-latency.bench.ts',
  // Tracing and metrics on versus off, side by side (issue 14).
  'gateway/bench/observability.bench.ts',
  // CPU per status change, embedded site against the cluster on the same work; cluster <= 2x (issue 40).
  'gateway/bench/status-change-cost.bench.ts',
  // The real 5-minute SMTP outage (about 9 minutes with the production backoff); alone: npm run fault:smtp
  'services/notification/bench/smtp-outage.fault.ts',
  // Issue 42 item 3: an editor's correction of a published article reaches JSON, JATS, OAI and Scholar tags in <= 1 s.
  'gateway/bench/metadata-correction.bench.ts',
  // Issue 44 item 4: duplicate detection across 10 journals and 50,000 papers (recall, false positives, one check < 2 s).
  'gateway/bench/integrity.bench.ts',
  // Issue 44 item 2: the publisher's reviewer pool, 20,000 reviewers across 10 journals (search p95 <= 100 ms).
  'services/review/bench/reviewer-pool.bench.ts',
  // Issue 45: the site on the publisher-sized data set (scripts/seed-scale), every page through its routes.
  'gateway/bench/scale.bench.ts',
  'frontend/bench/frontend.bench.ts',
];

async function main() {
  const only = process.argv.slice(2);
  let databaseUrl = process.env.DATABASE_URL;
  let stopPostgres: (() => Promise<void>) | undefined;
  let tmp: string | undefined;
  if (!databaseUrl) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'journal-bench-pg-'));
    await chmod(tmp, 0o755);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg') });
    databaseUrl = pg.url;
    stopPostgres = pg.stop;
  }
  let failures = 0;
  try {
    for (const bench of BENCHES) {
      if (only.length && !only.some((name) => bench.includes(name))) continue;
      if (!existsSync(path.join(root, bench))) {
        console.log(`\n=== ${bench}: not present, skipped`);
        continue;
      }
      console.log(`\n=== ${bench}`);
      const run = spawnSync(process.execPath, ['--import', 'tsx', bench], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      });
      if (run.status !== 0) {
        failures += 1;
        console.log(`=== ${bench}: exited with ${run.status} (over budget or failed)`);
      }
    }
  } finally {
    await stopPostgres?.();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
  console.log(`\nbenchmarks: ${failures === 0 ? 'all within budget' : `${failures} over budget or failed`}`);
  process.exit(failures ? 1 : 0);
}

void main();
