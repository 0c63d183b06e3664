import type { Readable } from 'node:stream';
import { AppError } from '@journal/errors';
import { ObjectNotFoundError, type FileStorage } from '@journal/storage';

/** A stored paper's bytes; a row whose object is gone answers 404 FILE_MISSING rather than 500. */
export async function openStoredFile(storage: FileStorage, key: string): Promise<Readable> {
  try {
    return await storage.get(key);
  } catch (error) {
    if (error instanceof ObjectNotFoundError)
      throw new AppError('The submitted file is missing from storage', 404, 'FILE_MISSING');
    throw error;
  }
}
