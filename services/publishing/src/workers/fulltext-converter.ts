import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Pool } from '@journal/db';
import type { JobHandler } from '@journal/jobs';
import type { Logger } from '@journal/logger';
import type { FileStorage } from '@journal/storage';
import { convertDocx, FullTextConversionError, type ConvertedDocx } from '../domain/fulltext/convert-docx';
import {
  holdsUnstorableText,
  isUnstorableTextError,
  UNSTORABLE_DOCUMENT_MESSAGE,
} from '../domain/fulltext/storable-text';
import { recordConversionOutcome } from '../events/production-events.publisher';
import { findProduction } from '../repositories/productions.repository';
import { FULLTEXT_ATTEMPTS, fullTextImageKey, type FullTextJob } from '../jobs/fulltext-queue';

export interface FullTextConverterDeps {
  pool: Pool;
  storage: FileStorage;
  logger: Logger;
  /** Called after a conversion's outcome is recorded (the proof mail of part c hangs here). */
  onConverted?: (job: FullTextJob, status: 'ready' | 'failed') => Promise<void>;
  /** The .docx converter (tests give one whose model the database refuses). */
  convert?: (bytes: Buffer) => Promise<ConvertedDocx>;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Whatever the converter throws on these bytes is the file's fault: an outcome, never a retry. */
async function convertOrReason(
  convert: (bytes: Buffer) => Promise<ConvertedDocx>,
  bytes: Buffer,
): Promise<ConvertedDocx | string> {
  try {
    const converted = await convert(bytes);
    // The extraction removes these; a model still holding one would be refused or break the JATS.
    return holdsUnstorableText(converted.fullText) ? UNSTORABLE_DOCUMENT_MESSAGE : converted;
  } catch (err) {
    return err instanceof FullTextConversionError
      ? err.message
      : `The document could not be converted (${messageOf(err)})`;
  }
}

/**
 * Converts one generation of a paper's production file: reads the .docx from storage, converts it,
 * stores the images, then records `ready` (with the model, as the draft or the public text) or `failed`
 * (with the reason). A job of an older generation, or one whose outcome is recorded, does nothing.
 * Storage or database trouble is retried; the last run records `failed`, so nothing stays `converting`.
 */
export function fullTextConverter(deps: FullTextConverterDeps): JobHandler<FullTextJob> {
  const convert = deps.convert ?? convertDocx;
  const finish = async (job: FullTextJob, outcome: Parameters<typeof recordConversionOutcome>[2]) => {
    if (!(await recordConversionOutcome(deps.pool, job, outcome))) return;
    deps.logger.info({ ...job, status: outcome.status }, 'full-text conversion finished');
    await deps.onConverted?.(job, outcome.status);
  };
  return async (job, context) => {
    const production = await findProduction(deps.pool, job.submissionId);
    if (!production || production.generation !== job.generation || production.status !== 'converting') return;
    try {
      const bytes = await buffer(await deps.storage.get(production.sourceKey));
      const converted = await convertOrReason(convert, bytes);
      if (typeof converted === 'string') return await finish(job, { status: 'failed', error: converted });
      for (const image of converted.images) {
        await deps.storage.put(
          fullTextImageKey(job.submissionId, job.generation, image.name),
          Readable.from([image.bytes]),
          { contentType: image.contentType, size: image.size },
        );
      }
      try {
        await finish(job, { status: 'ready', fullText: converted.fullText });
      } catch (err) {
        // Postgres refuses such text on every run: the file's outcome, not a retry.
        if (!isUnstorableTextError(err)) throw err;
        await finish(job, { status: 'failed', error: UNSTORABLE_DOCUMENT_MESSAGE });
      }
    } catch (err) {
      if (context.attempt < FULLTEXT_ATTEMPTS) throw err;
      deps.logger.error({ ...job, err: messageOf(err) }, 'full-text conversion given up');
      await finish(job, {
        status: 'failed',
        error: `The conversion could not be finished (${messageOf(err)}); send the file again`,
      });
    }
  };
}
