import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Pool } from '@journal/db';
import type { JobHandler } from '@journal/jobs';
import type { Logger } from '@journal/logger';
import type { FileStorage } from '@journal/storage';
import { convertDocx, FullTextConversionError } from '../domain/fulltext/convert-docx';
import { findProduction, recordConversion } from '../repositories/productions.repository';
import { fullTextImageKey, type FullTextJob } from './fulltext-queue';

export interface FullTextConverterDeps {
  pool: Pool;
  storage: FileStorage;
  logger: Logger;
  /** Called after a conversion's outcome is recorded (the proof mail of part c hangs here). */
  onConverted?: (job: FullTextJob, status: 'ready' | 'failed') => Promise<void>;
}

/**
 * Converts one generation of a paper's production file: reads the .docx from storage, converts it,
 * stores the images, then records `ready` (with the model) or `failed` (with the reason). A job of an
 * older generation, or one whose outcome is recorded, does nothing.
 */
export function fullTextConverter(deps: FullTextConverterDeps): JobHandler<FullTextJob> {
  return async (job) => {
    const production = await findProduction(deps.pool, job.submissionId);
    if (!production || production.generation !== job.generation || production.status !== 'converting') return;
    const bytes = await buffer(await deps.storage.get(production.sourceKey));
    let outcome: Parameters<typeof recordConversion>[3];
    let converted: Awaited<ReturnType<typeof convertDocx>> | undefined;
    try {
      converted = await convertDocx(bytes);
      outcome = { status: 'ready', fullText: converted.fullText };
    } catch (err) {
      // Whatever the converter throws on these bytes is the file's fault: an outcome, never a retry.
      const reason =
        err instanceof FullTextConversionError
          ? err.message
          : `The document could not be converted (${err instanceof Error ? err.message : String(err)})`;
      outcome = { status: 'failed', error: reason };
    }
    for (const image of converted?.images ?? []) {
      await deps.storage.put(
        fullTextImageKey(job.submissionId, job.generation, image.name),
        Readable.from([image.bytes]),
        { contentType: image.contentType, size: image.size },
      );
    }
    if (!(await recordConversion(deps.pool, job.submissionId, job.generation, outcome))) return;
    deps.logger.info({ ...job, status: outcome.status }, 'full-text conversion finished');
    await deps.onConverted?.(job, outcome.status);
  };
}
