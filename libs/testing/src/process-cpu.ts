// CPU time of a process, read from /proc (Linux): what benchmarks and the load tool divide by the work
// done, since it hardly moves with what else the machine runs, unlike latency and throughput.
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
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') return undefined;
    throw error;
  }
}

/** User + system CPU ms `pid` has used, or undefined (no such process, or no /proc). */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return readTimes(pid)?.cpuMs;
  } catch {
    return undefined;
  }
}

export interface IdleOptions {
  /** Length of one CPU sample. */
  sampleMs: number;
  /** Idle: a sample in which the processes together used at most this much CPU per second. */
  idleCpuMsPerSecond: number;
  /** Give up waiting after this long. */
  maxMs: number;
  procRoot?: string;
}

export interface IdleOutcome {
  settled: boolean;
  /** CPU ms per second of the last sample; NaN when a process exited or was replaced meanwhile. */
  cpuMsPerSecond: number;
}

/**
 * Waits until the processes are idle (their consumers caught up, their mails written): samples their CPU
 * until one sample stays under the threshold. Stops at once when one of them is gone or replaced, since
 * its CPU can no longer be summed.
 */
export async function waitUntilIdle(pids: readonly number[], options: IdleOptions): Promise<IdleOutcome> {
  const deadline = performance.now() + options.maxMs;
  const snapshot = () => pids.map((pid) => readTimes(pid, options.procRoot));
  let last = Number.NaN;
  do {
    const before = snapshot();
    await new Promise((resolve) => setTimeout(resolve, options.sampleMs));
    const after = snapshot();
    let used = 0;
    for (const [i, a] of before.entries()) {
      const b = after[i];
      if (!a || !b || a.startTicks !== b.startTicks) return { settled: false, cpuMsPerSecond: Number.NaN };
      used += b.cpuMs - a.cpuMs;
    }
    last = (used * 1000) / options.sampleMs;
    if (last <= options.idleCpuMsPerSecond) return { settled: true, cpuMsPerSecond: last };
  } while (performance.now() < deadline);
  return { settled: false, cpuMsPerSecond: last };
}
