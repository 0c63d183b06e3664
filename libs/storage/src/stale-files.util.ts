import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the files directly in `dir` whose name passes `matches` and that were last changed before
 * `olderThan` (abandoned partial uploads). A missing folder holds nothing; returns how many went.
 */
export async function removeStaleFiles(
  dir: string,
  olderThan: Date,
  matches: (name: string) => boolean = () => true,
): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !matches(entry.name)) continue;
    const file = path.join(dir, entry.name);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.mtime >= olderThan) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
