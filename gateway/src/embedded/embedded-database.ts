import { openSiteDatabase, type SiteDatabase } from '@journal/db';
import type { Logger } from '@journal/logger';

/** DATABASE_URL when set; otherwise an embedded Postgres whose files live under DATA_DIR/pg. */
export async function resolveDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
}): Promise<SiteDatabase> {
  const database = await openSiteDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    log: (message) => options.logger.debug({ postgres: message }, 'embedded postgres'),
  });
  if (database.port) options.logger.info({ port: database.port }, 'embedded Postgres started');
  return database;
}
