import { runMigrations } from '@journal/db';
import type { Logger } from '@journal/logger';
import { SERVICES } from '../services';

/** Every service's schema and migration folder, from the descriptors (schemas are independent). */
export const SERVICE_MIGRATIONS = SERVICES.map((service) => ({
  schema: service.db.schema,
  dir: service.db.migrations,
}));

export async function migrateAll(databaseUrl: string, logger: Logger): Promise<void> {
  for (const { schema, dir } of SERVICE_MIGRATIONS) {
    const applied = await runMigrations({ databaseUrl, schema, dir });
    if (applied.length) logger.info({ schema, applied }, 'migrations applied');
  }
}
