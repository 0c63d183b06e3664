// Status changes while thousands of sockets listen: the latency from an admin's PUT to each socket's
// `submission-status-updated` event. Every expected delivery that does not arrive in time is an error.
import { io, type Socket } from 'socket.io-client';
import type { SocketScenario } from '../scenarios';
import { putStatus, type ApiClient } from './api-client';
import { inBatches, type Author, type FixtureSet } from './fixtures';
import { emptyResult, type ScenarioResult } from './stats';

export interface SocketRunOptions {
  baseUrl: string;
  api: ApiClient;
  fixtures: FixtureSet;
  durationSeconds: number;
  /** Overrides the scenario's socket count (smaller machines). */
  sockets?: number;
  log: (line: string) => void;
}

interface PendingChange {
  sentAt: number;
  expected: number;
  received: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function connect(baseUrl: string, token: string, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    // WebSocket only: one long-lived connection per socket, as the SPA uses first (docs/api.md).
    const socket = io(baseUrl, {
      path: '/socket.io/',
      transports: ['websocket'],
      auth: { token },
      query: { token }, // on the handshake too, as the SPA sends it (not an anonymous handshake)
      forceNew: true,
      reconnection: false,
      timeout: timeoutMs,
    });
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('socket connect timed out'));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error: Error & { data?: { message?: string } }) => {
      clearTimeout(timer);
      socket.close();
      reject(new Error(`socket refused: ${error.data?.message ?? error.message}`));
    });
  });
}

export async function join(
  socket: Socket,
  event: 'join-user-room' | 'join-admin-room',
  email: string,
): Promise<void> {
  const answer = (await socket.timeout(10_000).emitWithAck(event, email)) as {
    success?: boolean;
    message?: string;
  };
  if (answer?.success !== true) throw new Error(`${event} refused: ${answer?.message ?? 'no reason'}`);
}

/** Spreads `count` author sockets over the authors, first authors taking the remainder. */
export function socketsPerAuthor(count: number, authors: number): number[] {
  const base = Math.floor(count / authors);
  return Array.from({ length: authors }, (_, i) => base + (i < count % authors ? 1 : 0));
}

export async function runSocketScenario(
  scenario: SocketScenario,
  options: SocketRunOptions,
): Promise<ScenarioResult> {
  const { fixtures, api, log } = options;
  const admin = fixtures.admin;
  if (!admin) throw new Error(`${scenario.name} needs an admin`);
  const totalSockets = options.sockets ?? scenario.sockets;
  const adminSockets = Math.min(scenario.adminSockets, Math.max(1, Math.floor(totalSockets / 10)));
  const spread = socketsPerAuthor(totalSockets - adminSockets, fixtures.authors.length);
  const result = emptyResult(scenario.name);
  const pending = new Map<string, PendingChange>();
  const sockets: Socket[] = [];
  const onEvent = (payload: { id?: unknown; status?: unknown }) => {
    const change = pending.get(`${String(payload?.id)}:${String(payload?.status)}`);
    if (!change) return;
    const latency = performance.now() - change.sentAt;
    if (latency > scenario.deliveryTimeoutMs) {
      result.outcomes['late'] = (result.outcomes['late'] ?? 0) + 1; // counted as not delivered
      return;
    }
    change.received += 1;
    result.latenciesMs.push(latency);
  };

  try {
    log(`  connecting ${totalSockets} sockets (${adminSockets} admin)`);
    const plan: Array<{ token: string; email: string; admin: boolean }> = [
      ...Array.from({ length: adminSockets }, () => ({
        token: admin.token,
        email: admin.email,
        admin: true,
      })),
      ...fixtures.authors.flatMap((a, i) =>
        Array.from({ length: spread[i] ?? 0 }, () => ({ token: a.token, email: a.email, admin: false })),
      ),
    ];
    await inBatches(plan, 50, async (entry) => {
      const socket = await connect(options.baseUrl, entry.token, 20_000);
      sockets.push(socket);
      socket.on('submission-status-updated', onEvent);
      await join(socket, entry.admin ? 'join-admin-room' : 'join-user-room', entry.email);
    });
    log(`  ${sockets.length} sockets joined; changing statuses for ${options.durationSeconds} s`);

    const current = new Map<string, string>();
    const targets: Array<{ author: Author; index: number; submissionId: string }> = fixtures.authors.flatMap(
      (author, index) => author.submissionIds.map((submissionId) => ({ author, index, submissionId })),
    );
    if (targets.length === 0) throw new Error(`${scenario.name} needs submissions in the fixtures`);
    const intervalMs = 1000 / scenario.statusChangesPerSecond;
    const changes = Math.max(1, Math.floor(options.durationSeconds * scenario.statusChangesPerSecond));
    const started = performance.now();
    const inFlight: Array<Promise<void>> = [];
    for (let n = 0; n < changes; n++) {
      const target = targets[n % targets.length] as (typeof targets)[number];
      const before = current.get(target.submissionId) ?? 'submitted';
      const next = scenario.statuses[
        (scenario.statuses.indexOf(before) + 1) % scenario.statuses.length
      ] as string;
      current.set(target.submissionId, next);
      const change: PendingChange = {
        sentAt: performance.now(),
        expected: (spread[target.index] ?? 0) + adminSockets,
        received: 0,
      };
      pending.set(`${target.submissionId}:${next}`, change);
      result.total += change.expected;
      inFlight.push(
        putStatus(api, target.submissionId, next, admin)
          .then(() => {
            result.outcomes['PUT ok'] = (result.outcomes['PUT ok'] ?? 0) + 1;
          })
          .catch((error: Error) => {
            const key = `PUT failed: ${error.message}`.slice(0, 80);
            result.outcomes[key] = (result.outcomes[key] ?? 0) + 1;
          }),
      );
      const due = started + (n + 1) * intervalMs;
      await sleep(Math.max(0, due - performance.now()));
    }
    await Promise.all(inFlight);
    await sleep(scenario.deliveryTimeoutMs);
    result.durationSeconds = (performance.now() - started) / 1000;
    for (const change of pending.values()) {
      const missing = Math.max(0, change.expected - change.received);
      result.errors += missing;
      if (missing > 0) result.outcomes['not delivered'] = (result.outcomes['not delivered'] ?? 0) + missing;
    }
    result.outcomes['delivered'] = result.latenciesMs.length;
    result.notes.push(`${sockets.length} sockets connected, ${changes} status changes`);
  } finally {
    for (const socket of sockets) socket.close();
  }
  return result;
}
