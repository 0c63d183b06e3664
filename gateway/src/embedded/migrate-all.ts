import { runMigrations } from '@journal/db';
import type { Logger } from '@journal/logger';
import { SERVICES } from '../services';

type Db = (typeof SERVICES)[number]['db'];

/**
 * Every service's schema and migration folder, from the descriptors, in the descriptors' order except that
 * a schema naming others in `after` comes after them (statistics takes over publishing's usage tables).
 */
export function migrationOrder(dbs: readonly Db[]): { schema: string; dir: string }[] {
  const ordered: Db[] = [];
  const visit = (db: Db, path: string[]) => {
    if (ordered.includes(db)) return;
    if (path.includes(db.schema))
      throw new Error(`migration order has a cycle: ${[...path, db.schema].join(' -> ')}`);
    for (const schema of db.after ?? []) {
      const first = dbs.find((other) => other.schema === schema);
      if (!first) throw new Error(`${db.schema} migrates after ${schema}, which no service owns`);
      visit(first, [...path, db.schema]);
    }
    ordered.push(db);
  };
  for (const db of dbs) visit(db, []);
  return ordered.map((db) => ({ schema: db.schema, dir: db.migrations }));
}

export const SERVICE_MIGRATIONS = migrationOrder(SERVICES.map((service) => service.db));

export async function migrateAll(databaseUrl: string, logger: Logger): Promise<void> {
  for (const { schema, dir } of SERVICE_MIGRATIONS) {
    const applied = await runMigrations({ databaseUrl, schema, dir });
    if (applied.length) logger.info({ schema, applied }, 'migrations applied');
  }
}
