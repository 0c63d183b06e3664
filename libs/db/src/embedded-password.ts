import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PRIVATE_FILE_MODE } from '@journal/config';

/** What every embedded Postgres created before issue 9 used; replaced on the next start. */
export const LEGACY_EMBEDDED_PASSWORD = 'embedded';

/** `DATA_DIR/pg` keeps its superuser password in `DATA_DIR/pg-password` (0600), outside the data folder. */
export function embeddedPasswordFile(databaseDir: string): string {
  return path.join(path.dirname(databaseDir), `${path.basename(databaseDir)}-password`);
}

/** The password kept for this data folder; a random one is written (0600) on first use. */
export function readOrCreateEmbeddedPassword(databaseDir: string): string {
  const file = embeddedPasswordFile(databaseDir);
  if (!existsSync(file)) {
    // Written to a temp name and renamed: a crash never leaves an empty password file behind.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${randomBytes(24).toString('base64url')}\n`, {
      mode: PRIVATE_FILE_MODE,
      flag: 'wx',
    });
    renameSync(temp, file);
  }
  const password = readFileSync(file, 'utf8').trim();
  if (!password) throw new Error(`${file} is empty; delete it to have a new password generated`);
  return password;
}

const INVALID_PASSWORD = '28P01';

async function canLogIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === INVALID_PASSWORD) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A data folder initialised by an older version still has the fixed password: when the kept password is
 * refused and the old one works, the superuser's password is changed to the kept one. The password file
 * is written before this runs, so a crash in between is mended on the next start.
 */
export async function migrateLegacyPassword(options: {
  host: string;
  port: number;
  user: string;
  password: string;
}): Promise<'current' | 'migrated'> {
  const url = (password: string) =>
    `postgres://${encodeURIComponent(options.user)}:${encodeURIComponent(password)}@${options.host}:${options.port}/postgres`;
  if (await canLogIn(url(options.password))) return 'current';
  const client = new pg.Client({ connectionString: url(LEGACY_EMBEDDED_PASSWORD) });
  await client.connect();
  try {
    const literal = (
      await client.query<{ quoted: string }>('SELECT quote_literal($1) AS quoted', [options.password])
    ).rows[0]!.quoted;
    await client.query(`ALTER ROLE ${pg.escapeIdentifier(options.user)} WITH PASSWORD ${literal}`);
  } finally {
    await client.end();
  }
  return 'migrated';
}
