// The publishing server of the benchmark, in a process of its own (articles.bench.ts starts it): a test
// database with BENCH_ROWS published articles, each with a full text, the real public router on an ephemeral port. Prints one JSON
// line `{ baseUrl, pid }` when ready; on SIGTERM stops and drops the database.
import { performance } from 'node:perf_hooks';
import { runMigrations } from '@journal/db';
import { MemoryEventBus } from '@journal/events';
import { createTestDatabase, makeArticleDocxFiles } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../src';
import { convertDocx } from '../src/domain/fulltext/convert-docx';
import { servePublicPages } from './public-pages.site';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** BENCH_FULLTEXT=0: articles without full text (the page as it was before issue 31, for comparison). */
const WITH_FULL_TEXT = process.env.BENCH_FULLTEXT !== '0';

/** 100,000 articles in one statement: common words everywhere, `zymurgy` in 20 abstracts only. */
const SEED = `
INSERT INTO publishing.articles (id, doi, journal_id, journal_name, title, abstract, keywords, authors,
  received_at, published_at, modified_at)
SELECT gen_random_uuid(), '10.5555/as.2026.' || lpad(i::text, 6, '0'), 'applied-science', 'Applied Science',
  'Learning ' || (ARRAY['graphs','bridges','circuits','proteins','markets'])[1 + i % 5] || ' number ' || i,
  'We study ' || (ARRAY['networks','materials','signals','cells','prices'])[1 + i % 5] || ' with data from ' || i ||
    ' experiments.' || CASE WHEN i % 5000 = 0 THEN ' Zymurgy matters.' ELSE '' END,
  ARRAY['learning', 'data'], jsonb_build_array(jsonb_build_object('givenNames', 'Ada', 'familyName', 'Author' || i,
    'affiliation', null, 'orcid', null)),
  now() - interval '30 days', now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval
FROM generate_series(1, $1::int) AS i`;

/**
 * Issue 30: the articles in issues of 100 (volume i / 1000 + 1, number 1..), every article placed with
 * pages, so a table of contents reads 100 placements out of 100,000.
 */
const ISSUES = `
WITH numbered AS (SELECT id, row_number() OVER (ORDER BY published_at, id) - 1 AS n FROM publishing.articles),
issues AS (
  INSERT INTO publishing.issues (id, journal_id, volume, number, year, title, published_at)
  SELECT gen_random_uuid(), 'applied-science', k / 10 + 1, k % 10 + 1, 2026, 'Issue ' || k, now() - (k || ' hours')::interval
    FROM generate_series(0, (SELECT (count(*) - 1) / 100 FROM publishing.articles)) AS k
  RETURNING id, (volume - 1) * 10 + number - 1 AS k)
INSERT INTO publishing.placements (submission_id, issue_id, position, first_page, last_page)
SELECT numbered.id, issues.id, numbered.n % 100 + 1, (numbered.n % 100) * 10 + 1, (numbered.n % 100) * 10 + 10
  FROM numbered JOIN issues ON issues.k = numbered.n / 100`;

/**
 * Issue 31: a typical research article (six sections of six paragraphs, about 4,700 words, four figures,
 * a table, footnotes and 40 references with DOIs), written by python-docx and converted by the real job's
 * conversion, is the ready full text of every article, so each page the bench requests renders one.
 */
const TYPICAL_ARTICLE = {
  name: 'typical',
  title: 'A typical article',
  sections: 6,
  paragraphs: 6,
  paragraphLength: 4,
  figures: 4,
  figureSize: 300,
  table: true,
  subsections: true,
  footnotes: 5,
  references: 40,
};

const FULL_TEXTS = `
INSERT INTO publishing.productions (submission_id, journal_id, generation, source_key, status, full_text,
  proof_status, chosen_by, chosen_at, converted_at)
SELECT id, journal_id, 1, 'bench/typical.docx', 'ready', $1::jsonb, 'approved', 'bench@example.org', now(), now()
  FROM publishing.articles`;

async function fullTextOfTypicalArticle() {
  const docx = (await makeArticleDocxFiles([TYPICAL_ARTICLE])).get(TYPICAL_ARTICLE.name)!;
  return JSON.stringify((await convertDocx(docx)).fullText);
}

async function main() {
  const db = await createTestDatabase();
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  const seeded = performance.now();
  await db.pool.query(SEED, [ROWS]);
  await db.pool.query(ISSUES);
  if (WITH_FULL_TEXT) {
    const fullText = await fullTextOfTypicalArticle();
    await db.pool.query(FULL_TEXTS, [fullText]);
    console.error(`full text of every article: ${(fullText.length / 1024).toFixed(0)} kB of JSON each`);
  }
  // As autovacuum would after a bulk load: statistics, and the GIN pending list merged into the index
  // (unmerged, a rare word's lookup scanned it: 103 ms instead of 3 ms).
  await db.pool.query('VACUUM ANALYZE publishing.articles');
  await db.pool.query('VACUUM ANALYZE publishing.issues');
  await db.pool.query('VACUUM ANALYZE publishing.placements');
  await db.pool.query('VACUUM ANALYZE publishing.productions');
  console.error(`seeded ${ROWS} articles in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const site = await servePublicPages({
    pool: db.pool,
    bus: new MemoryEventBus(),
    logLevel: 'silent',
    filesFolder: 'publishing-bench-files',
  });
  const ids = (
    await db.pool.query<{ id: string }>('SELECT id FROM publishing.articles ORDER BY random() LIMIT 2000')
  ).rows.map((r) => r.id);
  process.once('SIGTERM', () => {
    void (async () => {
      await site.stop();
      await db.drop();
      process.exit(0);
    })();
  });
  console.log(JSON.stringify({ baseUrl: site.baseUrl, pid: process.pid, ids }));
}

void main();
