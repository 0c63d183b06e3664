import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '@journal/db';
import { describeWith } from '@journal/testing';
import { SERVICES } from '../../src/services';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis';
import { waitFor } from './support/socket-recorder';
import { freePortRange } from './support/test-cluster';

/** One process per service of the gateway's list; notification twice, behind the Redis adapter. */
const SERVICE_PROCESSES = SERVICES.flatMap(({ name }) =>
  name === 'notification' ? ['notification-1', 'notification-2'] : [name],
);

const repoRoot = path.resolve(__dirname, '../../..');

/** Runs `npm run start:cluster`'s entry with exactly `env` (plus PATH/HOME) and collects its output. */
function launch(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'start-cluster.ts')],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The latest pid the launcher printed for each process (`[cluster] name started (pid N)`). */
function startedPids(output: string): Record<string, number> {
  const pids: Record<string, number> = {};
  for (const match of output.matchAll(/\[cluster\] +(\S+) started \(pid (\d+)\)/g))
    pids[match[1]!] = Number(match[2]);
  return pids;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

describeWith(['postgres', 'redis'], '`npm run start:cluster` (scripts/start-cluster.ts)', () => {
  it('stops at once with a clear message when a dependency is missing or the configuration is bad', async () => {
    const closed = await freePort();
    const noRedis = launch({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      REDIS_URL: `redis://127.0.0.1:${closed}`,
      DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'cluster-cli-')),
    });
    expect(await noRedis.exited).toBe(1);
    expect(noRedis.output()).toContain(`Could not start the cluster: Redis at redis://127.0.0.1:${closed}`);

    const bad = launch({ EVENT_BUS: 'kafka', BASE_PORT: '80' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration for start:cluster');
    expect(bad.output()).toContain('KAFKA_BROKERS: required when EVENT_BUS=kafka');
    expect(bad.output()).toContain('BASE_PORT');
  }, 60_000);

  describeWith('redis-server', 'a whole run', () => {
    let redis: PrivateRedis;
    let dataDir: string;
    const databaseName = `t_cli_${randomBytes(4).toString('hex')}`;
    const adminUrl = () => process.env.TEST_DATABASE_URL!;

    beforeAll(async () => {
      redis = await startPrivateRedis();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'cluster-cli-'));
    });
    afterAll(async () => {
      await redis?.destroy();
      await rm(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await client.end();
    });

    it('creates the database, starts a process per service and the gateway, prints the URL and stops them all on Ctrl-C', async () => {
      const base = await freePortRange();
      const url = new URL(adminUrl());
      url.pathname = `/${databaseName}`; // does not exist yet: the launcher creates it
      const run = launch({
        DATABASE_URL: url.toString(),
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        BASE_PORT: String(base),
        HOST: '127.0.0.1',
      });
      try {
        await waitFor(
          () =>
            run.output().includes(`Journal cluster running at http://localhost:${base}`) ||
            run.child.exitCode !== null,
          120_000,
          () => run.output().slice(-3000),
        );
        expect(run.output()).toContain(`Journal cluster running at http://localhost:${base}`);
        expect(run.output()).toContain(`mails:     written as .eml files under ${dataDir}/mail`);
        expect(run.output()).toMatch(/\[notification-2\] +\{/); // prefixed child logs

        const ready = await fetch(`http://127.0.0.1:${base}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toMatchObject({ status: 'ready', failing: [] });
        const config = await (await fetch(`http://127.0.0.1:${base}/api/config`)).json();
        expect(config).toMatchObject({ success: true, data: { mainAdminEmail: 'admin@journal.local' } });
        // The journals service through the gateway's proxy (JOURNALS_URL): the seeded ten.
        const journals = (await (await fetch(`http://127.0.0.1:${base}/api/journals`)).json()) as {
          data: { journals: unknown[] };
        };
        expect(journals.data.journals).toHaveLength(10);

        // Every service process built its adapters through buildAdapters, from the same shared settings.
        for (const name of SERVICE_PROCESSES)
          expect(run.output()).toMatch(
            new RegExp(
              `\\[${name}\\] +\\{.*"adapters":\\{"eventBus":"redis","redis":\\{"prefix":"journal".*"dataDir":"${dataDir}".*service listening`,
            ),
          );

        // Supervision: kill -9 one child from outside; it alone comes back and the site serves again.
        const pids = startedPids(run.output());
        expect(Object.keys(pids).sort()).toEqual([...SERVICE_PROCESSES, 'gateway'].sort());
        const killedAt = Date.now();
        process.kill(pids.submission!, 'SIGKILL');
        await waitFor(
          () => run.output().includes('submission exited unexpectedly (SIGKILL)'),
          5_000,
          () => run.output().slice(-3000),
        );
        // Served again = the launcher saw the new child ready and the gateway answers ready through it.
        await waitFor(
          async () =>
            run.output().includes('submission restarted and ready') &&
            (await fetch(`http://127.0.0.1:${base}/readyz`).catch(() => undefined))?.status === 200,
          10_000,
          () => run.output().slice(-3000),
        );
        expect(Date.now() - killedAt).toBeLessThanOrEqual(10_000);
        const after = startedPids(run.output());
        expect(after.submission).not.toBe(pids.submission);
        for (const name of [
          'admin',
          'gateway',
          'identity',
          'notification-1',
          'notification-2',
          'publishing',
          'review',
          'journals',
        ]) {
          expect([name, after[name]]).toEqual([name, pids[name]]);
          expect(() => process.kill(pids[name]!, 0)).not.toThrow();
        }
        const readyAgain = await fetch(`http://127.0.0.1:${base}/readyz`);
        expect(await readyAgain.json()).toMatchObject({ status: 'ready', failing: [] });
      } finally {
        run.child.kill('SIGINT');
      }
      const code = await run.exited;
      expect({ code, output: run.output().slice(-1500) }).toMatchObject({ code: 0 });
      for (const name of [
        'gateway',
        'identity',
        'submission',
        'admin',
        'notification-1',
        'notification-2',
        'publishing',
        'review',
        'journals',
      ])
        expect(run.output()).toMatch(new RegExp(`\\[cluster\\] +${name}: exit 0 `));
      // The six ports from the base up, publishing's at base + 12, review's at base + 13 and journals' at
      // base + 14 (scripts/cluster/cluster-config.ts).
      const ports = [...Array.from({ length: 6 }, (_, i) => base + i), base + 12, base + 13, base + 14];
      expect(await Promise.all(ports.map(portFree))).toEqual(ports.map(() => true));
    }, 180_000);
  });
});
