// CPU sums per role between /proc snapshots, which refuse a process that changed under them.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuBetween, cpuOfChangingSet, snapshotCpu, type MeasuredProcess } from '../runner/proc-cpu';

/** A stat line as the kernel writes it, with utime, stime and starttime in ticks. */
const statLine = (pid: number, comm: string, utime: number, stime: number, start: number) =>
  `${pid} (${comm}) S 1 ${pid} ${pid} 0 -1 4194560 2841 0 0 0 ${utime} ${stime} 0 0 20 0 11 0 ${start} ` +
  '1204797440 21340 18446744073709551615 1 1 0 0 0 0 0 16781312 17922 0 0 0 17 1 0 0 0 0 0\n';

describe('CPU per role between snapshots', () => {
  let procRoot: string;
  const write = (pid: number, utime: number, start = 100) => {
    mkdirSync(path.join(procRoot, String(pid)), { recursive: true });
    writeFileSync(path.join(procRoot, String(pid), 'stat'), statLine(pid, 'node', utime, 0, start));
  };
  const processes: MeasuredProcess[] = [
    { role: 'notification', label: 'notification :3004', pid: 11 },
    { role: 'notification', label: 'notification :3005', pid: 12 },
    { role: 'gateway', label: 'gateway :8080', pid: 13 },
  ];

  beforeEach(() => {
    procRoot = mkdtempSync(path.join(os.tmpdir(), 'proc-'));
  });
  afterEach(() => rmSync(procRoot, { recursive: true, force: true }));

  test('sums the processes of a role', () => {
    write(11, 100);
    write(12, 200);
    write(13, 5);
    const before = snapshotCpu(processes, procRoot);
    write(11, 150);
    write(12, 260);
    write(13, 6);
    const after = snapshotCpu(processes, procRoot);
    expect(cpuBetween(processes, 'notification', before, after)).toBe(1100); // (50 + 60) ticks
    expect(cpuBetween(processes, 'gateway', before, after)).toBe(10);
    expect(cpuBetween(processes, 'admin', before, after)).toBeNaN(); // nothing measured
  });

  test('a process that exited or was replaced under the same pid makes the sum unknown', () => {
    write(11, 100);
    write(12, 200);
    const before = snapshotCpu(processes, procRoot);
    expect(before.has(13)).toBe(false);
    write(11, 120, 999); // restarted: another start time
    expect(cpuBetween(processes, 'notification', before, snapshotCpu(processes, procRoot))).toBeNaN();
    write(11, 120, 100);
    rmSync(path.join(procRoot, '12'), { recursive: true });
    expect(cpuBetween(processes, 'notification', before, snapshotCpu(processes, procRoot))).toBeNaN();
  });

  test('a set that changes between snapshots (Postgres backends): new ones count whole, gone ones are told', () => {
    const set = (pids: number[]): MeasuredProcess[] =>
      pids.map((pid) => ({ role: 'postgres', label: 'b', pid }));
    write(11, 100); // stays
    write(12, 200); // exits
    write(13, 5, 100); // replaced by another process under the same pid
    const before = snapshotCpu(set([11, 12, 13]), procRoot);
    write(11, 130);
    rmSync(path.join(procRoot, '12'), { recursive: true });
    write(13, 4, 900);
    write(14, 7, 950); // started in the window
    const after = snapshotCpu(set([11, 12, 13, 14]), procRoot);
    expect(cpuOfChangingSet(before, after)).toEqual({ cpuMs: 300 + 40 + 70, exited: 2, started: 2 });
  });
});
