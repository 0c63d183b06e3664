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
 * Nanoseconds on a CPU of each thread of `pid` alive now, handed to `visit` with the thread's folder;
 * false when the process is gone or the kernel keeps no schedstat. A thread that exited takes its time
 * with it: compare readings of a process whose threads live as long as it does (Node's main thread,
 * V8's platform workers and libuv's pool do).
 */
function visitThreads(pid: number, procRoot: string, visit: (taskDir: string, ns: number) => void): boolean {
  const tasks = path.join(procRoot, String(pid), 'task');
  let tids: string[];
  try {
    tids = readdirSync(tasks);
  } catch {
    return false;
  }
  for (const tid of tids) {
    try {
      const taskDir = path.join(tasks, tid);
      visit(taskDir, parseSchedstat(readFileSync(path.join(taskDir, 'schedstat'), 'utf8')));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ESRCH') continue; // that thread just exited
      if (code === undefined) throw error; // a malformed line
      return false;
    }
  }
  return true;
}

/** Milliseconds (fractional) on a CPU of all the threads of `pid` alive now, or undefined (visitThreads). */
export function processOnCpuMs(pid: number, procRoot = '/proc'): number | undefined {
  let ns = 0;
  return visitThreads(pid, procRoot, (_, threadNs) => (ns += threadNs)) ? ns / 1e6 : undefined;
}

/**
 * processOnCpuMs by kind of thread: the thread's name without a trailing number (`MainThread`,
 * `V8Worker`, `libuv-worker`, `WorkerThread`).
 */
export function processThreadCpuMs(pid: number, procRoot = '/proc'): Map<string, number> | undefined {
  const byKind = new Map<string, number>();
  const read = visitThreads(pid, procRoot, (taskDir, ns) => {
    const kind = threadKind(readFileSync(path.join(taskDir, 'comm'), 'utf8'));
    byKind.set(kind, (byKind.get(kind) ?? 0) + ns / 1e6);
  });
  return read ? byKind : undefined;
}

/** A thread's kind from its name (comm): numbers, `#` and spaces at its end dropped. */
export function threadKind(comm: string): string {
  return comm.trim().replace(/[\s#0-9]+$/, '') || 'unnamed';
}
