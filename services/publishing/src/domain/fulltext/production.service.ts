import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Pool } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { enqueueConversion, productionSourceKey, type FullTextQueue } from '../../jobs/fulltext-queue';
import { chooseProductionFile } from '../../repositories/productions.repository';

export interface ProductionDeps {
  pool: Pool;
  storage: FileStorage;
  queue: FullTextQueue;
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Makes `bytes` (a .docx that passed the upload rules) the paper's production file: stores it, records a
 * new generation as converting and queues its conversion. Returns the generation.
 */
export async function startProduction(
  deps: ProductionDeps,
  file: { submissionId: string; journalId: string; version: number | null; bytes: Buffer; chosenBy: string },
): Promise<number> {
  const sourceKey = productionSourceKey(file.submissionId, randomUUID());
  await deps.storage.put(sourceKey, Readable.from([file.bytes]), {
    contentType: DOCX_CONTENT_TYPE,
    size: file.bytes.length,
  });
  const generation = await chooseProductionFile(deps.pool, { ...file, sourceKey });
  await enqueueConversion(deps.queue, { submissionId: file.submissionId, generation });
  return generation;
}
