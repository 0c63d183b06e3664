// The status-pipeline sweep: author sockets listen while an admin changes statuses through the gateway at
// each rate of the sweep, open loop (each PUT leaves on its schedule, whatever the previous one is doing).
// Latency is PUT sent -> `submission-status-updated` at each of the author's sockets, so it covers the
// gateway, admin, the submission transaction, the outbox relay, the bus, the notification consumer, the
// notice stream and the socket. Per rate it also reads the CPU the cluster's processes used (/proc).
//
// Why the submissions are changed in turn: the notification service sends a live notice only for the
// newest version of a submission (a stale event must not overwrite a newer notice). Two changes of one
// submission handled by different consumers in the same moment may therefore legitimately yield only the
// newer notice, which this runner would count as lost. Cycling through all fixture submissions spaces a
// submission's changes by submissions / rate (1,000 / 500 per s = 2 s), far beyond the latencies being
// measured; the tracker counts any change sent while its submission's previous one still awaited
// deliveries ("overlapped"), so a loss that might be such a merge is visible as one.
import os from 'node:os';
import { waitUntilIdle, type IdleOptions, type IdleOutcome } from '@journal/testing';
import type { Socket } from 'socket.io-client';
import type { PipelineScenario } from '../scenarios';
import { putStatus, type ApiClient } from './api-client';
import { inBatches, type FixtureSet } from './fixtures';
import { cpuBetween, cpuOfChangingSet, snapshotCpu, type MeasuredProcess } from './proc-cpu';
import {
  achievedRate,
  ChangeTracker,
  clusterCpuPerChange,
  latencyFigures,
  LOAD_GENERATOR,
  perChangeByRole,
  type RateResult,
  type StatusNotice,
} from './pipeline-stats';
import { connect, join, socketsPerAuthor } from './socket-scenario';
import { percentile } from './stats';

export type SettleOptions = Omit<IdleOptions, 'procRoot'>;

export interface PipelineRunOptions {
  baseUrl: string;
  api: ApiClient;
  fixtures: FixtureSet;
  /** Author sockets (the scenario's count unless given). */
  sockets?: number;
  rates: number[];
  changes: number;
  /**
   * The processes whose CPU is read: every process of the cluster (summed per change); role
   * 'notification' are the consumers.
   */
  processes: MeasuredProcess[];
  /**
   * The processes waited for until idle before and after each rate (their mails written, say): the
   * notification processes (role 'notification') unless given, e.g. the one process of an embedded site.
   */
  consumers?: MeasuredProcess[];
  /** Postgres and Redis processes, listed again at each snapshot (backends come and go); reported apart. */
  backing?: () => MeasuredProcess[];
  log: (line: string) => void;
  procRoot?: string;
  settle?: Partial<SettleOptions>;
}

export interface PipelineResult {
  scenario: string;
  sockets: number;
  authors: number;
  submissions: number;
  rates: RateResult[];
  /** Roles with a CPU column, in print order. */
  cpuRoles: string[];
  notes: string[];
}

// 3 % of a core for all consumers together: above their idle work (socket heartbeats, the mail
// reconciler's passes), far below what a few changes per second cost.
const DEFAULT_SETTLE: SettleOptions = { sampleMs: 1000, idleCpuMsPerSecond: 30, maxMs: 60_000 };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const errorKey = (error: Error) => error.message.slice(0, 80);

interface Target {
  submissionId: string;
  sockets: ReadonlySet<number>;
}

export async function runPipelineScenario(
  scenario: PipelineScenario,
  options: PipelineRunOptions,
): Promise<PipelineResult> {
  const { fixtures, api, log, processes } = options;
  const admin = fixtures.admin;
  if (!admin) throw new Error(`${scenario.name} needs an admin`);
  const settleOptions = { ...DEFAULT_SETTLE, ...options.settle };
  const totalSockets = options.sockets ?? scenario.sockets;
  const spread = socketsPerAuthor(totalSockets, fixtures.authors.length);
  const procRoot = options.procRoot ?? '/proc';
  const consumers = options.consumers ?? processes.filter((p) => p.role === 'notification');
  if (consumers.length === 0)
    throw new Error(`${scenario.name}: no consumer (notification) process to measure`);
  const consumerRoles = [...new Set(consumers.map((p) => p.role))];
  // The consumers' column first where they have a role of their own.
  const roles = processes.map((p) => p.role);
  const cpuRoles = [
    ...new Set([...(roles.includes('notification') ? ['notification'] : []), ...roles]),
    LOAD_GENERATOR,
  ];
  const snapshotBacking = () => {
    const listed = options.backing?.() ?? [];
    const byRole = new Map<string, MeasuredProcess[]>();
    for (const p of listed) byRole.set(p.role, [...(byRole.get(p.role) ?? []), p]);
    return new Map([...byRole].map(([role, list]) => [role, snapshotCpu(list, procRoot)]));
  };

  // Socket i belongs to author plan[i]; each author's sockets are its changes' expected receivers.
  const plan = fixtures.authors.flatMap((author, a) => Array.from({ length: spread[a] ?? 0 }, () => a));
  const socketsOfAuthor = fixtures.authors.map(() => new Set<number>());
  plan.forEach((a, i) => socketsOfAuthor[a]?.add(i));
  // Author after author, so consecutive changes go to different authors' sockets; only authors with a
  // socket (with fewer sockets than authors, a change to the others would expect nothing).
  const perAuthor = Math.max(0, ...fixtures.authors.map((a) => a.submissionIds.length));
  const targets: Target[] = [];
  for (let s = 0; s < perAuthor; s++)
    fixtures.authors.forEach((author, a) => {
      const submissionId = author.submissionIds[s];
      const listeners = socketsOfAuthor[a];
      if (submissionId && listeners && listeners.size > 0) targets.push({ submissionId, sockets: listeners });
    });
  if (targets.length === 0) throw new Error(`${scenario.name} needs submissions in the fixtures`);

  const result: PipelineResult = {
    scenario: scenario.name,
    sockets: totalSockets,
    authors: fixtures.authors.length,
    submissions: targets.length,
    rates: [],
    cpuRoles,
    notes: [`CPU read from ${processes.map((p) => `${p.label} pid ${p.pid}`).join(', ')}`],
  };
  let tracker = new ChangeTracker(scenario.deliveryTimeoutMs);
  const sockets: Socket[] = [];
  const status = new Map<string, string>();
  let nextTarget = 0;
  let closing = false;
  const disconnects = new Map<string, number>();

  /** Waits until the consumers are idle (their mails of the previous changes written, say). */
  const settle = async (): Promise<IdleOutcome> => {
    const outcome = await waitUntilIdle(
      consumers.map((p) => p.pid),
      { ...settleOptions, procRoot },
    );
    // Its CPU cannot be summed any more (the rates after this show none); the latencies still count.
    if (Number.isNaN(outcome.cpuMsPerSecond))
      log('  a consumer process exited or restarted: its CPU is no longer measured');
    return outcome;
  };

  /** Sends `count` changes at `rate` per second on schedule; resolves when all are delivered or overdue. */
  const sendChanges = async (rate: number, count: number) => {
    const putLatencies: number[] = [];
    const putErrors: Record<string, number> = {};
    const inFlight: Array<Promise<void>> = [];
    const intervalMs = 1000 / rate;
    const started = performance.now();
    let firstAt = Number.NaN;
    let lastAt = Number.NaN;
    for (let n = 0; n < count; n++) {
      const due = started + n * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const target = targets[nextTarget++ % targets.length] as Target;
      const before = status.get(target.submissionId) ?? 'submitted';
      const next = scenario.statuses[
        (scenario.statuses.indexOf(before) + 1) % scenario.statuses.length
      ] as string;
      status.set(target.submissionId, next);
      const sentAt = performance.now();
      if (n === 0) firstAt = sentAt;
      lastAt = sentAt;
      const change = tracker.send(target.submissionId, next, sentAt, target.sockets);
      inFlight.push(
        putStatus(api, target.submissionId, next, admin).then(
          () => void putLatencies.push(performance.now() - sentAt),
          (error: Error) => {
            tracker.refuse(change);
            putErrors[errorKey(error)] = (putErrors[errorKey(error)] ?? 0) + 1;
          },
        ),
      );
    }
    await Promise.all(inFlight);
    const overdue = lastAt + scenario.deliveryTimeoutMs;
    while (!tracker.allDelivered() && performance.now() < overdue) await sleep(20);
    return { putLatencies, putErrors, firstAt, lastAt };
  };

  try {
    log(`  connecting ${totalSockets} author sockets (${fixtures.authors.length} authors)`);
    const connected = await inBatches(plan, 50, async (author, i) => {
      const a = fixtures.authors[author];
      if (!a) throw new Error(`no author ${author}`);
      const socket = await connect(options.baseUrl, a.token, 20_000);
      sockets.push(socket);
      socket.on('submission-status-updated', (notice: StatusNotice) =>
        tracker.receive(i, notice, performance.now()),
      );
      // Not reconnected (reconnection: false): its later changes count as lost, and this says why.
      socket.on('disconnect', (reason: string) => {
        if (!closing) disconnects.set(reason, (disconnects.get(reason) ?? 0) + 1);
      });
      await join(socket, 'join-user-room', a.email);
      return socket;
    });
    log(`  ${connected.length} sockets joined; ${targets.length} submissions changed in turn`);

    log("  waiting for the consumers to be idle (the fixtures' mails)");
    const idle = await settle();
    result.notes.push(
      `consumers idle at ${idle.cpuMsPerSecond.toFixed(0)} ms CPU/s before the sweep${idle.settled ? '' : ' (still busy after the wait)'}`,
    );
    if (scenario.warmupChanges > 0) {
      const warmupRate = Math.min(...options.rates);
      log(`  warm-up: ${scenario.warmupChanges} changes at ${warmupRate}/s (not measured)`);
      await sendChanges(warmupRate, scenario.warmupChanges);
      await settle();
    }

    for (const rate of options.rates) {
      tracker = new ChangeTracker(scenario.deliveryTimeoutMs);
      const backingBefore = snapshotBacking();
      const cpuBefore = snapshotCpu(processes, procRoot);
      const ownBefore = process.cpuUsage();
      const windowStart = performance.now();
      const sent = await sendChanges(rate, options.changes);
      const settled = await settle();
      const cpuAfter = snapshotCpu(processes, procRoot);
      const backingAfter = snapshotBacking();
      const own = process.cpuUsage(ownBefore);
      const windowSeconds = (performance.now() - windowStart) / 1000;
      const counts = tracker.result();
      const perChange = (ms: number) => ms / options.changes;
      const cpuPerChangeMs: Record<string, number> = {};
      for (const role of cpuRoles)
        cpuPerChangeMs[role] =
          role === LOAD_GENERATOR
            ? perChange((own.user + own.system) / 1000)
            : perChange(cpuBetween(processes, role, cpuBefore, cpuAfter));
      const backingMs: Record<string, number> = {};
      for (const [role, after] of backingAfter) {
        const used = cpuOfChangingSet(backingBefore.get(role) ?? new Map(), after);
        backingMs[role] = used.cpuMs;
        if (used.exited > 0)
          result.notes.push(
            `${rate}/s: ${used.exited} ${role} processes exited in the window (their last CPU is missing)`,
          );
      }
      const putErrors = Object.values(sent.putErrors).reduce((a, b) => a + b, 0);
      const row: RateResult = {
        rateAsked: rate,
        rateAchieved: achievedRate(options.changes, sent.firstAt, sent.lastAt),
        changes: options.changes,
        cpuPerChangeMs,
        clusterCpuPerChangeMs: clusterCpuPerChange(cpuPerChangeMs),
        backingCpuPerChangeMs: perChangeByRole(backingMs, options.changes),
        ...latencyFigures(counts.latenciesMs),
        lost: counts.lost,
        duplicated: counts.duplicated,
        putErrors,
        putP99: percentile(
          [...sent.putLatencies].sort((a, b) => a - b),
          99,
        ),
        counts,
        windowSeconds,
        settled: settled.settled,
        loadAverage: os.loadavg()[0] ?? Number.NaN,
      };
      result.rates.push(row);
      log(
        `  ${rate}/s: achieved ${row.rateAchieved.toFixed(1)}/s, p99 ${row.p99.toFixed(1)} ms, ` +
          `lost ${row.lost}, duplicated ${row.duplicated}, PUT errors ${putErrors}, consumer CPU ` +
          `${consumerRoles.reduce((sum, role) => sum + (cpuPerChangeMs[role] ?? Number.NaN), 0).toFixed(2)} ms per change, cluster ` +
          `${row.clusterCpuPerChangeMs.toFixed(2)} ms over ${windowSeconds.toFixed(1)} s` +
          `${settled.settled ? '' : ' (consumers still busy at the end)'}`,
      );
      for (const [message, count] of Object.entries(sent.putErrors))
        result.notes.push(`${rate}/s: ${count} PUTs failed: ${message}`);
    }
  } finally {
    closing = true;
    for (const socket of sockets) socket.close();
  }
  for (const [reason, count] of disconnects)
    result.notes.push(`${count} sockets were disconnected during the sweep (${reason})`);
  return result;
}
