import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { describeWith, makeArticleDocxFiles, ARTICLE_DOCX_SET } from '@journal/testing';
import { fullTextImageKey } from '../../src/jobs/fulltext-queue';
import { findProduction, findReadyFullText } from '../../src/repositories/productions.repository';
import { startFullTextWorker, type FullTextWorker } from '../support/fulltext-worker';
import { eventually, startPublishing, type PublishingHarness } from '../support/publishing-harness';

describeWith(['postgres', 'python-docx'], 'full-text conversion job', () => {
  let h: PublishingHarness;
  let worker: FullTextWorker;
  let docx: Buffer;

  beforeAll(async () => {
    h = await startPublishing();
    docx = (await makeArticleDocxFiles([ARTICLE_DOCX_SET[1]!])).get('article-2')!;
    worker = await startFullTextWorker(h.db.pool, h.storage);
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await h?.close();
  });

  const choose = (submissionId: string, bytes: Buffer) => worker.choose(submissionId, bytes);
  const converted = () => worker.converted;
  const queue = () => worker.queue;
  it('converts off the request path, stores the images with their type and records the model', async () => {
    const id = randomUUID();
    const generation = await choose(id, docx);
    expect(generation).toBe(1);
    // the caller returns at once: the row says converting until the job has run
    expect(['converting', 'ready']).toContain((await findProduction(h.db.pool, id))!.status);
    await eventually(async () => expect((await findProduction(h.db.pool, id))!.status).toBe('ready'));
    const { fullText } = (await findReadyFullText(h.db.pool, id))!;
    expect(fullText.references).toHaveLength(10);
    expect(fullText.images.map((i) => i.name)).toEqual(['image-1.png', 'image-2.png']);
    const key = fullTextImageKey(id, 1, 'image-1.png');
    expect(await h.storage.stat(key)).toMatchObject({ size: fullText.images[0]!.size });
    expect((await buffer(await h.storage.get(key))).subarray(1, 4).toString()).toBe('PNG');
    expect(converted()).toContain(`${id}:1:ready`);
  });

  it('records failed with a reason for a file it cannot convert, and a new file converts again', async () => {
    const id = randomUUID();
    await choose(id, Buffer.from('PK\u0003\u0004 this is no zip at all'));
    await eventually(async () => expect((await findProduction(h.db.pool, id))!.status).toBe('failed'));
    const failed = (await findProduction(h.db.pool, id))!;
    expect(failed.error).toMatch(/could not be read as a Word document/);
    expect(await findReadyFullText(h.db.pool, id)).toBeUndefined();

    expect(await choose(id, docx)).toBe(2);
    await eventually(async () =>
      expect((await findProduction(h.db.pool, id))!).toMatchObject({
        status: 'ready',
        error: null,
        generation: 2,
      }),
    );
    expect(converted()).toEqual(expect.arrayContaining([`${id}:1:failed`, `${id}:2:ready`]));
  });

  it('ignores a job of an older generation', async () => {
    const id = randomUUID();
    await choose(id, docx);
    await eventually(async () => expect((await findProduction(h.db.pool, id))!.status).toBe('ready'));
    await queue().enqueue({ submissionId: id, generation: 1 }, { jobId: `replay-${id}` });
    await queue().enqueue({ submissionId: id, generation: 7 }, { jobId: `future-${id}` });
    await new Promise((r) => setTimeout(r, 300));
    expect(converted().filter((c) => c.startsWith(id))).toEqual([`${id}:1:ready`]);
  });
});
