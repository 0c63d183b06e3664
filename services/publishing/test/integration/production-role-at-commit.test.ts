import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ROLE_ENDED_MESSAGE } from '@journal/auth';
import { ForbiddenError } from '@journal/errors';
import { describeWith, makeDocx } from '@journal/testing';
import { startProduction } from '../../src/domain/fulltext/production.service';
import { createFullTextQueue } from '../../src/jobs/fulltext-queue';
import { findProduction } from '../../src/repositories/productions.repository';
import { createLogger } from '@journal/logger';
import { startPublishing, type PublishingHarness } from '../support/publishing-harness';

/**
 * The production upload commits under the editor's role: the routes pass startProduction a commit that
 * re-checks the role in the recording transaction (commitUnderRole). When that commit refuses, nothing
 * is recorded or queued and the stored source file is removed again.
 */
describeWith(['postgres'], 'production file chosen under a role that ended', () => {
  let h: PublishingHarness;
  beforeAll(async () => {
    h = await startPublishing();
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  const sources = async (submissionId: string) =>
    readdir(path.join(h.filesDir, 'productions', submissionId, 'sources')).catch(() => [] as string[]);

  it('records nothing, queues nothing and keeps no file when the commit refuses', async () => {
    const queue = createFullTextQueue({ logger: createLogger('test', { level: 'silent' }), prefix: 'role' });
    const queued: string[] = [];
    await queue.process(async (job) => void queued.push(job.submissionId));
    const submissionId = randomUUID();
    const refused = await startProduction(
      { pool: h.db.pool, storage: h.storage, queue },
      {
        submissionId,
        journalId: 'applied-science',
        version: null,
        bytes: makeDocx('A production file.'),
        chosenBy: 'ed@example.org',
      },
      async () => {
        throw new ForbiddenError(ROLE_ENDED_MESSAGE);
      },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ForbiddenError);
    expect(await findProduction(h.db.pool, submissionId)).toBeUndefined();
    expect(await sources(submissionId)).toEqual([]);
    expect(queued).toEqual([]);

    // The same call with a commit that runs the write records a generation and keeps its file.
    const generation = await startProduction(
      { pool: h.db.pool, storage: h.storage, queue },
      {
        submissionId,
        journalId: 'applied-science',
        version: null,
        bytes: makeDocx('A production file.'),
        chosenBy: 'ed@example.org',
      },
      (write) => write(h.db.pool),
    );
    expect(generation).toBe(1);
    expect((await findProduction(h.db.pool, submissionId))?.status).toBe('converting');
    expect(await sources(submissionId)).toHaveLength(1);
    await queue.close();
  });
});
