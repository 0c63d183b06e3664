import { Client } from 'pg';
import { runner } from 'node-pg-migrate';
import { applyMigrationRenames, MIGRATION_RENAMES } from './migration-renames';

export interface MigrationOptions {
  databaseUrl: string;
  /** The service's own schema; created when missing. The migrations table lives there too. */
  schema: string;
  /** Folder of numbered SQL files (`001_init.sql` with `-- Up Migration` / `-- Down Migration`). */
  dir: string;
  log?: (message: string) => void;
  /** Recorded names to rewrite first (old -> new); default: this schema's entry of `MIGRATION_RENAMES`. */
  renames?: Readonly<Record<string, string>>;
}

const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Applies pending migrations of one service. Renamed files' recorded names are rewritten first
 * (`migration-renames.ts`); node-pg-migrate then takes its advisory lock, so two processes starting
 * together do not apply the same migration twice.
 */
export async function runMigrations(options: MigrationOptions): Promise<string[]> {
  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await applyMigrationRenames(
      client,
      options.schema,
      MIGRATIONS_TABLE,
      options.renames ?? MIGRATION_RENAMES[options.schema] ?? {},
    );
  } finally {
    await client.end();
  }
  return runPendingMigrations(options);
}

/** node-pg-migrate alone, names as recorded (what `runMigrations` did before issue 27's renames). */
export async function runPendingMigrations(options: MigrationOptions): Promise<string[]> {
  const applied = await runner({
    databaseUrl: options.databaseUrl,
    dir: options.dir,
    direction: 'up',
    schema: options.schema,
    createSchema: true,
    migrationsSchema: options.schema,
    createMigrationsSchema: true,
    migrationsTable: MIGRATIONS_TABLE,
    checkOrder: true,
    singleTransaction: true,
    log: options.log ?? (() => undefined),
    verbose: false,
  });
  return applied.map((migration) => migration.name);
}
