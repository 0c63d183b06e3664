import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Pool, Queryable } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { enqueueConversion, productionSourceKey, type FullTextQueue } from '../../jobs/fulltext-queue';
import { chooseProductionFile } from '../../repositories/productions.repository';

export interface ProductionDeps {
  pool: Pool;
  storage: FileStorage;
  queue: FullTextQueue;
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Runs the one write that records the choice, e.g. in a transaction that re-checks the editor's role. */
export type ProductionCommit = (write: (db: Queryable) => Promise<number>) => Promise<number>;

/**
 * Makes `bytes` (a .docx that passed the upload rules) the paper's production file: stores it, records a
 * new generation as converting and queues its conversion. Returns the generation. `commit` wraps the
 * recording write (the routes pass one that re-checks the editor's role at commit); nothing is queued
 * when it refuses.
 */
export async function startProduction(
  deps: ProductionDeps,
  file: { submissionId: string; journalId: string; version: number | null; bytes: Buffer; chosenBy: string },
  commit: ProductionCommit = (write) => write(deps.pool),
): Promise<number> {
  const sourceKey = productionSourceKey(file.submissionId, randomUUID());
  await deps.storage.put(sourceKey, Readable.from([file.bytes]), {
    contentType: DOCX_CONTENT_TYPE,
    size: file.bytes.length,
  });
  let generation: number;
  try {
    generation = await commit((db) => chooseProductionFile(db, { ...file, sourceKey }));
  } catch (error) {
    // Refused (a role that ended) or failed: the stored file belongs to no generation.
    await deps.storage.delete(sourceKey).catch(() => undefined);
    throw error;
  }
  await enqueueConversion(deps.queue, { submissionId: file.submissionId, generation });
  return generation;
}
