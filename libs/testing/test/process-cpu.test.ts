// CPU time from /proc/<pid>/stat lines, and waiting until processes are idle.
import { spawn } from 'node:child_process';
import { parseStat, readTimes, waitUntilIdle } from '../src/process-cpu';

/** A stat line as the kernel writes it, with utime, stime and starttime in ticks. */
const statLine = (pid: number, comm: string, utime: number, stime: number, start: number) =>
  `${pid} (${comm}) S 1 ${pid} ${pid} 0 -1 4194560 2841 0 0 0 ${utime} ${stime} 0 0 20 0 11 0 ${start} ` +
  '1204797440 21340 18446744073709551615 1 1 0 0 0 0 0 16781312 17922 0 0 0 17 1 0 0 0 0 0\n';

describe('parseStat', () => {
  test('reads utime + stime (fields 14 and 15) in 1/100 s as ms, and the start time (field 22)', () => {
    expect(parseStat(statLine(4242, 'node', 1234, 56, 98765))).toEqual({ cpuMs: 12900, startTicks: 98765 });
  });

  test('a command name with spaces and parentheses does not shift the fields', () => {
    expect(parseStat(statLine(7, 'MainThread) (x y', 3, 4, 5))).toEqual({ cpuMs: 70, startTicks: 5 });
  });

  test('refuses lines without the fields', () => {
    expect(() => parseStat('garbage')).toThrow('not a /proc/<pid>/stat line');
    expect(() => parseStat('12 (node) S 1 2 3')).toThrow('no utime/stime/starttime');
  });

  test('reads this process from the real /proc', () => {
    if (process.platform !== 'linux') return;
    const times = readTimes(process.pid);
    expect(times?.cpuMs).toBeGreaterThan(0);
    expect(readTimes(2 ** 22 + 1)).toBeUndefined(); // above pid_max: never a process
  });
});

describe('waitUntilIdle', () => {
  test('returns once a sample stays under the threshold', async () => {
    if (process.platform !== 'linux') return;
    const idle = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)']);
    try {
      const outcome = await waitUntilIdle([idle.pid!], {
        sampleMs: 100,
        idleCpuMsPerSecond: 50,
        maxMs: 5_000,
      });
      expect(outcome.settled).toBe(true);
    } finally {
      idle.kill();
    }
  });

  test('gives up while a process keeps a core busy, and reports a process that is gone', async () => {
    if (process.platform !== 'linux') return;
    const busy = spawn(process.execPath, [
      '-e',
      'const end = Date.now() + 10_000; while (Date.now() < end);',
    ]);
    try {
      const outcome = await waitUntilIdle([busy.pid!], { sampleMs: 100, idleCpuMsPerSecond: 50, maxMs: 400 });
      expect(outcome.settled).toBe(false);
      expect(outcome.cpuMsPerSecond).toBeGreaterThan(50);
    } finally {
      busy.kill();
    }
    await new Promise((resolve) => busy.once('exit', resolve));
    const gone = await waitUntilIdle([busy.pid!], { sampleMs: 50, idleCpuMsPerSecond: 50, maxMs: 400 });
    expect(gone).toEqual({ settled: false, cpuMsPerSecond: Number.NaN });
  });
});
