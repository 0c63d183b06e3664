// The distributed site for a benchmark: `scripts/start-cluster.ts` run as a child process, as
// `npm run start:cluster` runs it (its supervisor, every service in a process of its own, two
// notification instances unless NOTIFICATION_INSTANCES says otherwise), on a fresh database, a Redis of
// its own (so Redis's CPU is this cluster's alone) and its own data folder and ports.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@journal/testing';
import { startPrivateRedis, type PrivateRedis } from '../../test/cluster/support/private-redis';
import { freePortRange } from '../../test/cluster/support/test-cluster';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const READY_MARK = 'Journal cluster running at';
const OUTPUT_KEPT = 20_000;

export interface BenchCluster {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
  /** The supervisor's pid (start-cluster.ts itself). */
  supervisorPid: number;
  databaseUrl: string;
  redisUrl: string;
  /** The end of what the supervisor printed (every process's lines), for errors. */
  output(): string;
  /** Stops the cluster (SIGTERM, as Ctrl-C does), then drops its database, Redis and data folder. */
  stop(): Promise<void>;
}

export async function startBenchCluster(options: {
  nodePath: string;
  logLevel: string;
  readyTimeoutMs?: number;
}): Promise<BenchCluster> {
  const db: TestDatabase = await createTestDatabase({ prefix: 'bench_cost_cluster' });
  const redis: PrivateRedis = await startPrivateRedis({ persistence: false });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-cluster-'));
  const cleanup = async () => {
    await redis.destroy();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const basePort = await freePortRange();
  const adminEmail = 'bench-admin@journal.test';
  const adminPassword = 'bench-cluster-admin-password';
  const child = spawn(
    options.nodePath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'start-cluster.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        REDIS_URL: redis.url,
        EVENT_BUS: 'redis',
        DATA_DIR: dataDir,
        BASE_PORT: String(basePort),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        RATE_LIMIT_PER_MINUTE: '0',
        PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
        REGISTRATIONS_PER_HOUR: '0',
        LOG_LEVEL: options.logLevel,
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(timer);
    }
    await cleanup();
  };
  try {
    const deadline = Date.now() + (options.readyTimeoutMs ?? 240_000);
    while (!printed.includes(READY_MARK)) {
      if (child.exitCode !== null) throw new Error(`the cluster exited (${child.exitCode}):\n${printed}`);
      if (Date.now() > deadline) throw new Error(`the cluster was not ready in time:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${basePort}`,
    adminEmail,
    adminPassword,
    supervisorPid: child.pid!,
    databaseUrl: db.url,
    redisUrl: redis.url,
    output: () => printed,
    stop,
  };
}
