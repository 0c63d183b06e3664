// Finding the cluster's processes from its gateway: two clusters on one machine, unreadable
// environments, pids given by hand, and the /proc files themselves.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  descendantsOf,
  discoverBackingProcesses,
  discoverClusterProcesses,
  discoverPipelineProcesses,
  listProcesses,
  parentOf,
  parseEnviron,
  portsOfUrls,
  splitNul,
  type ProcessEntry,
} from '../runner/process-discovery';

const node = (pid: number, entry: string, env?: Record<string, string>): ProcessEntry => ({
  pid,
  args: ['/usr/bin/node', '--import', 'tsx', `/repo/${entry}`],
  ...(env ? { env } : {}),
});

/** One cluster as scripts/cluster/cluster-plan.ts starts it, its services from `base`. */
const cluster = (pidBase: number, gatewayPort: number, base: number): ProcessEntry[] => [
  node(pidBase, 'gateway/src/main.ts', {
    PORT: String(gatewayPort),
    ADMIN_URL: `http://127.0.0.1:${base + 3}`,
    SUBMISSION_URL: `http://127.0.0.1:${base + 2}`,
    NOTIFICATION_URL: `http://127.0.0.1:${base + 4},http://127.0.0.1:${base + 5}`,
  }),
  node(pidBase + 1, 'services/identity/src/main.ts', { PORT: String(base + 1) }),
  node(pidBase + 2, 'services/submission/src/main.ts', { PORT: String(base + 2) }),
  node(pidBase + 3, 'services/admin/src/main.ts', { PORT: String(base + 3) }),
  node(pidBase + 4, 'services/notification/src/main.ts', { PORT: String(base + 4) }),
  node(pidBase + 5, 'services/notification/src/main.ts', { PORT: String(base + 5) }),
];
const others: ProcessEntry[] = [
  { pid: 1, args: ['/sbin/init'] },
  node(2, 'scripts/start-cluster.ts', { PORT: '8080' }),
];

describe('process discovery', () => {
  test('parses /proc cmdline and environ', () => {
    expect(splitNul('node\0--import\0tsx\0main.ts\0')).toEqual(['node', '--import', 'tsx', 'main.ts']);
    expect(parseEnviron('PORT=8080\0URL=http://x/?a=b\0EMPTY=\0junk\0')).toEqual({
      PORT: '8080',
      URL: 'http://x/?a=b',
      EMPTY: '',
    });
    expect(portsOfUrls('http://127.0.0.1:3004, http://127.0.0.1:3005')).toEqual([3004, 3005]);
    expect(portsOfUrls('http://localhost')).toEqual([80]);
    expect(portsOfUrls(undefined)).toEqual([]);
  });

  test("finds the processes of the cluster behind the gateway's port, not another cluster's", () => {
    const all = [...others, ...cluster(100, 8080, 3000), ...cluster(200, 18100, 18100)];
    const found = discoverPipelineProcesses(all, 18100);
    expect(found.processes).toEqual([
      { role: 'gateway', label: 'gateway :18100', pid: 200 },
      { role: 'notification', label: 'notification :18104', pid: 204 },
      { role: 'notification', label: 'notification :18105', pid: 205 },
      { role: 'admin', label: 'admin :18103', pid: 203 },
      { role: 'submission', label: 'submission :18102', pid: 202 },
    ]);
    expect(found.notes.join('\n')).toContain("gateway's environment (pid 200, PORT=18100)");
    expect(discoverPipelineProcesses(all, 8080).processes.map((p) => p.pid)).toEqual([
      100, 104, 105, 103, 102,
    ]);
  });

  test('--consumer-pids replace the notification processes', () => {
    const found = discoverPipelineProcesses([...others, ...cluster(100, 8080, 3000)], 8080, [77]);
    expect(found.processes.filter((p) => p.role === 'notification')).toEqual([
      { role: 'notification', label: 'notification (--consumer-pids)', pid: 77 },
    ]);
    expect(found.processes.map((p) => p.role)).toEqual(['notification', 'gateway', 'admin', 'submission']);
  });

  test('without environments, command lines decide only when they name one cluster', () => {
    const blind = (entries: ProcessEntry[]) => entries.map(({ pid, args }) => ({ pid, args }));
    const one = discoverPipelineProcesses(blind(cluster(100, 8080, 3000)), 8080);
    expect(one.processes.map((p) => [p.role, p.pid])).toEqual([
      ['gateway', 100],
      ['notification', 104],
      ['notification', 105],
      ['admin', 103],
      ['submission', 102],
    ]);
    expect(one.notes.join('\n')).toContain('command line only');
    const two = discoverPipelineProcesses(
      blind([...cluster(100, 8080, 3000), ...cluster(200, 18100, 18100)]),
      8080,
    );
    expect(two.processes).toEqual([]);
    expect(two.notes.join('\n')).toContain('2 processes run gateway/src/main.ts');
  });

  test('reads processes from a /proc tree', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'proc-'));
    try {
      const add = (name: string, cmdline: string, environ?: string) => {
        mkdirSync(path.join(root, name));
        writeFileSync(path.join(root, name, 'cmdline'), cmdline);
        if (environ !== undefined) writeFileSync(path.join(root, name, 'environ'), environ);
      };
      add('42', 'node\0--import\0tsx\0/r/gateway/src/main.ts\0', 'PORT=8080\0');
      add('43', 'node\0/r/services/notification/src/main.ts\0'); // environ unreadable
      add('7', ''); // a kernel thread
      add('self', 'ignored\0');
      const listed = listProcesses(root).sort((a, b) => a.pid - b.pid);
      expect(listed).toEqual([
        { pid: 42, args: ['node', '--import', 'tsx', '/r/gateway/src/main.ts'], env: { PORT: '8080' } },
        { pid: 43, args: ['node', '/r/services/notification/src/main.ts'] },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('every process of the cluster: the supervisor and all it started, not another cluster', () => {
    const parented = (entries: ProcessEntry[], ppid: number) => entries.map((e) => ({ ...e, ppid }));
    const all = [
      ...others,
      { pid: 90, ppid: 1, args: ['node', '--import', 'tsx', 'scripts/start-cluster.ts'] },
      ...parented(cluster(100, 8080, 3000), 90),
      { ...node(106, 'services/review/src/main.ts', { PORT: '3013' }), ppid: 90 },
      { pid: 107, ppid: 106, args: ['/bin/sh', '-c', 'something'] },
      { pid: 91, ppid: 1, args: ['node', 'scripts/start-cluster.ts'] },
      ...parented(cluster(200, 18100, 18100), 91),
    ];
    const pipeline = discoverPipelineProcesses(all, 8080).processes;
    const found = discoverClusterProcesses(all, 100, pipeline);
    expect(found.map((p) => [p.role, p.pid]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['supervisor', 90],
      ['gateway', 100],
      ['identity', 101],
      ['submission', 102],
      ['admin', 103],
      ['notification', 104],
      ['notification', 105],
      ['review', 106],
      ['other', 107],
    ]);
    expect(found.find((p) => p.pid === 104)?.label).toBe('notification :3004'); // the pipeline's label kept
    expect(discoverClusterProcesses(all, 999)).toEqual([]); // no such gateway
  });

  test("a process's descendants, and the services added since (journals, statistics) by their role", () => {
    const all: ProcessEntry[] = [
      { pid: 90, ppid: 1, args: ['node', 'scripts/start-cluster.ts'] },
      { ...node(100, 'gateway/src/main.ts', { PORT: '3000' }), ppid: 90 },
      { ...node(101, 'services/journals/src/main.ts', { PORT: '3014' }), ppid: 90 },
      { ...node(102, 'services/statistics/src/main.ts', { PORT: '3015' }), ppid: 90 },
      { pid: 103, ppid: 102, args: ['esbuild', '--service'] },
      { pid: 104, ppid: 1, args: ['node', 'elsewhere.js'] },
    ];
    expect(descendantsOf(all, 90).map((p) => p.pid)).toEqual([100, 101, 102, 103]);
    expect(descendantsOf(all, 104)).toEqual([]);
    expect(discoverClusterProcesses(all, 100).map((p) => [p.role, p.label])).toEqual([
      ['supervisor', 'supervisor (start:cluster)'],
      ['gateway', 'gateway :3000'],
      ['journals', 'journals :3014'],
      ['statistics', 'statistics :3015'],
      ['other', 'esbuild (child of 102)'],
    ]);
  });

  test("Postgres backends of the cluster's database and the redis-server of its URL", () => {
    const all: ProcessEntry[] = [
      { pid: 10, ppid: 1, args: ['/usr/lib/postgresql/15/bin/postgres', '-D', '/var/lib/pg'] },
      { pid: 11, ppid: 10, args: ['postgres: 15/main: checkpointer '] },
      { pid: 12, ppid: 10, args: ['postgres: 15/main: postgres journal_cluster 127.0.0.1(5100) idle'] },
      { pid: 13, ppid: 10, args: ['postgres: 15/main: postgres other_db 127.0.0.1(5101) idle'] },
      { pid: 20, ppid: 1, args: ['/x/bin/postgres', '-D', '/tmp/pg', '-p', '43119'] },
      { pid: 21, ppid: 20, args: ['postgres: postgres journal_cluster 127.0.0.1(5200) idle'] },
      { pid: 30, ppid: 1, args: ['redis-server 127.0.0.1:6379'] },
      { pid: 31, ppid: 1, args: ['redis-server 127.0.0.1:16379'] },
    ];
    const found = discoverBackingProcesses(
      all,
      'postgres://postgres@127.0.0.1:5432/journal_cluster',
      'redis://127.0.0.1:16379',
    );
    expect(found.map((p) => [p.role, p.pid])).toEqual([
      ['postgres shared', 10],
      ['postgres shared', 11],
      ['postgres', 12],
      ['redis', 31],
    ]);
    expect(discoverBackingProcesses(all, undefined, 'redis://127.0.0.1').map((p) => p.pid)).toEqual([30]);
    expect(
      discoverBackingProcesses(all, 'postgres://u@127.0.0.1:43119/journal_cluster', undefined).map(
        (p) => p.pid,
      ),
    ).toEqual([20, 21]);
  });

  test('the parent pid from a stat line', () => {
    expect(parentOf('42 (node) S 7 42 42 0 -1')).toBe(7);
    expect(parentOf('42 (a) b) S 9 42')).toBe(9);
    expect(parentOf('garbage')).toBeUndefined();
  });
});
