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
 * Milliseconds (fractional) the threads of `pid` alive now have spent on a CPU, or undefined when the
 * process is gone or the kernel keeps no schedstat. A thread that exited takes its time with it: compare
 * readings of a process whose threads live as long as it does (Node's main thread, V8's platform workers
 * and libuv's pool do).
 */
export function processOnCpuMs(pid: number, procRoot = '/proc'): number | undefined {
  const tasks = path.join(procRoot, String(pid), 'task');
  let tids: string[];
  try {
    tids = readdirSync(tasks);
  } catch {
    return undefined;
  }
  let ns = 0;
  for (const tid of tids) {
    try {
      ns += parseSchedstat(readFileSync(path.join(tasks, tid, 'schedstat'), 'utf8'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ESRCH') continue; // that thread just exited
      if (code === undefined) throw error; // a malformed line
      return undefined;
    }
  }
  return ns / 1e6;
}
