import type { FileStorage } from '@journal/storage';
import { openStoredFile } from '../domain/open-stored-file';

/** A stored paper's bytes in memory (papers are at most 10 MB; callers bound how many at once). */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openStoredFile(storage, key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
