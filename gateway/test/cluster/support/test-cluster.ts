import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@journal/testing';
import { startCluster, type Cluster } from '../../../../scripts/cluster/cluster';
import { loadClusterConfig } from '../../../../scripts/cluster/cluster-config';
import { nodeId } from '../../../src/routes/socket-balancer';
import { startPrivateRedis, type PrivateRedis } from './private-redis';

const PROCESS_COUNT = 6; // gateway, identity, submission, admin, two notification instances
/**
 * Ports past the notification range: publishing (+12), review (+13) and every process's /metrics
 * (+20 to +27, scripts/cluster/cluster-config.ts).
 */
const EXTRA_PORTS = [12, 13, ...Array.from({ length: 8 }, (_, i) => 20 + i)];

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // 0.0.0.0: identity binds every interface, so the port must be free there too.
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** A base port whose next PROCESS_COUNT ports are free (BASE_PORT of the launcher). */
export async function freePortRange(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Ranges 100 apart, so two clusters of parallel test files never share a port; all below Linux's
    // ephemeral range (32768 and up), where the many outgoing connections of a cluster run could take a
    // port between this check and the process binding it (seen: a metrics listener's EADDRINUSE).
    const base = 20_000 + Math.floor(Math.random() * 120) * 100;
    const offsets = [...Array.from({ length: PROCESS_COUNT }, (_, i) => i), ...EXTRA_PORTS];
    const free = await Promise.all(offsets.map((offset) => portFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free range of ports found');
}

export interface TestCluster {
  cluster: Cluster;
  db: TestDatabase;
  redis: PrivateRedis;
  dataDir: string;
  url: string;
  /** notification process name (`notification-1`) for a balancer node id. */
  processOfNode(id: string): string;
  /** Everything printed by one process, as parsed pino lines (non-JSON lines skipped). */
  logs(name: string): Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The whole cluster through scripts/cluster (separate processes) on its own database, its own Redis
 * and its own data folder and ports. The gateway logs at debug so tests can see where sockets went.
 */
export async function startTestCluster(
  extraEnv: Record<string, string> = {},
  options: {
    /** false: a Redis that keeps nothing on disk (a kill loses every stream and job). */
    redisPersistence?: boolean;
    /** Extra environment of every notification process (e.g. shortened mail backoff). */
    notificationEnv?: Record<string, string>;
  } = {},
): Promise<TestCluster> {
  const db = await createTestDatabase();
  const redis = await startPrivateRedis({ persistence: options.redisPersistence ?? true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'journal-cluster-'));
  const basePort = await freePortRange();
  const config = loadClusterConfig({
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    EVENT_BUS: 'redis',
    DATA_DIR: dataDir,
    BASE_PORT: String(basePort),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: 'chief.editor@journal.test',
    ADMIN_PASSWORD: 'cluster-admin-password',
    RATE_LIMIT_PER_MINUTE: '0',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    REGISTRATIONS_PER_HOUR: '0',
    LOG_LEVEL: 'info',
    READY_TIMEOUT_MS: '90000',
    STOP_TIMEOUT_MS: '20000',
    ...extraEnv,
  });
  let cluster: Cluster;
  try {
    cluster = await startCluster(config, {
      extraEnv: { gateway: { LOG_LEVEL: 'debug' }, notification: options.notificationEnv ?? {} },
      onLine: (name, line) => {
        if (process.env.CLUSTER_TEST_LOGS) process.stdout.write(`[${name}] ${line}\n`);
      },
    });
  } catch (error) {
    await redis.destroy();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const nodes = new Map(
    config.ports.notification.map((port, i) => [nodeId(`http://127.0.0.1:${port}`), `notification-${i + 1}`]),
  );
  return {
    cluster,
    db,
    redis,
    dataDir,
    url: cluster.url,
    processOfNode: (id) => {
      const name = nodes.get(id);
      if (!name) throw new Error(`unknown node id ${id}`);
      return name;
    },
    logs: (name) =>
      cluster
        .process(name)
        .output()
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    close: async () => {
      await cluster.stop();
      await redis.destroy();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
