// Usage events (issue 32) at 2,000, 5,000 and 10,000 per second for USAGE_BENCH_SECONDS (default 60)
// each, recorded by the real UsageRecorder, through Redis Streams into the statistics consumer (its own
// process, usage-bench.consumer.ts): events per second sustained, lag p99 from a use to its count, the
// consumer's CPU per event; then the article page's p95 with usage recording on and off. Every use is a
// new reader (a new address), so none is a double click: each costs the consumer a window and unique
// rows, the worst case. Goal (docs/performance.md): 5,000/s sustained with lag p99 <= 2 s, and the page's
// p95 with recording within 10 % of without. Exits 1 when over.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { Request } from 'express';
import express from 'express';
import { createTokenVerifier, generateKeyPair, parsePublicKeys } from '@journal/auth';
import { runMigrations, type Pool } from '@journal/db';
import { RedisEventBus } from '@journal/events';
import { createLogger } from '@journal/logger';
import { DiskStorage } from '@journal/storage';
import { createTestDatabase, DEFAULT_REDIS_URL } from '@journal/testing';
import { percentile } from '../../admin/bench/percentile';
import { createPublishingService, MIGRATIONS_DIR, SCHEMA } from '../src';
import { UsageRecorder } from '../src/domain/usage/usage-recorder';
import { daySalt } from '../src/repositories/usage-salts.repository';

const SECONDS = Number(process.env.USAGE_BENCH_SECONDS ?? 60);
const RATES = (process.env.USAGE_BENCH_RATES ?? '2000,5000,10000').split(',').map(Number);
const PAGE_SECONDS = Number(process.env.USAGE_BENCH_PAGE_SECONDS ?? 15);
const REDIS_URL = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const logger = createLogger('bench', { level: 'warn' });
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SEED = `
INSERT INTO publishing.articles (id, doi, journal_id, journal_name, title, abstract, keywords, authors,
  received_at, published_at, modified_at)
SELECT gen_random_uuid(), '10.5555/as.2026.' || lpad(i::text, 6, '0'), 'applied-science', 'Applied Science',
  'Article number ' || i, 'An abstract of article ' || i || '.', ARRAY['usage'],
  jsonb_build_array(jsonb_build_object('givenNames', 'Ada', 'familyName', 'Author' || i, 'affiliation', null,
    'orcid', null)), now() - interval '30 days', now() - interval '1 day', now()
FROM generate_series(1, 200) AS i`;

function startConsumer(databaseUrl: string, prefix: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'usage-bench.consumer.ts')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_REDIS_PREFIX: prefix },
    },
  );
  process.once('exit', () => child.kill('SIGTERM'));
  const lines = createInterface({ input: child.stdout! });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  return {
    ready: nextLine(),
    async cpuMicros(): Promise<number> {
      const line = nextLine();
      child.stdin!.write('\n');
      return (JSON.parse(await line) as { cpuMicros: number }).cpuMicros;
    },
    stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  };
}

const counted = async (pool: Pool) =>
  Number(
    (
      await pool.query<{ n: string }>(
        'SELECT coalesce(sum(total_investigations), 0) AS n FROM publishing.usage_daily',
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

/** The article page at 20 concurrent connections for PAGE_SECONDS: p95 in ms. */
async function pageP95(baseUrl: string, ids: string[]): Promise<{ p95: number; n: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const samples: number[] = [];
  const end = performance.now() + PAGE_SECONDS * 1000;
  let i = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const id = ids[(i += 1) % ids.length]!;
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        request(
          `${baseUrl}/articles/${id}`,
          { agent, headers: { 'user-agent': `${BROWSER} ${i}` } },
          (res) => {
            res.resume();
            res.once('end', resolve);
          },
        )
          .once('error', reject)
          .end();
      });
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  agent.destroy();
  samples.sort((a, b) => a - b);
  return { p95: percentile(samples, 95), n: samples.length };
}

async function servePublishing(pool: Pool, bus: RedisEventBus, enabled: boolean) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = await createPublishingService({
    logger,
    pool,
    bus,
    verifier: createTokenVerifier(parsePublicKeys(generateKeyPair().publicKeyPem)),
    storage: new DiskStorage({ rootDir: path.join(os.tmpdir(), 'usage-bench-files') }),
    settings: { publicUrl: baseUrl, doiPrefix: '10.5555' },
    usage: { enabled },
  });
  const app = express();
  app.use(service.publicRouter);
  server.on('request', app);
  return {
    baseUrl,
    async stop() {
      await service.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function main() {
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (shared machine)`,
  );
  const db = await createTestDatabase();
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
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
    const figures: Record<string, number> = {};
    for (const enabled of [false, true, false, true]) {
      const site = await servePublishing(db.pool, bus, enabled);
      const { p95, n } = await pageP95(site.baseUrl, ids);
      await site.stop();
      const key = enabled ? 'on' : 'off';
      figures[key] = Math.min(figures[key] ?? Infinity, p95);
      console.log(`article page, usage recording ${key}: p95 ${p95.toFixed(2)} ms (n=${n})`);
    }
    const within = figures.on! <= figures.off! * 1.1;
    if (!within) ok = false;
    console.log(
      `${within ? 'ok  ' : 'OVER'} article page p95: ${figures.on!.toFixed(2)} ms with recording, ${figures.off!.toFixed(2)} ms without (best of two each; budget +10 %)`,
    );
  } finally {
    await consumer.stop();
    await bus.close();
    await db.drop();
  }
  process.exit(ok ? 0 : 1);
}

void main();
