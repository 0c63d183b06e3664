/**
 * Live-notice latency and consumer cost: a status change event published on the Redis Streams bus ->
 * `submission-status-updated` received by its author's socket. Instances run as child processes (as in
 * cluster mode, with production timings): A consumes (event handling, durable mail rows, one mail job per
 * batch), B only holds sockets, so a notice to a socket on B crosses instances on the notice stream, and C
 * is the mail worker (NOTIFICATION_MAIL_WORKER=false on A, no consumers on C), writing .eml files, so the
 * consumer's CPU and the mail's are measured apart; BENCH_MAIL_WORKER=consumer runs the worker in A (the
 * default topology) and counts both there. The sockets (socket.io-client) and the publisher live in this
 * process. NOTIFICATION_READ_LINGER_MS and NOTIFICATION_CONSUMERS, when set, reach A (to compare settings).
 * Two scenarios (BENCH_SCENARIO picks one):
 *
 * - pipeline (issue 16): 1,000 sockets, all on B; BENCH_CHANGES (5,000) changes at each of BENCH_RATES
 *   (100, 500, 1,000 per second, open loop). Goals: at 1,000/s p99 <= 100 ms, nothing lost or duplicated;
 *   at 100/s consumer CPU per change <= 1 ms.
 * - scale (issue 10): 10,000 sockets, half on A, half on B; 1,000 changes at 50/s. Goal: p99 <= 250 ms,
 *   nothing lost or duplicated.
 *
 * Per rate it prints consumer CPU per change, the mail worker's CPU per mail (both until the status mails are
 * written), p50, p95, p99, max, lost and duplicated, and the load average.
 * BENCH_CPU_PROF_DIR=<dir> also writes a V8 CPU profile of the consumer per rate (scripts/cpu-profile-top.ts).
 * Exit code 1 when a goal is missed.
 *
 * Run: npm run bench -- socket   (needs Redis and Postgres)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runMigrations, type Pool } from '@journal/db';
import { createTestDatabase, loadAverage } from '@journal/testing';
import { createEventBus } from '@journal/events';
import { MIGRATIONS_DIR, SCHEMA } from '../src';
import { statusChangedEvent } from '../test/support/events';
import { startChildInstance } from '../test/support/child-instance';
import { connectSocket, type TestSocket } from '../test/support/socket-client';
import { testKeys, testUser } from '../test/support/tokens';
import { deleteRedisKeys } from '../test/support/test-infra';
import { cpuMs, cpuProfileWindow, percentile, redisAnswers, sleep } from './bench-support';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;
/** 'consumer': the mail worker runs in the consumer's process, as in the default topology. */
const MAIL_WORKER = process.env.BENCH_MAIL_WORKER ?? 'separate';

interface Scenario {
  name: 'pipeline' | 'scale';
  sockets: number;
  /** Where socket i connects. */
  placement: (i: number) => 'A' | 'B';
  rates: number[];
  changes: number;
  p99BudgetMs: (rate: number) => number | undefined;
  cpuBudgetMs: (rate: number) => number | undefined;
}

const list = (value: string | undefined, fallback: number[]) =>
  value ? value.split(',').map(Number) : fallback;

const SCENARIOS: Scenario[] = [
  {
    name: 'pipeline',
    sockets: Number(process.env.BENCH_SOCKETS ?? 1_000),
    placement: () => 'B',
    rates: list(process.env.BENCH_RATES, [100, 500, 1_000]),
    changes: Number(process.env.BENCH_CHANGES ?? 5_000),
    p99BudgetMs: (rate) => (rate >= 1_000 ? 100 : undefined),
    cpuBudgetMs: (rate) => (rate <= 100 ? 1 : undefined),
  },
  {
    name: 'scale',
    sockets: Number(process.env.BENCH_SOCKETS ?? 10_000),
    placement: (i) => (i % 2 === 0 ? 'B' : 'A'),
    rates: list(process.env.BENCH_RATES, [50]),
    changes: Number(process.env.BENCH_CHANGES ?? 1_000),
    p99BudgetMs: () => 250,
    cpuBudgetMs: () => undefined,
  },
];

async function unsentMails(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notification.mails WHERE status <> 'sent'`,
  );
  return rows[0]!.n;
}

/** Mails sent for the changes published since `since` (the rate's own, not the warm-up's). */
async function sentMails(pool: Pool, since: Date): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notification.mails WHERE status = 'sent' AND created_at >= $1`,
    [since],
  );
  return rows[0]!.n;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function runScenario(scenario: Scenario): Promise<boolean> {
  console.log(
    `\n--- ${scenario.name}: ${scenario.sockets} sockets (${scenario.placement(0) === scenario.placement(1) ? 'all on B, the other instance' : 'half on A, half on B'}), ` +
      `${scenario.changes} changes per rate`,
  );
  const prefix = `bench:notification:${randomBytes(4).toString('hex')}`;
  const db = await createTestDatabase({ prefix: 'bench_notification', poolSize: 1 });
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'notification-bench-mail-'));
  const sockets: TestSocket[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let withinGoals = true;
  try {
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const keys = testKeys();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      BUS_PREFIX: `${prefix}:events`,
      REDIS_PREFIX: prefix,
      JWT_PUBLIC_KEY: keys.publicKeyPem,
      MAIL_DIR: mailDir,
      LIFETIME_MS: '1800000',
      // Production timings (the child's defaults are the fault tests' short ones): background work per
      // second (reclaim scans, reconciler passes, blocking-read timeouts) counts in the CPU per change.
      BUS_CLAIM_IDLE_MS: '30000',
      BUS_BLOCK_MS: '2000',
      MAIL_SENDING_LEASE_MS: '120000',
      MAIL_RECONCILE_INTERVAL_MS: '60000',
      MAIL_RECONCILE_GRACE_MS: '60000',
      ...(PROFILE_DIR ? { CPU_PROF_DIR: PROFILE_DIR } : {}),
      // Batching knobs, to compare settings (the service's defaults when unset).
      ...Object.fromEntries(
        ['NOTIFICATION_READ_LINGER_MS', 'NOTIFICATION_CONSUMERS'].flatMap((name) =>
          process.env[name] ? [[name, process.env[name]!]] : [],
        ),
      ),
    };
    // The mail worker in a process of its own (NOTIFICATION_MAIL_WORKER=false on the consumer), so the
    // consumer's CPU is its event work and the worker's is the mails'; BENCH_MAIL_WORKER=consumer runs the
    // worker inside the consumer (the default topology) and counts both there.
    const separateWorker = MAIL_WORKER !== 'consumer';
    const [consumer, socketHost, mailWorker] = await Promise.all([
      startChildInstance({
        ...env,
        START: 'true',
        ...(separateWorker ? { NOTIFICATION_MAIL_WORKER: 'false' } : {}),
      }),
      startChildInstance({ ...env, START: 'false' }),
      separateWorker
        ? startChildInstance({ ...env, START: 'true', NOTIFICATION_CONSUMERS: '0' })
        : Promise.resolve(undefined),
    ]);
    cleanups.push(
      () => consumer.stop(),
      () => socketHost.stop(),
      async () => mailWorker?.stop(),
    );
    const publisher = createEventBus({
      kind: 'redis',
      redisUrl: REDIS_URL,
      redis: { prefix: `${prefix}:events` },
    });
    cleanups.push(() => publisher.close());

    const authors = Array.from({ length: scenario.sockets }, (_, i) => testUser('author', `bench${i}`));
    // Per submission (one per change): when it was published, and how many notices its author received.
    const sentAt = new Map<string, number>();
    const received = new Map<string, number>();
    const latencies: number[] = [];
    const connectStarted = performance.now();
    for (let i = 0; i < authors.length; i += 50) {
      const batch = await Promise.all(
        authors.slice(i, i + 50).map(async (author, j) => {
          const host = scenario.placement(i + j) === 'B' ? socketHost : consumer;
          const socket = await connectSocket(host.url, keys.tokenFor(author), { timeoutMs: 20_000 });
          const joined = await socket.join('join-user-room', author.email);
          if (!joined.success) throw new Error(`join refused: ${joined.message}`);
          socket.socket.on('submission-status-updated', (payload: { id: string }) => {
            const started = sentAt.get(payload.id);
            if (started === undefined) return;
            const count = (received.get(payload.id) ?? 0) + 1;
            received.set(payload.id, count);
            if (count === 1) latencies.push(performance.now() - started);
          });
          return socket;
        }),
      );
      sockets.push(...batch);
    }
    console.log(
      `connected ${sockets.length} sockets in ${Math.round(performance.now() - connectStarted)} ms`,
    );

    // Warm-up: connections, prepared paths and JIT, not measured.
    for (let i = 0; i < 200; i++) await publisher.publish([statusChangedEvent(authors[i % authors.length]!)]);
    await sleep(2_000);

    const consumerColumn = separateWorker
      ? 'consumer CPU per change'
      : 'consumer CPU per change, mail included';
    console.log(
      `| rate | ${consumerColumn} | mail worker CPU per mail | p50 | p95 | p99 | max | lost | duplicated | load average |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const rate of scenario.rates) {
      sentAt.clear();
      received.clear();
      latencies.length = 0;
      const events = Array.from({ length: scenario.changes }, (_, i) =>
        statusChangedEvent(authors[i % authors.length]!, { newStatus: 'under_review' }),
      );
      const stopProfile = PROFILE_DIR
        ? await cpuProfileWindow(consumer.process, `consumer-${scenario.name}-${rate}`)
        : undefined;
      const stopMailProfile =
        PROFILE_DIR && mailWorker
          ? await cpuProfileWindow(mailWorker.process, `mail-worker-${scenario.name}-${rate}`)
          : undefined;
      const cpuBefore = cpuMs(consumer.process.pid);
      const mailCpuBefore = mailWorker ? cpuMs(mailWorker.process.pid) : undefined;
      const runStartedAt = new Date();
      const interval = 1000 / rate;
      const runStarted = performance.now();
      for (const [i, event] of events.entries()) {
        const wait = runStarted + i * interval - performance.now();
        if (wait > 1) await sleep(wait);
        sentAt.set(event.payload.submissionId, performance.now());
        await publisher.publish([event]);
      }
      const deadline = performance.now() + 20_000;
      while (received.size < scenario.changes && performance.now() < deadline) await sleep(50);
      await sleep(500); // late duplicates
      // The consumer's CPU counts its whole work per change: also the status mails it writes afterwards.
      const mailsDue = performance.now() + 120_000;
      while ((await unsentMails(db.pool)) > 0 && performance.now() < mailsDue) await sleep(100);
      const cpuAfter = cpuMs(consumer.process.pid);
      const mailCpuAfter = mailWorker ? cpuMs(mailWorker.process.pid) : undefined;
      const mails = await sentMails(db.pool, runStartedAt);
      const profile = await stopProfile?.();
      const mailProfile = await stopMailProfile?.();
      const sorted = [...latencies].sort((x, y) => x - y);
      const lost = scenario.changes - received.size;
      const duplicated = [...received.values()].reduce((sum, n) => sum + n - 1, 0);
      const cpu =
        cpuBefore === undefined || cpuAfter === undefined ? NaN : (cpuAfter - cpuBefore) / scenario.changes;
      const mailCpu =
        mailCpuBefore === undefined || mailCpuAfter === undefined || mails === 0
          ? NaN
          : (mailCpuAfter - mailCpuBefore) / mails;
      const p99 = percentile(sorted, 99);
      console.log(
        `| ${rate}/s | ${fmt(cpu)} | ${separateWorker ? fmt(mailCpu) : 'in the consumer'} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(p99)} | ` +
          `${fmt(sorted[sorted.length - 1] ?? NaN)} | ${lost} | ${duplicated} | ${loadAverage(' ')} |`,
      );
      if (profile) console.log(`  consumer CPU profile: ${profile}`);
      if (mailProfile) console.log(`  mail worker CPU profile: ${mailProfile}`);
      const p99Budget = scenario.p99BudgetMs(rate);
      const cpuBudget = scenario.cpuBudgetMs(rate);
      const misses = [
        lost > 0 || duplicated > 0 ? 'lost or duplicated notices' : '',
        p99Budget !== undefined && !(p99 <= p99Budget) ? `p99 over ${p99Budget} ms` : '',
        cpuBudget !== undefined && !(cpu <= cpuBudget) ? `consumer CPU over ${cpuBudget} ms per change` : '',
      ].filter(Boolean);
      if (misses.length) {
        withinGoals = false;
        console.log(`  goal missed at ${rate}/s: ${misses.join(', ')}`);
      }
    }
  } finally {
    for (const socket of sockets) socket.close();
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((err: unknown) => console.error('cleanup failed:', err));
    await db.drop().catch(() => undefined);
    await deleteRedisKeys(prefix).catch(() => undefined);
    await rm(mailDir, { recursive: true, force: true });
  }
  return withinGoals;
}

async function main(): Promise<void> {
  console.log('notification socket latency: status change published on the bus -> socket event');
  if (!(await redisAnswers(REDIS_URL))) {
    console.log(`skipped: no Redis answered at ${REDIS_URL} (the benchmark needs the Redis bus and adapter)`);
    return;
  }
  console.log(
    `measured from the event's XADD on the Redis Streams bus (what the outbox relay does after the PUT commits); ` +
      `${os.cpus().length} cores, load average ${loadAverage(' ')} at start`,
  );
  const only = process.env.BENCH_SCENARIO;
  let ok = true;
  for (const scenario of SCENARIOS) {
    if (only && scenario.name !== only) continue;
    ok = (await runScenario(scenario)) && ok;
  }
  console.log(`goals: ${ok ? 'all met' : 'missed (see above)'}`);
  if (!ok) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
