import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { ensureDatabase } from '@journal/db';
import { inheritedEnv } from './cluster-plan';
import { repoRoot, type ClusterConfig } from './cluster-config';
import { ManagedProcess } from './managed-process';

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Creates the database named in DATABASE_URL when it does not exist yet (connecting to `postgres`). */
export async function ensureClusterDatabase(databaseUrl: string): Promise<void> {
  const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000')
      // invalid_catalog_name: the database is missing
      throw new Error(`Postgres at ${redactUrl(databaseUrl)} does not answer: ${(error as Error).message}`);
  } finally {
    await probe.end().catch(() => undefined);
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  await ensureDatabase(url.toString(), name);
}

/** Fails early with a clear message instead of six services retrying against a missing Redis. */
export async function checkRedis(redisUrl: string): Promise<void> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3_000,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(`Redis at ${redactUrl(redisUrl)} does not answer: ${(error as Error).message}`);
  } finally {
    client.disconnect();
  }
}

/** The one-shot migration of every schema (scripts/migrate.ts) as its own process, like the k8s init job. */
export async function runMigrations(
  config: ClusterConfig,
  onLine: (name: string, line: string) => void,
): Promise<void> {
  const migrate = new ManagedProcess({
    name: 'migrate',
    args: ['--import', 'tsx', path.join(repoRoot, 'scripts', 'migrate.ts')],
    env: Object.fromEntries(
      Object.entries({
        ...inheritedEnv(process.env),
        DATABASE_URL: config.DATABASE_URL,
        LOG_LEVEL: config.LOG_LEVEL,
      }).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    cwd: repoRoot,
    onLine,
  });
  migrate.start();
  const timer = setTimeout(() => migrate.kill('SIGKILL'), config.READY_TIMEOUT_MS);
  const result = await migrate.waitExit();
  clearTimeout(timer);
  if (result.code !== 0)
    throw new Error(`migration failed (exit ${result.code ?? result.signal}):\n${migrate.tail()}`);
}
