// Observability overhead (issue 14): two embedded sites side by side, one with tracing (exported over
// OTLP to a receiver here) and metrics on, one with both off (METRICS_ENABLED=false, no OTLP endpoint);
// the admin list and status changes are measured in alternating rounds on each, same load. Prints
// throughput, p95 and the site process's CPU time per request side by side; budget: "on" costs at most
// 5% more CPU per request than "off" (docs/performance.md). Exits 1 over it.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  createTestDatabase,
  processCpuMs,
  registerAuthor,
  signInAdmin,
  siteJson,
  startOtlpReceiver,
  startSite,
  type RunningSite,
  type TestDatabase,
  waitUntilIdle,
} from '@journal/testing';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BUDGET = 0.05;
const STATUSES = ['under_review', 'accepted', 'rejected', 'submitted'];

interface Site {
  label: 'off' | 'on';
  site: RunningSite;
  db: TestDatabase;
  admin: string;
  ids: string[];
}

/**
 * CPU time (ms) a process has used, from /proc: unlike throughput and latency it hardly moves with
 * what else the machine runs, so it is the figure the budget is judged on.
 */
function cpuMs(pid: number): number {
  const ms = processCpuMs(pid);
  if (ms === undefined) throw new Error(`no CPU time for pid ${pid}: the site is gone`);
  return ms;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function prepare(label: Site['label'], env: Record<string, string>): Promise<Site> {
  const db = await createTestDatabase({ prefix: `bench_obs_${label}` });
  // BENCH_CPU_PROF_DIR=<dir>: a V8 CPU profile of each site (<dir>/off, <dir>/on; scripts/cpu-profile-top.ts).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const site = await startSite({
    databaseUrl: db.url,
    env: { LOG_LEVEL: 'warn', ...env },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${label}`] : [],
    // BENCH_NODE=<path>: run both sites on another Node.js (the production image's), e.g. to see what
    // AsyncLocalStorage costs there.
    nodePath: process.env.BENCH_NODE,
  });
  const email = `bench.${label}@authors.test`;
  const token = await registerAuthor(site, {
    email,
    givenNames: 'Bench',
    familyName: label,
    password: 'a long enough password',
  });
  const ids: string[] = [];
  for (let i = 0; i < SUBMISSIONS; i++) {
    const res = await siteJson<{ submission: { id: string } }>(
      site,
      'POST',
      '/api/registration/submit-paper',
      token,
      { userEmail: email, journalName: 'Applied Science', paperTitle: `Measured paper ${i}` },
    );
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.submission.id);
  }
  return { label, site, db, admin: await signInAdmin(site), ids };
}

/** `count` requests, CONCURRENCY at a time; returns each latency (ms) and the wall time. */
async function load(count: number, request: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t0 = performance.now();
        await request(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, ms: performance.now() - started };
}

const scenarios = {
  'admin list': (s: Site) => async (i: number) => {
    const res = await fetch(
      `${s.site.baseUrl}/api/admin/submissions?email=${encodeURIComponent(s.site.adminEmail)}&page=${1 + (i % 5)}&limit=10&sortBy=submission_date&sortOrder=desc`,
      { headers: { authorization: `Bearer ${s.admin}` } },
    );
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`admin list ${res.status}`);
  },
  'status change': (s: Site) => {
    let round = 0;
    return async (i: number) => {
      // Every submission moves through the statuses in turn, so each request is a real change.
      const id = s.ids[i % s.ids.length]!;
      const status = STATUSES[(Math.floor(i / s.ids.length) + round) % STATUSES.length]!;
      if (i === 0) round += 1;
      const res = await siteJson(s.site, 'PUT', `/api/admin/submissions/${id}/status`, s.admin, { status });
      if (res.status !== 200) throw new Error(`status change ${res.status} ${JSON.stringify(res.body)}`);
    };
  },
};

async function main(): Promise<void> {
  const receiver = await startOtlpReceiver();
  const sites: Site[] = [];
  let over = 0;
  try {
    sites.push(await prepare('off', { METRICS_ENABLED: 'false' }));
    sites.push(
      await prepare('on', {
        // BENCH_TRACING=off: the "on" site with metrics only, to tell the two costs apart.
        ...(process.env.BENCH_TRACING === 'off'
          ? {}
          : {
              OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
              OTEL_BSP_SCHEDULE_DELAY: '1000',
              // Every trace recorded by default; BENCH_OTEL_SAMPLER_ARG=0.1 measures a sampled production setting.
              OTEL_TRACES_SAMPLER_ARG: process.env.BENCH_OTEL_SAMPLER_ARG ?? '1',
            }),
      }),
    );
    console.log(
      `sites on Node.js ${process.env.BENCH_NODE ? `at ${process.env.BENCH_NODE}` : process.version}; machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' / ',
        )}; "on" records ${Number(process.env.BENCH_OTEL_SAMPLER_ARG ?? 1) * 100}% of traces; ${SUBMISSIONS} submissions per site, ${ROUNDS} rounds x ${REQUESTS} requests, concurrency ${CONCURRENCY}`,
    );
    const results = new Map<string, { latencies: number[]; ms: number; count: number; cpu: number }>();
    for (const [name, make] of Object.entries(scenarios)) {
      const requests = sites.map((s) => make(s));
      // Warm-up, then alternating rounds (off first, then on first) so drift in machine load evens out.
      for (const i of sites.keys()) await load(50, requests[i]!);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const i of order) {
          const pid = sites[i]!.site.process.pid!;
          const cpuBefore = cpuMs(pid);
          const r = await load(REQUESTS, requests[i]!);
          // A status change's events are consumed after its PUT answered: wait for that work, so it counts
          // in this round and not in the other site's next one.
          // Idle: under 5 % of a core over 200 ms (its consumers and relay have caught up), or 10 s passed.
          await waitUntilIdle([pid], { sampleMs: 200, idleCpuMsPerSecond: 50, maxMs: 10_000 });
          const cpu = cpuMs(pid) - cpuBefore;
          const key = `${name}/${sites[i]!.label}`;
          const sum = results.get(key) ?? { latencies: [], ms: 0, count: 0, cpu: 0 };
          sum.cpu += cpu;
          sum.latencies.push(...r.latencies);
          sum.ms += r.ms;
          sum.count += REQUESTS;
          results.set(key, sum);
        }
      }
    }
    console.log(
      `\n${'scenario'.padEnd(16)} ${'off req/s'.padStart(10)} ${'on req/s'.padStart(10)} ${'off p95'.padStart(9)} ${'on p95'.padStart(9)} ${'off cpu/req'.padStart(12)} ${'on cpu/req'.padStart(11)} ${'cpu'.padStart(7)}  budget: cpu per request +${BUDGET * 100}%`,
    );
    for (const name of Object.keys(scenarios)) {
      const [off, on] = (['off', 'on'] as const).map((label) => {
        const r = results.get(`${name}/${label}`)!;
        return {
          rps: (r.count / r.ms) * 1000,
          cpu: r.cpu / r.count,
          p95: percentile(
            r.latencies.sort((a, b) => a - b),
            95,
          ),
        };
      });
      const cpuUp = on!.cpu / off!.cpu - 1;
      const bad = cpuUp > BUDGET;
      if (bad) over += 1;
      console.log(
        `${name.padEnd(16)} ${off!.rps.toFixed(0).padStart(10)} ${on!.rps.toFixed(0).padStart(10)} ${`${off!.p95.toFixed(1)} ms`.padStart(9)} ${`${on!.p95.toFixed(1)} ms`.padStart(9)} ${`${off!.cpu.toFixed(2)} ms`.padStart(12)} ${`${on!.cpu.toFixed(2)} ms`.padStart(11)} ${`${cpuUp >= 0 ? '+' : ''}${(cpuUp * 100).toFixed(1)}%`.padStart(7)}  ${bad ? 'OVER BUDGET' : 'ok'}`,
      );
    }
    console.log(`spans exported by the "on" site: ${receiver.spans().length}`);
  } finally {
    for (const s of sites) {
      await s.site.stop();
      await s.db.drop();
    }
    await receiver.close();
  }
  console.log(
    over
      ? `\nobservability overhead: ${over} scenario(s) over ${BUDGET * 100}%`
      : `\nobservability overhead: within ${BUDGET * 100}%`,
  );
  process.exit(over ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
