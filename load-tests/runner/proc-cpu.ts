// CPU time of the cluster's processes per role: the status-pipeline scenario divides what the notification
// processes used over a rate's window by the changes of that rate. /proc is read by @journal/testing.
import { readTimes, type ProcessTimes } from '@journal/testing';

export interface MeasuredProcess {
  /** Which part of the path: notification (the consumers), gateway, admin, submission. */
  role: string;
  /** How the output names it, with the pid beside: `notification :3004`, `gateway :8080`. */
  label: string;
  pid: number;
}

/** CPU times per pid at one moment; a process that is gone has no entry. */
export type CpuSnapshot = Map<number, ProcessTimes>;

export function snapshotCpu(processes: MeasuredProcess[], procRoot = '/proc'): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const p of processes) {
    const times = readTimes(p.pid, procRoot);
    if (times !== undefined) snapshot.set(p.pid, times);
  }
  return snapshot;
}

/**
 * CPU ms the processes of `role` used between two snapshots; NaN when one of them is missing from either
 * or is another process by then (it exited, or was restarted under a new or reused pid: the time of the
 * one that died would be missing, so the sum would be wrong).
 */
export function cpuBetween(
  processes: MeasuredProcess[],
  role: string,
  before: CpuSnapshot,
  after: CpuSnapshot,
): number {
  const mine = processes.filter((p) => p.role === role);
  if (mine.length === 0) return Number.NaN;
  let total = 0;
  for (const p of mine) {
    const a = before.get(p.pid);
    const b = after.get(p.pid);
    if (a === undefined || b === undefined || a.startTicks !== b.startTicks) return Number.NaN;
    total += b.cpuMs - a.cpuMs;
  }
  return total;
}

export interface ChangingCpu {
  /** CPU ms the processes used between the snapshots. */
  cpuMs: number;
  /** Processes of `before` gone by `after`: their time since `before` is missing from cpuMs. */
  exited: number;
  /** Processes that started between the snapshots: all their time counts. */
  started: number;
}

/**
 * CPU ms of a set of processes that may change between two snapshots (Postgres backends come and go): a
 * process in both counts its difference, one that started meanwhile counts all its time, one that exited
 * meanwhile is counted as exited (its last moments cannot be read).
 */
export function cpuOfChangingSet(before: CpuSnapshot, after: CpuSnapshot): ChangingCpu {
  let cpuMs = 0;
  let started = 0;
  let exited = 0;
  for (const [pid, b] of after) {
    const a = before.get(pid);
    if (a !== undefined && a.startTicks === b.startTicks) cpuMs += b.cpuMs - a.cpuMs;
    else {
      cpuMs += b.cpuMs;
      started += 1;
    }
  }
  for (const [pid, a] of before) {
    const b = after.get(pid);
    if (b === undefined || b.startTicks !== a.startTicks) exited += 1;
  }
  return { cpuMs, exited, started };
}
