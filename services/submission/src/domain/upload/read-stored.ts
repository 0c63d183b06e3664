import type { FileStorage } from '@journal/storage';
import { openStoredFile } from '../open-stored-file';

/** A stored paper's bytes in memory (papers are at most 10 MB; callers bound how many at once). */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openStoredFile(storage, key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a stored object of known size into `target` (exactly its length) and returns it. */
export async function readStoredInto(storage: FileStorage, key: string, target: Buffer): Promise<Buffer> {
  let at = 0;
  for await (const chunk of await openStoredFile(storage, key)) {
    const part = chunk as Buffer;
    if (at + part.length > target.length) throw new Error(`stored object ${key} is longer than recorded`);
    part.copy(target, at);
    at += part.length;
  }
  if (at !== target.length) throw new Error(`stored object ${key} is shorter than recorded`);
  return target;
}
