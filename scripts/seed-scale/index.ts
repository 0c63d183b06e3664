// `npm run seed:scale` (issue 45 item 1): the publisher-sized data set, into a fresh DATA_DIR (its
// embedded Postgres, as `npm start` uses) or DATABASE_URL. It runs every service's migrations, then
// generates by bulk SQL (INSERT ... SELECT over generate_series) straight into the services' own schemas,
// as their consumers would have filled them: no events are replayed, no service runs. SCALE=small makes a
// tenth, SCALE=tiny a hundredth (scripts/seed-scale/sizes.ts). Prints what it made and how long it took.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createPool, openSiteDatabase, type Pool } from '@journal/db';
import { createLogger } from '@journal/logger';
import { migrateAll } from '../../gateway/src/embedded/migrate-all';
import { seedIdentity } from './identity';
import { seedPublishing } from './publishing';
import { seedReview } from './review';
import { scaleSizes, type ScaleSizes } from './sizes';
import { seedStatistics } from './statistics';
import { seedSubmissions } from './submission';

export async function seedScale(
  databaseUrl: string,
  sizes: ScaleSizes,
  log: (line: string) => void = console.log,
): Promise<Record<string, number>> {
  await migrateAll(databaseUrl, createLogger('seed-scale', { level: 'warn' }));
  const pool = createPool(databaseUrl, { max: 2 });
  const started = performance.now();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await run();
    log(`  ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    const { rows: used } = await pool.query('SELECT 1 FROM identity.users LIMIT 1');
    if (used.length) throw new Error('the database already has accounts: seed:scale needs a fresh one');
    await step('identity (users, pools)', () => seedIdentity(pool, sizes));
    await step('submission and admin read model', () => seedSubmissions(pool, sizes));
    await step('review (invitations, reports)', () => seedReview(pool, sizes));
    await step('publishing (articles, issues, full text)', () => seedPublishing(pool, sizes));
    await step('statistics (COUNTER daily counts)', () => seedStatistics(pool, sizes));
    await step('VACUUM ANALYZE', () => pool.query('VACUUM ANALYZE'));
    const made = await counts(pool);
    log(`seed:scale (${sizes.name}) made in ${((performance.now() - started) / 1000).toFixed(0)} s:`);
    for (const [what, count] of Object.entries(made))
      log(`  ${what.padEnd(28)} ${count.toLocaleString('en')}`);
    return made;
  } finally {
    await pool.end();
  }
}

async function counts(pool: Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM publishing.journals)::int AS journals,
            (SELECT count(*) FROM identity.users)::int AS users,
            (SELECT count(*) FROM review.reviewer_profiles)::int AS "reviewers in the pools",
            (SELECT count(*) FROM submission.submissions)::int AS submissions,
            (SELECT count(DISTINCT status) FROM submission.submissions)::int AS "statuses",
            (SELECT count(*) FROM submission.status_history)::int AS "status history rows",
            (SELECT count(*) FROM admin.submissions)::int AS "admin read-model rows",
            (SELECT count(*) FROM review.assignments)::int AS "review invitations",
            (SELECT count(*) FROM review.reports)::int AS "review reports",
            (SELECT count(*) FROM publishing.articles)::int AS "published articles",
            (SELECT count(*) FROM publishing.full_text_versions)::int AS "full texts",
            (SELECT count(*) FROM publishing.issues)::int AS issues,
            (SELECT max(n) FROM (SELECT count(*) AS n FROM publishing.placements GROUP BY issue_id) c)::int
              AS "articles in the largest issue",
            (SELECT coalesce(sum(total_investigations), 0) FROM statistics.usage_daily)::int AS "usage events",
            (SELECT count(*) FROM statistics.usage_daily)::int AS "usage daily rows",
            (SELECT count(*) FROM statistics.usage_monthly)::int AS "usage monthly rows"`,
  );
  return rows[0]!;
}

async function main() {
  const sizes = scaleSizes();
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data-scale');
  const database = await openSiteDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  console.log(`seed:scale (${sizes.name}) into ${database.where}`);
  try {
    await seedScale(database.url, sizes);
  } finally {
    await database.stop?.();
  }
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
