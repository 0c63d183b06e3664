import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/** Mode of every file the product writes under DATA_DIR (papers, mails, keys, passwords): owner only. */
export const PRIVATE_FILE_MODE = 0o600;
/** Mode of the folders holding them: nobody else may list or enter them. */
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates `dir` (and missing parents) as 0700, and narrows it to 0700 when an older version left it
 * wider, so files written before the change are no longer reachable by other users either.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}
