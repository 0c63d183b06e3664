/**
 * Live-notice latency at scale: a status change event published on the Redis Streams bus ->
 * `submission-status-updated` received by its author's socket, with BENCH_SOCKETS (default 10,000) sockets
 * connected across two notification instances. Instances A and B run as child processes (as in cluster
 * mode); A consumes, and the sockets alternate between A and B, so half the notices cross instances on
 * the notice stream. The sockets (socket.io-client) and the publisher live in this process. p50/p95/p99
 * over BENCH_CHANGES changes, overall and per instance. Budget: p99 <= 250 ms with nothing lost (issue 10).
 * Exit code 1 when over budget.
 *
 * Run: node --import tsx services/notification/bench/socket-latency.bench.ts   (needs Redis and Postgres)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Redis from 'ioredis';
import { runMigrations } from '@journal/db';
import { createTestDatabase } from '@journal/testing';
import { createEventBus } from '@journal/events';
import { MIGRATIONS_DIR, SCHEMA } from '../src';
import { statusChangedEvent } from '../test/helpers/events';
import { startChildInstance } from '../test/helpers/child-instance';
import { connectSocket, type TestSocket } from '../test/helpers/socket-client';
import { testKeys, testUser, type TestUser } from '../test/helpers/tokens';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50); // changes per second, open loop
const BUDGET_P99_MS = 250;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** CPU time (user + system) a process has used, from /proc (Linux; undefined elsewhere). */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime in 100 Hz ticks
  } catch {
    return undefined;
  }
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    connectTimeout: 1500,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
}

async function main(): Promise<void> {
  console.log(
    'notification socket latency: status change -> submission-status-updated on the other instance',
  );
  if (!(await redisAnswers())) {
    console.log(`skipped: no Redis answered at ${REDIS_URL} (the benchmark needs the Redis bus and adapter)`);
    return;
  }
  console.log(
    'measured from: event publish on the Redis Streams bus (XADD), i.e. what the outbox relay does after the ' +
      'admin PUT commits; the HTTP PUT -> submission transaction -> outbox relay leg is not included here',
  );

  const suffix = randomBytes(4).toString('hex');
  const prefix = `bench:notification:${suffix}`;
  const db = await createTestDatabase({ prefix: 'bench_notification', poolSize: 1 });
  const dbUrl = new URL(db.url);
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'notification-bench-mail-'));
  const sockets: TestSocket[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  try {
    await runMigrations({ databaseUrl: dbUrl.toString(), schema: SCHEMA, dir: MIGRATIONS_DIR });
    const keys = testKeys();
    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      BUS_PREFIX: `${prefix}:events`,
      REDIS_PREFIX: prefix,
      JWT_PUBLIC_KEY: keys.publicKeyPem,
      MAIL_DIR: mailDir,
      LIFETIME_MS: '600000',
    };
    const [consumer, socketHost] = await Promise.all([
      startChildInstance({ ...env, START: 'true' }),
      startChildInstance({ ...env, START: 'false' }),
    ]);
    cleanups.push(
      () => consumer.stop(),
      () => socketHost.stop(),
    );
    const publisher = createEventBus({
      kind: 'redis',
      redisUrl: REDIS_URL,
      redis: { prefix: `${prefix}:events` },
    });
    cleanups.push(() => publisher.close());

    const authors: TestUser[] = Array.from({ length: SOCKETS }, (_, i) => testUser('author', `bench${i}`));
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const byInstance = { A: [] as number[], B: [] as number[] };
    const instanceOf = (index: number) => (index % 2 === 0 ? 'B' : 'A');
    const connectStarted = performance.now();
    for (let i = 0; i < authors.length; i += 50) {
      const batch = await Promise.all(
        authors.slice(i, i + 50).map(async (author, j) => {
          const host = instanceOf(i + j) === 'B' ? socketHost : consumer;
          const socket = await connectSocket(host.url, keys.tokenFor(author), { timeoutMs: 20_000 });
          const joined = await socket.join('join-user-room', author.email);
          if (!joined.success) throw new Error(`join refused: ${joined.message}`);
          socket.socket.on('submission-status-updated', (payload: { id: string }) => {
            const started = sentAt.get(payload.id);
            if (started === undefined) return;
            const latency = performance.now() - started;
            latencies.push(latency);
            byInstance[instanceOf(i + j)].push(latency);
          });
          return socket;
        }),
      );
      sockets.push(...batch);
    }
    console.log(
      `connected ${sockets.length} sockets (half to A, half to B) in ${Math.round(performance.now() - connectStarted)} ms, each in its own room`,
    );

    // Warm-up: connections, prepared paths and JIT, not measured.
    for (let i = 0; i < 20; i++) await publisher.publish([statusChangedEvent(authors[i % SOCKETS]!)]);
    await sleep(1_000);

    const events = Array.from({ length: CHANGES }, (_, i) =>
      statusChangedEvent(authors[i % SOCKETS]!, { newStatus: 'under_review' }),
    );
    const interval = 1000 / RATE;
    const cpuBefore = [
      cpuMs(consumer.process.pid),
      cpuMs(socketHost.process.pid),
      process.cpuUsage(),
    ] as const;
    const runStarted = performance.now();
    for (const [i, event] of events.entries()) {
      const due = runStarted + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      sentAt.set(event.payload.submissionId, performance.now());
      await publisher.publish([event]);
    }
    const deadline = performance.now() + 15_000;
    while (latencies.length < CHANGES && performance.now() < deadline) await sleep(50);

    const perChange = (before: number | undefined, after: number | undefined) =>
      before === undefined || after === undefined ? 'n/a' : `${((after - before) / CHANGES).toFixed(2)} ms`;
    const own = process.cpuUsage(cpuBefore[2]);
    console.log(
      `cpu per change: consumer A ${perChange(cpuBefore[0], cpuMs(consumer.process.pid))}, socket host B ${perChange(cpuBefore[1], cpuMs(socketHost.process.pid))}, ` +
        `clients+publisher ${((own.user + own.system) / 1000 / CHANGES).toFixed(2)} ms; load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${os.cpus().length} cores`,
    );
    const sorted = [...latencies].sort((x, y) => x - y);
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    const p99 = percentile(sorted, 99);
    console.log(
      `changes: ${CHANGES} at ${RATE}/s, sockets: ${SOCKETS}, received: ${latencies.length}, lost: ${CHANGES - latencies.length}`,
    );
    console.log(
      `latency  p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  p99 ${fmt(p99)}  max ${fmt(sorted[sorted.length - 1] ?? NaN)}`,
    );
    for (const [name, list] of Object.entries(byInstance)) {
      const one = [...list].sort((x, y) => x - y);
      console.log(
        `  sockets on ${name}${name === 'A' ? ' (the consumer)' : ' (across instances)'}: ${one.length} received, p50 ${fmt(percentile(one, 50))}  p99 ${fmt(percentile(one, 99))}`,
      );
    }
    const within = latencies.length === CHANGES && p99 <= BUDGET_P99_MS;
    console.log(`budget: p99 <= ${BUDGET_P99_MS} ms and nothing lost -> ${within ? 'PASS' : 'FAIL'}`);
    if (!within) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.close();
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((err: unknown) => console.error('cleanup failed:', err));
    await db.drop().catch(() => undefined);
    await deleteKeys(prefix).catch(() => undefined);
    await rm(mailDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
