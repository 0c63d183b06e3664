// CPU time of the cluster's processes, read from /proc: the status-pipeline scenario divides what the
// notification processes used over a rate's window by the changes of that rate. Linux only.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Clock ticks per second of /proc/<pid>/stat's times (USER_HZ). The kernel reports these in 1/100 s on
 * every architecture Node runs on (sysconf(_SC_CLK_TCK) = 100), whatever the scheduler's HZ.
 */
export const CLOCK_TICKS_PER_SECOND = 100;

export interface ProcessTimes {
  /** User + system CPU so far, ms. */
  cpuMs: number;
  /** When the process started (ticks after boot): tells a process from a later one with the same pid. */
  startTicks: number;
}

/**
 * User + system CPU of one /proc/<pid>/stat line: fields 14 (utime) and 15 (stime), and field 22
 * (starttime). Counted after the command name, which is in parentheses and may itself hold spaces and
 * ')', so the line is split after the last ')': field 3, the state, comes right after it.
 */
export function parseStat(stat: string): ProcessTimes {
  const close = stat.lastIndexOf(')');
  if (close < 0) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  const fields = stat
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const field = (n: number) => Number(fields[n - 3]); // fields[0] is field 3
  const [utime, stime, start] = [field(14), field(15), field(22)];
  if (![utime, stime, start].every((v) => Number.isInteger(v) && v >= 0))
    throw new Error(`no utime/stime/starttime in /proc/<pid>/stat line: ${stat.slice(0, 120)}`);
  return { cpuMs: ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND, startTicks: start };
}

/** CPU times of `pid` so far, or undefined when the process is gone. */
export function readTimes(pid: number, procRoot = '/proc'): ProcessTimes | undefined {
  try {
    return parseStat(readFileSync(path.join(procRoot, String(pid), 'stat'), 'utf8'));
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ESRCH'
    )
      return undefined;
    throw error;
  }
}

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
