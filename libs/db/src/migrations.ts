import { runner } from 'node-pg-migrate';

export interface MigrationOptions {
  databaseUrl: string;
  /** The service's own schema; created when missing. The migrations table lives there too. */
  schema: string;
  /** Folder of numbered SQL files (`001_init.sql` with `-- Up Migration` / `-- Down Migration`). */
  dir: string;
  log?: (message: string) => void;
}

/**
 * Applies pending migrations of one service. node-pg-migrate takes an advisory lock, so two processes
 * starting together do not apply the same migration twice.
 */
export async function runMigrations(options: MigrationOptions): Promise<string[]> {
  const applied = await runner({
    databaseUrl: options.databaseUrl,
    dir: options.dir,
    direction: 'up',
    schema: options.schema,
    createSchema: true,
    migrationsSchema: options.schema,
    createMigrationsSchema: true,
    migrationsTable: 'schema_migrations',
    checkOrder: true,
    singleTransaction: true,
    log: options.log ?? (() => undefined),
    verbose: false,
  });
  return applied.map((migration) => migration.name);
}
