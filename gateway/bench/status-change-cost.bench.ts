// The status change, measured honestly (issue 40 item 9): the CPU one admin status change costs in the
// embedded site (one process, in-process bus) and in the cluster (`scripts/start-cluster.ts`: a
// supervisor, every service its own process, two notification instances, Redis Streams), side by side,
// on the same work: the author's sockets listening (each change's live notice delivered to each), the
// author's mail written (file mailer), one change in five to `published` (which creates an article), at
// the same rate and count, through the load tool's status-pipeline runner. CPU is user+system time of
// every process of each site from /proc over the window from the first PUT until the consumers are idle
// again, divided by the changes; Postgres, Redis and the load generator are printed apart, not counted.
// Budget: the cluster's sum at most twice the embedded site's; exits 1 over it, or when the two sides did
// not do the whole work (a delivery lost, a change refused), so a miss is never hidden.
//
// env: BENCH_CHANGES (500), BENCH_RATE (50 changes/s), BENCH_SOCKETS (200), BENCH_AUTHORS (40, five
// submissions each), BENCH_WARMUP_CHANGES (100, not measured), BENCH_IDLE_MS (5000), BENCH_LOG_LEVEL
// (production's), BENCH_NODE (a Node.js binary for both sites), NOTIFICATION_INSTANCES (the cluster's).
import os from 'node:os';
import {
  loadAverage,
  startSite,
  createTestDatabase,
  readTimes,
  waitUntilIdle,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { journalIds, localScenarios, type PipelineScenario } from '../../load-tests/scenarios';
import { createApiClient } from '../../load-tests/runner/api-client';
import { findClusterProcesses } from '../../load-tests/runner/cluster-processes';
import { createFixtures } from '../../load-tests/runner/fixtures';
import { runPipelineScenario } from '../../load-tests/runner/pipeline-scenario';
import type { MeasuredProcess } from '../../load-tests/runner/proc-cpu';
import {
  descendantsOf,
  discoverBackingProcesses,
  listProcesses,
  SUPERVISOR_ROLE,
} from '../../load-tests/runner/process-discovery';
import { startBenchCluster } from './support/bench-cluster';
import { formatCostReport, judgeCost, type SideResult } from './support/cost-report';
import { nodeAt, type NodeRuntime } from './support/production-node';
import { productionLogLevel } from './support/production-log-level';

function positiveInt(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return value;
}

const CHANGES = positiveInt('BENCH_CHANGES', 500, 100_000);
const RATE = positiveInt('BENCH_RATE', 50, 1000);
const SOCKETS = positiveInt('BENCH_SOCKETS', 200, 10_000);
const AUTHORS = positiveInt('BENCH_AUTHORS', 40, 2000);
const WARMUP = Number(process.env.BENCH_WARMUP_CHANGES ?? 100);
const IDLE_MS = positiveInt('BENCH_IDLE_MS', 5000, 60_000);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? productionLogLevel();
const BUDGET_RATIO = 2;
if (!Number.isInteger(WARMUP) || WARMUP < 0) throw new Error('BENCH_WARMUP_CHANGES must be 0 or more');

const pipeline = localScenarios.find((s) => s.name === 'status-pipeline') as PipelineScenario;
/** The load tool's status-pipeline scenario at this bench's size: statuses cycle, `published` one in five. */
const scenario: PipelineScenario = {
  ...pipeline,
  name: 'status-change-cost',
  sockets: SOCKETS,
  fixtures: { authors: AUTHORS, submissionsPerAuthor: 5, admin: true },
  ratesPerSecond: [RATE],
  changesPerRate: CHANGES,
  warmupChanges: WARMUP,
};

const log = (line: string) => process.stdout.write(`${line}\n`);

/** A site under measurement: where it answers, whom to log in as, and which processes are its own. */
interface Target {
  baseUrl: string;
  admin: { email: string; password: string };
  processes: MeasuredProcess[];
  consumers: MeasuredProcess[];
  backing: () => MeasuredProcess[];
}

/** CPU ms per second all `processes` use doing nothing (timers, pollers, samplers), once idle. */
async function idleCpuPerSecond(processes: MeasuredProcess[]): Promise<number> {
  const pids = processes.map((p) => p.pid);
  await waitUntilIdle(pids, { sampleMs: 500, idleCpuMsPerSecond: 50, maxMs: 20_000 });
  const total = () => pids.reduce((sum, pid) => sum + (readTimes(pid)?.cpuMs ?? Number.NaN), 0);
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return ((total() - before) / IDLE_MS) * 1000;
}

/** Fixtures, sockets and the measured changes on one site, through the load tool's runner. */
async function measure(name: string, target: Target): Promise<SideResult> {
  for (const p of target.processes) log(`  measuring CPU of ${p.label}, pid ${p.pid}`);
  const idleCpuMsPerSecond = await idleCpuPerSecond(target.processes);
  const api = createApiClient(target.baseUrl);
  const fixtures = await createFixtures(api, scenario.fixtures, target.admin, journalIds, log);
  const result = await runPipelineScenario(scenario, {
    baseUrl: target.baseUrl,
    api,
    fixtures,
    rates: [RATE],
    changes: CHANGES,
    processes: target.processes,
    consumers: target.consumers,
    backing: target.backing,
    log,
  });
  for (const note of result.notes) log(`  ${name}: ${note}`);
  const row = result.rates[0];
  if (!row) throw new Error(`${name}: the runner measured no rate`);
  return { row, roles: [...new Set(target.processes.map((p) => p.role))], idleCpuMsPerSecond };
}

async function measureEmbedded(node: NodeRuntime): Promise<SideResult> {
  log('\nembedded site (one process, in-process bus)');
  const db: TestDatabase = await createTestDatabase({ prefix: 'bench_cost_embedded' });
  let site: RunningSite | undefined;
  try {
    site = await startSite({ databaseUrl: db.url, env: { LOG_LEVEL }, nodePath: node.path });
    const pid = site.process.pid!;
    const main: MeasuredProcess = { role: `embedded site`, label: 'embedded site', pid };
    // Whatever the site started (tsx's esbuild helper) is its cost too.
    const children = descendantsOf(listProcesses(), pid).map((p) => ({
      role: 'its child processes',
      label: `${p.args.slice(0, 2).join(' ')} (child)`,
      pid: p.pid,
    }));
    return await measure('embedded', {
      baseUrl: site.baseUrl,
      admin: { email: site.adminEmail, password: site.adminPassword },
      processes: [main, ...children],
      consumers: [main],
      backing: () => discoverBackingProcesses(listProcesses(), db.url, undefined),
    });
  } finally {
    await site?.stop();
    await db.drop();
  }
}

async function measureCluster(node: NodeRuntime): Promise<SideResult> {
  log('\ncluster (scripts/start-cluster.ts: a process per service, Redis Streams)');
  const cluster = await startBenchCluster({ nodePath: node.path, logLevel: LOG_LEVEL });
  try {
    const found = findClusterProcesses(cluster.baseUrl, {
      databaseUrl: cluster.databaseUrl,
      redisUrl: cluster.redisUrl,
    });
    for (const note of found.notes) log(`  ${note}`);
    const supervisor = found.processes.find((p) => p.role === SUPERVISOR_ROLE);
    if (supervisor?.pid !== cluster.supervisorPid)
      throw new Error(
        `the processes found behind ${cluster.baseUrl} are not this cluster's (supervisor ${supervisor?.pid}, started ${cluster.supervisorPid})`,
      );
    const consumers = found.processes.filter((p) => p.role === 'notification');
    // A row per process (the two notification instances apart); tsx's helpers together.
    const processes = found.processes.map((p) => ({
      ...p,
      role: p.role === 'other' ? 'other (tsx helpers)' : p.label,
    }));
    return await measure('cluster', {
      baseUrl: cluster.baseUrl,
      admin: { email: cluster.adminEmail, password: cluster.adminPassword },
      processes,
      consumers: processes.filter((p) => consumers.some((c) => c.pid === p.pid)),
      backing: found.backing,
    });
  } catch (error) {
    log(`  the cluster's last output:\n${cluster.output().slice(-4000)}`);
    throw error;
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<number> {
  const node: NodeRuntime = process.env.BENCH_NODE
    ? nodeAt(process.env.BENCH_NODE, 'BENCH_NODE')
    : { path: process.execPath, version: process.versions.node, origin: 'this machine' };
  log(
    `status change cost, embedded site against cluster: ${CHANGES} changes at ${RATE}/s (after ${WARMUP} not measured), ` +
      `${SOCKETS} author sockets of ${AUTHORS} authors, ${AUTHORS * 5} submissions changed in turn through ` +
      `${scenario.statuses.join(' > ')} (one change in ${scenario.statuses.length} to published), mails written as files; ` +
      `Node.js ${node.version} (${node.origin}); logs at ${LOG_LEVEL}; machine ${os.cpus().length} cores, load average ${loadAverage()}; ` +
      `budget: cluster at most ${BUDGET_RATIO} times the embedded site's CPU per change`,
  );
  const embedded = await measureEmbedded(node);
  const cluster = await measureCluster(node);
  log(`\n${formatCostReport(embedded, cluster, BUDGET_RATIO)}`);
  log(
    '  CPU per change: user+system time of each process (/proc/<pid>/stat) from the first PUT until the ' +
      "consumers were idle again, divided by the changes; the site's sum counts every process of it (the " +
      "cluster's supervisor, which relays its children's log lines, included); Postgres = the backends of " +
      "the site's own database, server helpers = the Postgres server's own processes, shared with its other users",
  );
  return judgeCost(embedded.row, cluster.row, BUDGET_RATIO).withinBudget ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
