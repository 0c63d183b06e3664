// The bookkeeping of the status-pipeline sweep, free of sockets and timers so it can be tested: which
// delivery belongs to which change, what was lost, late or duplicated, and which rate met the goal.
import { percentile } from './stats';

/** `1, 2,,3` -> [1, 2, 3]; a part that is not a number becomes NaN, for the caller to reject. */
const commaSeparatedNumbers = (text: string): number[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number);

/** `--rates 100,200,300`: positive changes per second, each once. */
export function parseRates(text: string): number[] {
  const rates = commaSeparatedNumbers(text);
  if (rates.length === 0) throw new Error('--rates needs at least one rate, e.g. --rates 50,100,200');
  for (const rate of rates)
    if (!(Number.isFinite(rate) && rate > 0 && rate <= 10_000))
      throw new Error(
        `--rates: every rate must be a number of changes per second in (0, 10000], got "${text}"`,
      );
  if (new Set(rates).size !== rates.length) throw new Error(`--rates: a rate is listed twice in "${text}"`);
  return rates;
}

/** `--consumer-pids 123,456`. */
export function parsePids(text: string): number[] {
  const pids = commaSeparatedNumbers(text);
  if (pids.length === 0 || !pids.every((pid) => Number.isInteger(pid) && pid > 0))
    throw new Error(`--consumer-pids must be process ids separated by commas, got "${text}"`);
  return pids;
}

/** What the notification service sends with `submission-status-updated` (the fields used here). */
export interface StatusNotice {
  id?: unknown;
  status?: unknown;
  /** The change's time (the event's changedAt): tells two changes to the same status apart. */
  updatedAt?: unknown;
}

export interface TrackedChange {
  submissionId: string;
  status: string;
  sentAt: number;
  /** The sockets of the submission's author: each must receive the change once. */
  expectedSockets: ReadonlySet<number>;
  /** Set by the first delivery: later deliveries of this change carry the same value. */
  updatedAt?: string;
  receivedOn: Set<number>;
  /** The PUT failed: no delivery is expected. */
  refused: boolean;
}

export type DeliveryOutcome = 'delivered' | 'duplicate' | 'late' | 'unmatched' | 'unexpected';

export interface DeliveryCounts {
  changes: number;
  /** Changes whose PUT failed (nothing expected from them). */
  refused: number;
  expected: number;
  delivered: number;
  /** Expected deliveries that never came within the timeout (late ones included). */
  lost: number;
  late: number;
  /** A delivery of a change this socket had already received. */
  duplicated: number;
  /** Deliveries that match no change of this rate (a late one of an earlier rate, say). */
  unmatched: number;
  /** Deliveries of a change to a socket that is not its author's. */
  unexpected: number;
  /** Changes sent while the previous change of the same submission still awaited deliveries. */
  overlapped: number;
  latenciesMs: number[];
}

/**
 * The changes of one rate and their deliveries. A delivery is matched to a change by submission and the
 * change's time (`updatedAt`), or, for the first delivery of a change, by submission and status: the
 * newest unmatched change of that submission to that status. Statuses cycle per submission, so the same
 * status comes back only after a full cycle of that submission's changes.
 */
export class ChangeTracker {
  private readonly bySubmission = new Map<string, TrackedChange[]>();
  private readonly seen = new Map<number, Set<string>>();
  private readonly counts = {
    delivered: 0,
    late: 0,
    duplicated: 0,
    unmatched: 0,
    unexpected: 0,
    overlapped: 0,
  };
  readonly latenciesMs: number[] = [];

  constructor(private readonly deliveryTimeoutMs: number) {}

  send(
    submissionId: string,
    status: string,
    sentAt: number,
    expectedSockets: ReadonlySet<number>,
  ): TrackedChange {
    const list = this.bySubmission.get(submissionId) ?? [];
    const previous = list[list.length - 1];
    if (previous && !this.complete(previous) && sentAt - previous.sentAt < this.deliveryTimeoutMs)
      this.counts.overlapped += 1;
    const change: TrackedChange = {
      submissionId,
      status,
      sentAt,
      expectedSockets,
      receivedOn: new Set(),
      refused: false,
    };
    list.push(change);
    this.bySubmission.set(submissionId, list);
    return change;
  }

  refuse(change: TrackedChange): void {
    change.refused = true;
  }

  receive(socket: number, notice: StatusNotice, at: number): DeliveryOutcome {
    const id = String(notice?.id);
    const status = String(notice?.status);
    const updatedAt = notice?.updatedAt === undefined ? '' : String(notice.updatedAt);
    // The same change twice on one socket, whatever it is matched to.
    const key = `${id}\u0000${status}\u0000${updatedAt}`;
    const seenHere = this.seen.get(socket) ?? new Set<string>();
    this.seen.set(socket, seenHere);
    if (seenHere.has(key)) {
      this.counts.duplicated += 1;
      return 'duplicate';
    }
    seenHere.add(key);

    const list = this.bySubmission.get(id) ?? [];
    let change = updatedAt ? list.find((c) => c.updatedAt === updatedAt) : undefined;
    if (!change) {
      change = [...list].reverse().find((c) => c.status === status && c.updatedAt === undefined);
      if (change && updatedAt) change.updatedAt = updatedAt;
    }
    if (!change) {
      this.counts.unmatched += 1;
      return 'unmatched';
    }
    if (!change.expectedSockets.has(socket)) {
      this.counts.unexpected += 1;
      return 'unexpected';
    }
    const latency = at - change.sentAt;
    if (latency > this.deliveryTimeoutMs) {
      this.counts.late += 1; // counted as lost below: the socket did not get it in time
      return 'late';
    }
    change.receivedOn.add(socket);
    this.counts.delivered += 1;
    this.latenciesMs.push(latency);
    return 'delivered';
  }

  /** Every change answered or refused, and every expected delivery in. */
  allDelivered(): boolean {
    for (const list of this.bySubmission.values()) for (const c of list) if (!this.complete(c)) return false;
    return true;
  }

  result(): DeliveryCounts {
    let changes = 0;
    let refused = 0;
    let expected = 0;
    let received = 0;
    for (const list of this.bySubmission.values())
      for (const c of list) {
        changes += 1;
        if (c.refused) {
          refused += 1;
          continue;
        }
        expected += c.expectedSockets.size;
        received += c.receivedOn.size;
      }
    return {
      changes,
      refused,
      expected,
      ...this.counts,
      lost: expected - received,
      latenciesMs: this.latenciesMs,
    };
  }

  private complete(change: TrackedChange): boolean {
    return change.refused || change.receivedOn.size >= change.expectedSockets.size;
  }
}

export interface RateResult {
  rateAsked: number;
  /** Changes sent per second over the sending window (the PUTs' schedule as it was kept). */
  rateAchieved: number;
  changes: number;
  /**
   * CPU ms per change by role: every process of the cluster (notification = the consumers, gateway,
   * admin, submission, identity, publishing, review, supervisor) and the load generator.
   */
  cpuPerChangeMs: Record<string, number>;
  /** The cluster's processes summed (every role of cpuPerChangeMs but the load generator); NaN if one is. */
  clusterCpuPerChangeMs: number;
  /** Postgres (backends of the cluster's database; `postgres shared`: the server's helpers) and Redis. */
  backingCpuPerChangeMs: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  lost: number;
  duplicated: number;
  putErrors: number;
  putP99: number;
  counts: DeliveryCounts;
  /** Seconds from the first PUT until the consumers were idle again (the CPU window). */
  windowSeconds: number;
  /** False when the consumers were still busy when the wait for them ended. */
  settled: boolean;
  loadAverage: number;
}

export function latencyFigures(latenciesMs: number[]): Pick<RateResult, 'p50' | 'p95' | 'p99' | 'max'> {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** The sending schedule was kept when at least this share of the asked rate was achieved. */
export const RATE_KEPT = 0.95;

/** Whether a rate meets the goal: p99 within it, nothing lost, duplicated or refused, the rate kept. */
export function meetsGoal(result: RateResult, p99GoalMs: number): boolean {
  return (
    result.p99 <= p99GoalMs &&
    result.lost === 0 &&
    result.duplicated === 0 &&
    result.putErrors === 0 &&
    result.rateAchieved >= RATE_KEPT * result.rateAsked
  );
}

/** The highest asked rate that meets the goal, or undefined. */
export function highestRateWithin(results: RateResult[], p99GoalMs: number): RateResult | undefined {
  return results
    .filter((r) => meetsGoal(r, p99GoalMs))
    .reduce<
      RateResult | undefined
    >((best, r) => (!best || r.rateAsked > best.rateAsked ? r : best), undefined);
}

/** Changes per second achieved when `count` sends spanned `firstAt`..`lastAt` (ms). */
export function achievedRate(count: number, firstAt: number, lastAt: number): number {
  if (count < 2 || !(lastAt > firstAt)) return Number.NaN;
  return ((count - 1) * 1000) / (lastAt - firstAt);
}

/** The role of the load generator's own CPU: reported, never part of the cluster's sum. */
export const LOAD_GENERATOR = 'load generator';

/**
 * CPU ms per change of the cluster: the sum over its roles (the load generator left out). NaN when a
 * role's figure is NaN (a process exited or restarted in the window: its time is missing).
 */
export function clusterCpuPerChange(cpuPerChangeMs: Record<string, number>): number {
  let total = 0;
  for (const [role, ms] of Object.entries(cpuPerChangeMs)) if (role !== LOAD_GENERATOR) total += ms;
  return total;
}

/** CPU ms per change by role of a set that may change (Postgres backends): ms of each role / changes. */
export function perChangeByRole(
  cpuMsByRole: Record<string, number>,
  changes: number,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(cpuMsByRole).map(([role, ms]) => [role, changes > 0 ? ms / changes : Number.NaN]),
  );
}
