// Observability overhead (issue 14): two embedded sites side by side, one with tracing (exported over
// OTLP to a receiver here) and metrics on, one with both off (METRICS_ENABLED=false, no OTLP endpoint);
// the admin list and status changes are measured in rounds that load both at once, the same load, on
// several pairs of fresh sites. Prints throughput, p95 and the site process's CPU time per request side
// by side; budget: "on" costs at most
// 8% more CPU per request than "off", on the production runtime and at production's share of traces
// (ADR 0024, docs/performance.md). Exits 1 over it.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  createTestDatabase,
  processThreadCpuMs,
  registerAuthor,
  signInAdmin,
  loadAverage,
  siteJson,
  startOtlpReceiver,
  startSite,
  type OtlpReceiver,
  type RunningSite,
  type TestDatabase,
  waitUntilIdle,
} from '@journal/testing';
import { nodeAt, productionNode, type NodeRuntime } from './support/production-node';
import { productionLogLevel } from './support/production-log-level';
import { productionSampleRatio } from './support/production-sampling';
import { judgeRounds, percentile, type RoundPair } from './support/paired-rounds';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 60);
// Pairs of fresh sites, one after the other, and rounds per pair and scenario. A pair's processes keep
// their own speed for life (their ratio alone lands 3-4 points either side of the true one), so the
// verdict needs many pairs more than many rounds (docs/performance.md).
const SITE_PAIRS = Number(process.env.BENCH_SITE_PAIRS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
// Requests per site and round: BENCH_REQUESTS, else each scenario's own (about half a second of load).
const REQUESTS = process.env.BENCH_REQUESTS ? Number(process.env.BENCH_REQUESTS) : undefined;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BUDGET = 0.08;
// Load before each scenario's measured rounds, long enough for several span batches to be exported: a
// site's first exports and its JIT's first choices are over by then, as they are in a production process
// that has run for a minute (ADRs 0021, 0024). BENCH_WARMUP_MS=0: one warm-up round only.
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 40_000);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
// Tracing as production runs it: the prod overlay's share of traces; BENCH_OTEL_SAMPLER_ARG=1 records every one.
const SAMPLE_RATIO = process.env.BENCH_OTEL_SAMPLER_ARG
  ? Number(process.env.BENCH_OTEL_SAMPLER_ARG)
  : productionSampleRatio();
// Both sites log as production does (k8s/base/config.yaml: a line per request, with trace ids when tracing
// is on); BENCH_LOG_LEVEL=warn leaves the request lines out.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? productionLogLevel();
const STATUSES = ['under_review', 'accepted', 'rejected', 'submitted'];

interface Site {
  label: 'off' | 'on';
  site: RunningSite;
  db: TestDatabase;
  admin: string;
  ids: string[];
}

/**
 * Nanosecond on-CPU time of the site's threads (schedstat), by kind of thread (main thread, V8's helpers,
 * libuv's pool, the span export worker): unlike throughput and latency it hardly moves with what else the
 * machine runs, so it is the figure the budget is judged on.
 */
function threadCpuMs(pid: number): Map<string, number> {
  const byKind = processThreadCpuMs(pid);
  if (byKind === undefined) throw new Error(`no CPU time for pid ${pid}: the site is gone`);
  return byKind;
}

/** Adds `more`, kind by kind, into `into` (a negative `sign` takes it away). */
function addThreadCpu(into: Map<string, number>, more: Map<string, number>, sign = 1): Map<string, number> {
  for (const [kind, ms] of more) into.set(kind, (into.get(kind) ?? 0) + sign * ms);
  return into;
}

const sum = (byKind: Map<string, number>) => [...byKind.values()].reduce((a, b) => a + b, 0);
const cpuMs = (pid: number) => sum(threadCpuMs(pid));

async function prepare(label: Site['label'], env: Record<string, string>, node: NodeRuntime): Promise<Site> {
  const db = await createTestDatabase({ prefix: `bench_obs_${label}` });
  // BENCH_CPU_PROF_DIR=<dir>: a V8 CPU profile of each site (<dir>/off, <dir>/on; scripts/cpu-profile-top.ts).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const site = await startSite({
    databaseUrl: db.url,
    env: { LOG_LEVEL, ...env },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${node.version}/${label}`] : [],
    nodePath: node.path,
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

interface Scenario {
  requests: number;
  /** Work the request leaves behind (event consumers, mail): waited for, so it counts in its own round. */
  drains: boolean;
  make(s: Site): (i: number) => Promise<void>;
}

const scenarios: Record<string, Scenario> = {
  'admin list': {
    requests: 400,
    drains: false,
    make: (s) => async (i) => {
      const res = await fetch(
        `${s.site.baseUrl}/api/admin/submissions?email=${encodeURIComponent(s.site.adminEmail)}&page=${1 + (i % 5)}&limit=10&sortBy=submission_date&sortOrder=desc`,
        { headers: { authorization: `Bearer ${s.admin}` } },
      );
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`admin list ${res.status}`);
    },
  },
  'status change': {
    requests: 120,
    drains: true,
    make: (s) => {
      let round = 0;
      return async (i) => {
        // Every submission moves through the statuses in turn, so each request is a real change.
        const id = s.ids[i % s.ids.length]!;
        const status = STATUSES[(Math.floor(i / s.ids.length) + round) % STATUSES.length]!;
        if (i === 0) round += 1;
        const res = await siteJson(s.site, 'PUT', `/api/admin/submissions/${id}/status`, s.admin, { status });
        if (res.status !== 200) throw new Error(`status change ${res.status} ${JSON.stringify(res.body)}`);
      };
    },
  },
};

// BENCH_SCENARIO=<name>: only that scenario ('admin list' or 'status change'), e.g. to profile it alone.
const measured = Object.entries(scenarios).filter(
  ([name]) => !process.env.BENCH_SCENARIO || name === process.env.BENCH_SCENARIO,
);

/** One round of `scenario` on one site: CPU ms per request (in all and by kind of thread), latencies, wall time. */
async function round(site: Site, scenario: Scenario, request: (i: number) => Promise<void>) {
  const pid = site.site.process.pid!;
  const before = threadCpuMs(pid);
  const count = REQUESTS ?? scenario.requests;
  const r = await load(count, request);
  // A status change's events are consumed after its PUT answered: wait for that work, so it counts in
  // this round and not in the other site's next one. Idle: under 5 % of a core over 200 ms, or 10 s passed.
  if (scenario.drains) await waitUntilIdle([pid], { sampleMs: 200, idleCpuMsPerSecond: 50, maxMs: 10_000 });
  const byThread = addThreadCpu(threadCpuMs(pid), before, -1); // a fresh reading, less the one before
  return { cpuPerRequest: sum(byThread) / count, byThread, ...r };
}

/**
 * The "on" site's settings: metrics (unless BENCH_METRICS=off) and traces exported to the receiver
 * (unless BENCH_TRACING=off). BENCH_AA=1: observability off here too, an A/A run that shows the bench's
 * own noise.
 */
function onSiteEnv(receiver: OtlpReceiver): Record<string, string> {
  if (process.env.BENCH_AA === '1') return { METRICS_ENABLED: 'false' };
  const env: Record<string, string> = process.env.BENCH_METRICS === 'off' ? { METRICS_ENABLED: 'false' } : {};
  if (process.env.BENCH_TRACING === 'off') return env;
  return {
    ...env,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_TRACES_SAMPLER_ARG: String(SAMPLE_RATIO),
  };
}

/**
 * What each site costs doing nothing for IDLE_MS (timers, pollers, samplers), printed, not judged: the
 * rounds include it in proportion to their length. prom-client's 10 ms event loop sampling showed here.
 */
async function idleCost(sites: Site[]): Promise<string> {
  // Seeding leaves work behind (its events, its mails): idle starts when that is done.
  await waitUntilIdle(
    sites.map((s) => s.site.process.pid!),
    { sampleMs: 500, idleCpuMsPerSecond: 30, maxMs: 20_000 },
  );
  const before = sites.map((s) => cpuMs(s.site.process.pid!));
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const perSecond = sites.map((s, i) => ((cpuMs(s.site.process.pid!) - before[i]!) / IDLE_MS) * 1000);
  return `idle, ${IDLE_MS / 1000} s: CPU ${sites.map((s, i) => `${s.label} ${perSecond[i]!.toFixed(1)} ms/s`).join(', ')}`;
}

interface ScenarioResult {
  pairs: RoundPair[];
  /** CPU ms by kind of thread over the measured rounds, off and on. */
  byThread: [Map<string, number>, Map<string, number>];
  latencies: [number[], number[]];
  wallMs: [number, number];
  requests: number;
}

/**
 * One pair of fresh sites (off, on), every scenario: a warm-up round, then ROUNDS rounds in which both
 * sites take the same load at the same time, so whatever the machine does meanwhile (another process,
 * its clock speed) falls on both halves of a pair alike.
 */
async function measurePair(
  node: NodeRuntime,
  receiver: OtlpReceiver,
  results: Map<string, ScenarioResult>,
  showIdle: boolean,
): Promise<void> {
  const sites = await Promise.all([
    prepare('off', { METRICS_ENABLED: 'false' }, node),
    prepare('on', onSiteEnv(receiver), node),
  ]);
  try {
    if (showIdle) console.log(await idleCost(sites));
    for (const [name, scenario] of measured) {
      const requests = sites.map((s) => scenario.make(s));
      const result: ScenarioResult = results.get(name) ?? {
        pairs: [],
        byThread: [new Map(), new Map()],
        latencies: [[], []],
        wallMs: [0, 0],
        requests: 0,
      };
      results.set(name, result);
      const bothAtOnce = () => Promise.all(sites.map((site, i) => round(site, scenario, requests[i]!)));
      const warmUntil = performance.now() + WARMUP_MS;
      do
        await bothAtOnce(); // warm-up: the JIT, the pools, the exporter's first batches
      while (performance.now() < warmUntil);
      for (let r = 0; r < ROUNDS; r++) {
        const [off, on] = await bothAtOnce();
        result.pairs.push({ off: off!.cpuPerRequest, on: on!.cpuPerRequest });
        [off!, on!].forEach((side, i) => {
          result.latencies[i]!.push(...side.latencies);
          addThreadCpu(result.byThread[i]!, side.byThread);
          result.wallMs[i]! += side.ms;
        });
        result.requests += REQUESTS ?? scenario.requests;
      }
      if (process.env.BENCH_PAIRS === '1') {
        const verdict = judgeRounds(result.pairs.slice(-ROUNDS), BUDGET);
        console.log(
          `  ${name}, this site pair: cpu/req off ${verdict.offMs.toFixed(3)} / on ${verdict.onMs.toFixed(3)} ms, median ${pct(verdict.median)}, pooled ${pct(verdict.pooled)}`,
        );
      }
    }
  } finally {
    for (const s of sites) {
      await s.site.stop();
      await s.db.drop();
    }
  }
}

/** Each kind of thread's CPU ms per request on both sites, the largest first. */
function threadBreakdown(result: ScenarioResult): string {
  const [off, on] = result.byThread;
  const kinds = [...new Set([...off.keys(), ...on.keys()])].sort(
    (a, b) => (on.get(b) ?? 0) - (on.get(a) ?? 0),
  );
  const perRequest = (ms: number | undefined) => ((ms ?? 0) / result.requests).toFixed(3);
  return kinds.map((kind) => `${kind} ${perRequest(off.get(kind))} / ${perRequest(on.get(kind))}`).join(', ');
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

/**
 * SITE_PAIRS pairs of fresh sites on one runtime, one after the other: a process's own speed (where its
 * heap and code landed, what its JIT chose) stays with it for its whole life, so the verdict pools the
 * rounds of several. Returns how many scenarios went over the budget.
 */
async function measureOn(node: NodeRuntime, judged: boolean, receiver: OtlpReceiver): Promise<number> {
  const spansBefore = receiver.spans().length;
  console.log(
    `\nsites on Node.js ${node.version} (${node.origin})${judged ? ', judged' : ', for information, not judged, one pair of sites'}; load average ${loadAverage()}`,
  );
  const results = new Map<string, ScenarioResult>();
  // A runtime printed for information gets one pair: its figure is a comparison, not a verdict.
  const pairs = judged ? SITE_PAIRS : 1;
  for (let k = 0; k < pairs; k++) await measurePair(node, receiver, results, k === 0);
  console.log(
    `${'scenario'.padEnd(14)} ${'req/s off/on'.padStart(13)} ${'p95 off / on'.padStart(18)} ${'cpu/req off / on'.padStart(19)} ${'cpu: paired median'.padStart(19)} ${'(quartiles)'.padStart(17)} ${'pooled'.padStart(7)}`,
  );
  let over = 0;
  for (const [name, result] of results) {
    const verdict = judgeRounds(result.pairs, BUDGET);
    if (judged && !verdict.withinBudget) over += 1;
    const rps = result.wallMs.map((ms) => (result.requests / ms) * 1000);
    const p95 = result.latencies.map((l) => percentile(l, 95));
    console.log(
      `${name.padEnd(14)} ${`${rps[0]!.toFixed(0)} / ${rps[1]!.toFixed(0)}`.padStart(13)} ${`${p95[0]!.toFixed(1)} / ${p95[1]!.toFixed(1)} ms`.padStart(18)} ${`${verdict.offMs.toFixed(3)} / ${verdict.onMs.toFixed(3)} ms`.padStart(19)} ${pct(verdict.median).padStart(19)} ${`${pct(verdict.lowerQuartile)} .. ${pct(verdict.upperQuartile)}`.padStart(17)} ${pct(verdict.pooled).padStart(7)}  ${judged ? (verdict.withinBudget ? 'ok' : 'OVER BUDGET') : '-'}`,
    );
    console.log(`  cpu/req by thread, off / on: ${threadBreakdown(result)}`);
  }
  console.log(`spans exported by the "on" sites: ${receiver.spans().length - spansBefore}`);
  return over;
}

async function main(): Promise<void> {
  // BENCH_NODE=<path>: both sites on that Node only, judged. Otherwise the production image's Node
  // (judged) and, when it is another version, this machine's (printed for comparison).
  const runtimes: { node: NodeRuntime; judged: boolean }[] = [];
  const current: NodeRuntime = {
    path: process.execPath,
    version: process.versions.node,
    origin: 'this machine',
  };
  if (process.env.BENCH_NODE) {
    runtimes.push({ node: nodeAt(process.env.BENCH_NODE, 'BENCH_NODE'), judged: true });
  } else {
    const production = productionNode();
    if ('unavailable' in production) {
      console.log(
        `the production runtime is not available here (${production.unavailable}): judging this machine's`,
      );
      runtimes.push({ node: current, judged: true });
    } else {
      runtimes.push({ node: production, judged: true });
      if (production.version !== current.version) runtimes.push({ node: current, judged: false });
    }
  }
  console.log(
    `machine: ${os.cpus().length} cores; "on" records ${SAMPLE_RATIO * 100}% of traces${process.env.BENCH_OTEL_SAMPLER_ARG ? ' (BENCH_OTEL_SAMPLER_ARG)' : ", the prod overlay's share"}; sites log at ${LOG_LEVEL}${process.env.BENCH_LOG_LEVEL ? ' (BENCH_LOG_LEVEL)' : ", production's level"}; ${SUBMISSIONS} submissions per site, ${SITE_PAIRS} pairs of sites (1 for a runtime not judged), each warmed up ${WARMUP_MS / 1000} s then ${ROUNDS} rounds per scenario (${REQUESTS ?? measured.map(([name, s]) => `${name} ${s.requests}`).join(', ')} requests each), concurrency ${CONCURRENCY} per site; budget: cpu per request +${BUDGET * 100}% (median of the paired rounds)`,
  );
  const receiver = await startOtlpReceiver();
  let over = 0;
  try {
    for (const { node, judged } of runtimes) over += await measureOn(node, judged, receiver);
  } finally {
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
