import { runMigrations } from '@journal/db';
import type { Logger } from '@journal/logger';
import * as admin from '@journal/admin';
import * as identity from '@journal/identity';
import * as journals from '@journal/journals-service';
import * as notification from '@journal/notification';
import * as publishing from '@journal/publishing';
import * as review from '@journal/review';
import * as statistics from '@journal/statistics';
import * as submission from '@journal/submission';

/**
 * Every service's schema and migration folder. Schemas are independent but for one upgrade step:
 * statistics after publishing, whose usage tables its first migration takes over (ADR 0040).
 */
export const SERVICE_MIGRATIONS = [
  identity,
  submission,
  admin,
  notification,
  publishing,
  review,
  journals,
  statistics,
].map((service) => ({
  schema: service.SCHEMA,
  dir: service.MIGRATIONS_DIR,
}));

export async function migrateAll(databaseUrl: string, logger: Logger): Promise<void> {
  for (const { schema, dir } of SERVICE_MIGRATIONS) {
    const applied = await runMigrations({ databaseUrl, schema, dir });
    if (applied.length) logger.info({ schema, applied }, 'migrations applied');
  }
}
