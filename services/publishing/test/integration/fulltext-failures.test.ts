import { randomUUID } from 'node:crypto';
import { describeWith, makeDocx } from '@journal/testing';
import type { FileStorage } from '@journal/storage';
import { convertDocx, type ConvertedDocx } from '../../src/domain/fulltext/convert-docx';
import { isUnstorableTextError, UNSTORABLE_DOCUMENT_MESSAGE } from '../../src/domain/fulltext/storable-text';
import { failOverdueConversions } from '../../src/events/production-events.publisher';
import { watchOverdueConversions } from '../../src/workers/overdue-conversions';
import { createLogger } from '@journal/logger';
import { findProduction } from '../../src/repositories/productions.repository';
import { findPublicFullText } from '../../src/repositories/full-text-versions.repository';
import { startFullTextWorker, type FullTextWorker } from '../support/fulltext-worker';
import { eventually, startPublishing, type PublishingHarness } from '../support/publishing-harness';

/**
 * A conversion that fails for good ends `failed` with its reason, at once or after the job's last run,
 * and one past the job's limit is failed by the sweep (on a moved clock): nothing stays `converting`.
 */
describeWith(['postgres'], 'full-text conversion failures', () => {
  let h: PublishingHarness;
  const workers: FullTextWorker[] = [];
  /** Let the hung conversions end, so their workers can close. */
  const finishers: (() => void)[] = [];
  const hang = () => new Promise<void>((resolve) => finishers.push(resolve));
  const finish = () => finishers.splice(0).forEach((f) => f());
  const worker = async (options: Parameters<typeof startFullTextWorker>[2]) => {
    const started = await startFullTextWorker(h.db.pool, h.storage, options);
    workers.push(started);
    return started;
  };
  const production = async (id: string) => (await findProduction(h.db.pool, id))!;
  const outbox = async (id: string) =>
    (
      await h.db.pool.query<{ payload: { reason: string; generation: number } }>(
        `SELECT payload FROM publishing.outbox WHERE type = 'publishing.production_conversion_failed.v1'
            AND payload->>'submissionId' = $1`,
        [id],
      )
    ).rows.map((r) => r.payload);

  beforeAll(async () => {
    h = await startPublishing();
  }, 60_000);
  afterAll(async () => {
    finish();
    for (const w of workers) await w.close();
    await h?.close();
  }, 120_000);

  it('knows the refusals of Postgres for NUL and a lone surrogate in jsonb', async () => {
    for (const text of ['a\u0000b', 'a\ud800b']) {
      const refused = await h.db.pool.query('SELECT $1::jsonb', [JSON.stringify([text])]).catch((e) => e);
      expect(refused).toBeInstanceOf(Error);
      expect(isUnstorableTextError(refused)).toBe(true);
    }
    const other = await h.db.pool.query('SELECT 1/0').catch((e) => e);
    expect(isUnstorableTextError(other)).toBe(false);
  });

  it('fails a model holding characters that cannot be stored at once, with the reason, not after retries', async () => {
    let runs = 0;
    const w = await worker({
      retryDelayMs: 10,
      convert: async (bytes): Promise<ConvertedDocx> => {
        runs += 1;
        const converted = await convertDocx(bytes);
        // What the extraction would have given without removing them.
        converted.fullText.intro = [{ kind: 'p', content: ['a NUL \u0000 and a lone \ud800 surrogate'] }];
        return converted;
      },
    });
    const id = randomUUID();
    expect(await w.convert(id, makeDocx('Some text.'))).toBe('failed');
    expect(await production(id)).toMatchObject({ status: 'failed', error: UNSTORABLE_DOCUMENT_MESSAGE });
    expect(runs).toBe(1);
    expect(w.converted).toEqual([`${id}:1:failed`]);
    expect(await outbox(id)).toEqual([
      expect.objectContaining({ generation: 1, reason: UNSTORABLE_DOCUMENT_MESSAGE }),
    ]);
  });

  it('records failed after the last of three runs when storage keeps failing', async () => {
    let reads = 0;
    const failing = new Proxy(h.storage, {
      get: (target, key: keyof FileStorage) =>
        key === 'get'
          ? async () => {
              reads += 1;
              throw new Error('the storage is unreachable');
            }
          : target[key],
    });
    const w = await worker({ jobStorage: failing, retryDelayMs: 10 });
    const id = randomUUID();
    expect(await w.convert(id, makeDocx('Some text.'))).toBe('failed');
    expect(reads).toBe(3);
    expect((await production(id)).error).toBe(
      'The conversion could not be finished (the storage is unreachable); send the file again',
    );
  });

  it('fails a conversion past the job limit on a moved clock; its late outcome changes nothing', async () => {
    let calls = 0;
    const w = await worker({
      convert: async (bytes) => {
        if (calls++ === 0) await hang(); // the first file hangs, the next converts
        return convertDocx(bytes);
      },
    });
    const id = randomUUID();
    await w.choose(id, makeDocx('Some text.'));
    const limitMs = 10 * 60_000;
    // Not yet past the limit: nothing changes.
    expect(await failOverdueConversions(h.db.pool, { now: new Date(), limitMs })).toEqual([]);
    expect((await production(id)).status).toBe('converting');

    const later = new Date(Date.now() + limitMs + 1_000);
    expect(await failOverdueConversions(h.db.pool, { now: later, limitMs })).toEqual([
      { submissionId: id, generation: 1 },
    ]);
    expect(await production(id)).toMatchObject({
      status: 'failed',
      error: 'The conversion did not finish within 10 minutes; send the file again',
    });
    expect(await outbox(id)).toHaveLength(1);

    finish();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await production(id)).status).toBe('failed');
    expect(await findPublicFullText(h.db.pool, id)).toBeUndefined();

    // A new file is taken after the failure and converts.
    await w.choose(id, makeDocx('A new file.'));
    // The released first conversion finishes before the second starts (one at a time): on a loaded
    // machine the two conversions can take longer than the default 10 s.
    await eventually(
      async () => expect(await production(id)).toMatchObject({ generation: 2, status: 'ready' }),
      30_000,
    );
    expect(w.converted).toEqual([`${id}:2:ready`]);
  });

  it("the service's sweep fails what is past the limit on its own, on the clock it is given", async () => {
    const w = await worker({
      convert: async (bytes) => {
        await hang();
        return convertDocx(bytes);
      },
    });
    const id = randomUUID();
    await w.choose(id, makeDocx('Some text.'));
    let kicked = 0;
    const limitMs = 60_000;
    const watcher = watchOverdueConversions({
      pool: h.db.pool,
      logger: createLogger('test', { level: 'silent' }),
      limitMs,
      onFailed: () => void (kicked += 1),
      now: () => new Date(Date.now() + limitMs + 1_000),
    });
    try {
      await eventually(async () =>
        expect(await production(id)).toMatchObject({
          status: 'failed',
          error: 'The conversion did not finish within 60 seconds; send the file again',
        }),
      );
      expect(kicked).toBeGreaterThanOrEqual(1);
    } finally {
      watcher.stop();
    }
  });
});
