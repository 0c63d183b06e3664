// On-CPU time from the scheduler's per-thread schedstat files.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseSchedstat, processOnCpuMs, processThreadCpuMs, threadKind } from '../src/thread-cpu';

describe('parseSchedstat', () => {
  test('reads the first field, nanoseconds on a CPU', () => {
    expect(parseSchedstat('176150043 6827192 393\n')).toBe(176150043);
  });

  test('refuses a line without it', () => {
    expect(() => parseSchedstat('garbage')).toThrow('not a schedstat line');
    expect(() => parseSchedstat('-5 1 1')).toThrow('not a schedstat line');
  });
});

describe('processOnCpuMs', () => {
  test('sums the threads of a process (a fake /proc)', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'schedstat-'));
    for (const [tid, ns] of [
      ['100', 1_500_000],
      ['101', 250_000],
    ] as const) {
      await mkdir(path.join(root, '100', 'task', tid), { recursive: true });
      await writeFile(path.join(root, '100', 'task', tid, 'schedstat'), `${ns} 0 1\n`);
      await writeFile(path.join(root, '100', 'task', tid, 'comm'), tid === '100' ? 'node\n' : 'V8Worker\n');
    }
    expect(processOnCpuMs(100, root)).toBeCloseTo(1.75, 6);
    expect(processOnCpuMs(101, root)).toBeUndefined();
  });

  test('splits the time by kind of thread', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'schedstat-'));
    for (const [tid, name, ns] of [
      ['200', 'MainThread', 4_000_000],
      ['201', 'V8Worker', 1_000_000],
      ['202', 'V8Worker', 500_000],
      ['203', 'libuv-worker', 250_000],
    ] as const) {
      await mkdir(path.join(root, '200', 'task', tid), { recursive: true });
      await writeFile(path.join(root, '200', 'task', tid, 'schedstat'), `${ns} 0 1\n`);
      await writeFile(path.join(root, '200', 'task', tid, 'comm'), `${name}\n`);
    }
    expect(Object.fromEntries(processThreadCpuMs(200, root)!)).toEqual({
      MainThread: 4,
      V8Worker: 1.5,
      'libuv-worker': 0.25,
    });
  });

  test('names a kind of thread without its number', () => {
    expect(threadKind('V8Worker\n')).toBe('V8Worker');
    expect(threadKind('worker #12')).toBe('worker');
    expect(threadKind('pool-3')).toBe('pool-');
    expect(threadKind('17')).toBe('unnamed');
  });

  test('follows a busy process on the real /proc, below a millisecond of resolution', async () => {
    if (process.platform !== 'linux') return;
    const busy = spawn(process.execPath, [
      '-e',
      'const end = Date.now() + 10_000; while (Date.now() < end);',
    ]);
    /** The kernel's own count for the process, utime + stime in clock ticks (/proc/<pid>/stat, 100 Hz). */
    const tickMs = () => {
      const fields = readFileSync(`/proc/${busy.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const first = processOnCpuMs(busy.pid!);
      expect(first).toBeGreaterThan(0);
      // However busy the machine, the process gets its 50 ms of CPU in time: wait for them, not for a
      // fixed window (a share of the cores is the scheduler's, not what this reads).
      let second = first!;
      for (let waited = 0; second - first! <= 50 && waited < 8_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        second = processOnCpuMs(busy.pid!)!;
      }
      expect(second - first!).toBeGreaterThan(50);
      expect(Number.isInteger(second)).toBe(false); // not whole 10 ms ticks
      // and it agrees with the kernel's tick count, read right after, within a few ticks
      expect(Math.abs(tickMs() - processOnCpuMs(busy.pid!)!)).toBeLessThan(40);
    } finally {
      busy.kill();
    }
  });
});
