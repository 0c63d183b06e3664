import { createLogger } from '@journal/logger';
import type { Pool } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { startProduction } from '../../src/domain/fulltext/production.service';
import { fullTextConverter, type FullTextConverterDeps } from '../../src/workers/fulltext-converter';
import { createFullTextQueue, type FullTextJob, type FullTextQueue } from '../../src/jobs/fulltext-queue';
import { findProduction } from '../../src/repositories/productions.repository';
import { eventually } from './publishing-harness';

/** A conversion queue and worker of its own on a harness's database and storage (in process). */
export interface FullTextWorker {
  queue: FullTextQueue;
  /** `${submissionId}:${generation}:${status}` of every recorded outcome, in order. */
  converted: string[];
  /** Makes `bytes` the paper's production file; resolves with the generation. */
  choose(submissionId: string, bytes: Buffer): Promise<number>;
  /** Chooses and waits until the conversion has an outcome. */
  convert(submissionId: string, bytes: Buffer): Promise<string>;
  close(): Promise<void>;
}

export async function startFullTextWorker(
  pool: Pool,
  storage: FileStorage,
  /** A converter of its own, storage that fails, a short retry delay (the default: 2 s, then 4 s). */
  options: {
    convert?: FullTextConverterDeps['convert'];
    jobStorage?: FileStorage;
    retryDelayMs?: number;
  } = {},
): Promise<FullTextWorker> {
  const logger = createLogger('test', { level: 'silent' });
  const queue = createFullTextQueue({ logger, prefix: 'test', retryDelayMs: options.retryDelayMs });
  const converted: string[] = [];
  const record = async (job: FullTextJob, status: string) =>
    void converted.push(`${job.submissionId}:${job.generation}:${status}`);
  await queue.process(
    fullTextConverter({
      pool,
      storage: options.jobStorage ?? storage,
      logger,
      onConverted: record,
      convert: options.convert,
    }),
  );
  const choose = (submissionId: string, bytes: Buffer) =>
    startProduction(
      { pool, storage, queue },
      { submissionId, journalId: 'applied-science', version: 3, bytes, chosenBy: 'editor@example.org' },
    );
  return {
    queue,
    converted,
    choose,
    async convert(submissionId, bytes) {
      await choose(submissionId, bytes);
      let status = '';
      await eventually(async () => {
        status = (await findProduction(pool, submissionId))!.status;
        expect(status).not.toBe('converting');
      });
      return status;
    },
    close: () => queue.close(),
  };
}
