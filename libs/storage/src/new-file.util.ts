import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '@journal/config';

/**
 * Streams `body` (through `transform`) into a file that must not exist yet. If anything fails, the file
 * is gone when this rejects: the write stream opens its file on the thread pool, so the removal waits for
 * the stream to close, or a body failing at once would have its file created after the removal.
 */
export async function pipeToNewFile(
  body: Readable,
  transform: Transform,
  file: string,
  options: { flush?: boolean } = {},
): Promise<void> {
  // flush: fsync before close, for files that are renamed into place (never a half-written one after a crash).
  const out = createWriteStream(file, {
    flags: 'wx',
    flush: options.flush ?? false,
    mode: PRIVATE_FILE_MODE,
  });
  try {
    await pipeline(body, transform, out);
  } catch (error) {
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(file, { force: true });
    throw error;
  }
}
