// Publishing with 100,000 published articles (issue 13): the article page at a fixed 200 requests per
// second, search for a common and a rare word, and a full OAI-PMH ListRecords harvest with the process's
// RSS growth. Budgets (docs/performance.md): page p95 <= 20 ms, search p95 <= 50 ms, harvest RSS growth
// < 64 MB. Exits 1 when over budget. Measured over HTTP through the real public router.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import express from 'express';
import { generateKeyPair, createTokenVerifier, parsePublicKeys } from '@journal/auth';
import { runMigrations } from '@journal/db';
import { MemoryEventBus } from '@journal/events';
import { createLogger } from '@journal/logger';
import { createTestDatabase } from '@journal/testing';
import { percentile } from '../../admin/bench/percentile';
import { createPublishingService, MIGRATIONS_DIR, SCHEMA } from '../src';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RATE = 200;
const PAGE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCH_SAMPLES = 200;

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

function report(name: string, samples: number[], budget: number): boolean {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const ok = p95 <= budget;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${budget} ms, n=${samples.length})`,
  );
  return ok;
}

async function main() {
  const db = await createTestDatabase();
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  const seeded = performance.now();
  await db.pool.query(SEED, [ROWS]);
  await db.pool.query('ANALYZE publishing.articles');
  console.log(`seeded ${ROWS} articles in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = await createPublishingService({
    logger: createLogger('bench', { level: 'silent' }),
    pool: db.pool,
    bus: new MemoryEventBus(),
    verifier: createTokenVerifier(parsePublicKeys(generateKeyPair().publicKeyPem)),
    settings: { publicUrl: baseUrl, doiPrefix: '10.5555' },
  });
  const app = express();
  app.use(service.publicRouter);
  server.on('request', app);
  const ids = (
    await db.pool.query<{ id: string }>('SELECT id FROM publishing.articles ORDER BY random() LIMIT 2000')
  ).rows.map((r) => r.id);
  const timed = async (url: string) => {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return performance.now() - start;
  };
  let ok = true;

  // Fixed arrival rate (open model): a request every 5 ms whatever the previous ones do.
  const pending: Promise<number>[] = [];
  const total = RATE * PAGE_SECONDS;
  const begin = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = begin + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(timed(`${baseUrl}/articles/${ids[i % ids.length]}`));
  }
  ok = report(`article page at ${RATE} req/s for ${PAGE_SECONDS} s`, await Promise.all(pending), 20) && ok;

  for (const [word, label] of [
    ['learning', 'common word'],
    ['zymurgy', 'rare word'],
  ]) {
    const samples: number[] = [];
    for (let i = 0; i < SEARCH_SAMPLES; i += 1)
      samples.push(await timed(`${baseUrl}/api/articles?q=${word}`));
    ok = report(`search "${word}" (${label})`, samples, 50) && ok;
  }

  // Full harvest: every page, following the tokens; RSS sampled on each page.
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let records = 0;
  let query = 'verb=ListRecords&metadataPrefix=oai_dc';
  const harvestStart = performance.now();
  for (;;) {
    const xml = await (await fetch(`${baseUrl}/oai?${query}`)).text();
    records += xml.split('<record>').length - 1;
    peak = Math.max(peak, process.memoryUsage().rss);
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    if (!token) break;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  const growthMb = (peak - rssBefore) / 2 ** 20;
  const harvestOk = records === ROWS && growthMb < 64;
  console.log(
    `${harvestOk ? 'ok  ' : 'OVER'} OAI-PMH full ListRecords: ${records} records in ${((performance.now() - harvestStart) / 1000).toFixed(1)} s, RSS growth ${growthMb.toFixed(1)} MB (budget < 64 MB)`,
  );
  ok = harvestOk && ok;

  await service.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
  process.exit(ok ? 0 : 1);
}

void main();
