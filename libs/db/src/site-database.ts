import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase } from './ensure-database';
import { startEmbeddedPostgres } from './embedded-postgres';

/** The database the whole site uses on an embedded Postgres. */
export const SITE_DATABASE_NAME = 'journal';

/** `mustExist` was asked and DATA_DIR holds no embedded database yet. */
export class MissingEmbeddedDatabaseError extends Error {}

export interface SiteDatabase {
  url: string;
  /** For messages: DATABASE_URL, or which embedded folder. */
  where: string;
  /** The embedded server's port; undefined with DATABASE_URL. */
  port?: number;
  /** Stops the embedded server; undefined with DATABASE_URL. */
  stop?: () => Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded Postgres whose files live under DATA_DIR/pg (created on
 * first use unless `mustExist`), with the site's database in it. One server per data folder: the
 * embedded runner and the admin CLI both open it this way.
 */
export async function openSiteDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  mustExist?: boolean;
  log?: (message: string) => void;
}): Promise<SiteDatabase> {
  if (options.databaseUrl) return { url: options.databaseUrl, where: 'DATABASE_URL' };
  const pgDir = path.join(options.dataDir, 'pg');
  if (options.mustExist && !existsSync(path.join(pgDir, 'PG_VERSION')))
    throw new MissingEmbeddedDatabaseError(`there is no embedded database under ${pgDir}`);
  const embedded = await startEmbeddedPostgres({ dataDir: pgDir, log: options.log });
  try {
    return {
      url: await ensureDatabase(embedded.url, SITE_DATABASE_NAME),
      where: `embedded database under ${pgDir}`,
      port: embedded.port,
      stop: embedded.stop,
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
