// On-CPU time of a process to the nanosecond, from the scheduler's per-thread accounting: what the
// observability bench divides by the requests, where /proc/<pid>/stat's 10 ms ticks are too coarse for
// a 5 % budget on rounds of a few hundred milliseconds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The first field of a /proc/<pid>/task/<tid>/schedstat line: time spent on a CPU, ns. */
export function parseSchedstat(line: string): number {
  const ns = Number(line.trim().split(/\s+/)[0]);
  if (!Number.isSafeInteger(ns) || ns < 0) throw new Error(`not a schedstat line: ${line.slice(0, 80)}`);
  return ns;
}

/**
 * Milliseconds (fractional) on a CPU of the threads of `pid` alive now, by kind of thread (the thread's
 * name without a trailing number: `MainThread`, `V8Worker`, `libuv-worker`, `WorkerThread`), or
 * undefined when the process is gone or the kernel keeps no schedstat. A thread that exited takes its
 * time with it: compare readings of a process whose threads live as long as it does (Node's main
 * thread, V8's platform workers and libuv's pool do).
 */
export function processThreadCpuMs(pid: number, procRoot = '/proc'): Map<string, number> | undefined {
  const tasks = path.join(procRoot, String(pid), 'task');
  let tids: string[];
  try {
    tids = readdirSync(tasks);
  } catch {
    return undefined;
  }
  const byKind = new Map<string, number>();
  for (const tid of tids) {
    try {
      const ns = parseSchedstat(readFileSync(path.join(tasks, tid, 'schedstat'), 'utf8'));
      const kind = threadKind(readFileSync(path.join(tasks, tid, 'comm'), 'utf8'));
      byKind.set(kind, (byKind.get(kind) ?? 0) + ns / 1e6);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ESRCH') continue; // that thread just exited
      if (code === undefined) throw error; // a malformed line
      return undefined;
    }
  }
  return byKind;
}

/** A thread's kind from its name (comm): numbers, `#` and spaces at its end dropped. */
export function threadKind(comm: string): string {
  return comm.trim().replace(/[\s#0-9]+$/, '') || 'unnamed';
}

/** Milliseconds (fractional) on a CPU of all the threads of `pid` alive now (processThreadCpuMs summed). */
export function processOnCpuMs(pid: number, procRoot = '/proc'): number | undefined {
  const byKind = processThreadCpuMs(pid, procRoot);
  if (!byKind) return undefined;
  let ms = 0;
  for (const value of byKind.values()) ms += value;
  return ms;
}
