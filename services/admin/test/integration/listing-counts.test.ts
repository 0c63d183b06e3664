import { randomUUID } from 'node:crypto';
import { createEvent } from '@journal/events';
import { describeWith } from '@journal/testing';
import {
  adminGet,
  createdEvent,
  eventually,
  startPlatform,
  type Platform,
} from '../support/platform-harness';

const seed = (paperTitle: string, givenNames = 'Ada') => ({
  id: randomUUID(),
  email: `${randomUUID()}@example.org`,
  givenNames,
  familyName: 'Lovelace',
  paperTitle,
  journalId: 'education',
  journalName: 'Education',
  submittedAt: new Date().toISOString(),
});

/** The listing keeps counts of searches while the read model's generation (migration 002) is unchanged. */
describeWith('postgres', 'listing counts of searches and date ranges', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.close());

  const total = async (query: Record<string, string>) =>
    (await adminGet(p, '/api/admin/submissions', query)).body.data.pagination.totalItems as number;
  const generation = async () =>
    (await p.db.pool.query<{ g: string }>('SELECT generation::text AS g FROM admin.read_model_generation'))
      .rows[0]!.g;

  it('reuses a count only until the read model changes: new rows, renamed authors', async () => {
    await p.bus.publish([createdEvent(seed('Kept counts one')), createdEvent(seed('Kept counts two'))]);
    await eventually(async () => expect(await total({ search: 'kept counts' })).toBe(2));
    expect(await total({ search: 'kept counts', page: '2' })).toBe(2); // paging reuses the count

    const before = await generation();
    const third = seed('Kept counts three', 'Grace');
    await p.bus.publish([createdEvent(third)]);
    await eventually(async () => expect(await total({ search: 'kept counts' })).toBe(3));
    expect(BigInt(await generation())).toBeGreaterThan(BigInt(before));

    // An author rename changes what a search matches without adding a row.
    expect(await total({ search: 'grace' })).toBe(1);
    await p.bus.publish([
      createEvent('submission.author_updated.v1', third.id, 2, {
        submissionId: third.id,
        authorEmail: third.email,
        givenNames: 'Hedy',
        familyName: 'Lamarr',
      }),
    ]);
    await eventually(async () => expect(await total({ search: 'grace' })).toBe(0));
    expect(await total({ search: 'hedy' })).toBe(1);
  });

  it('counts a date range exactly, kept or not', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const first = await total({ dateFrom: today, dateTo: today });
    expect(first).toBeGreaterThanOrEqual(3);
    await p.bus.publish([createdEvent(seed('One more today'))]);
    await eventually(async () => expect(await total({ dateFrom: today, dateTo: today })).toBe(first + 1));
  });
});
