import path from 'node:path';
import { DEFAULT_DATA_DIR } from '@journal/config';
import { MissingEmbeddedDatabaseError, openSiteDatabase } from '@journal/db';

export class CliDatabaseError extends Error {}

/**
 * DATABASE_URL when set; otherwise the embedded database of `npm start` under DATA_DIR, started for the
 * duration of the command. That only works while `npm start` is stopped: one Postgres server per data folder.
 */
export async function openCliDatabase(
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; where: string; close: () => Promise<void> }> {
  const dataDir = path.resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR);
  try {
    const database = await openSiteDatabase({ databaseUrl: env.DATABASE_URL, dataDir, mustExist: true });
    return { url: database.url, where: database.where, close: database.stop ?? (async () => undefined) };
  } catch (error) {
    const reason = (error as Error).message;
    throw new CliDatabaseError(
      error instanceof MissingEmbeddedDatabaseError
        ? `DATABASE_URL is not set and ${reason}: run \`npm start\` once first, or set DATABASE_URL`
        : `Could not start the embedded database under ${path.join(dataDir, 'pg')} (${reason}). ` +
          'If `npm start` is running, stop it first (Ctrl-C) or set DATABASE_URL.',
    );
  }
}
