import { withTransaction } from '@journal/db';
import { describeWith, type TestDatabase } from '@journal/testing';
import { advanceSubmissionVersions } from '../../src/repositories/submission-versions.repository';
import { migratedDatabase } from '../support/test-infra';

describeWith('postgres', 'advanceSubmissionVersions: newest announced version per submission', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await migratedDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  const advance = (changes: { submissionId: string; version: number }[]) =>
    withTransaction(db.pool, (client) => advanceSubmissionVersions(client, changes));
  const stored = async (id: string) =>
    (
      await db.pool.query<{ version: number }>(
        'SELECT version FROM notification.submission_versions WHERE submission_id = $1',
        [id],
      )
    ).rows[0]?.version;

  it('announces, within a batch and in order, only what is newer than everything before it', async () => {
    expect(await advance([{ submissionId: 's1', version: 3 }])).toEqual([true]);
    const decisions = await advance([
      { submissionId: 's1', version: 2 }, // older than the stored 3
      { submissionId: 's2', version: 2 },
      { submissionId: 's1', version: 5 },
      { submissionId: 's2', version: 2 }, // repeated in the batch
      { submissionId: 's1', version: 4 }, // older than 5 earlier in the batch
      { submissionId: 's3', version: 1 },
    ]);
    expect(decisions).toEqual([false, true, true, false, false, true]);
    expect([await stored('s1'), await stored('s2'), await stored('s3')]).toEqual([5, 2, 1]);
    expect(await advance([{ submissionId: 's1', version: 5 }])).toEqual([false]);
    expect(
      await advance([
        { submissionId: 's2', version: 1 },
        { submissionId: 's3', version: 1 },
      ]),
    ).toEqual([false, false]);
    expect([await stored('s2'), await stored('s3')]).toEqual([2, 1]);
  });

  it("concurrent batches (overlapping submissions) finish without deadlock at each submission's highest version", async () => {
    const batches = Array.from({ length: 6 }, (_, i) =>
      [1, 2, 3, 4].map((v) => ({ submissionId: `c${(v + i) % 3}`, version: 10 + i * 4 + v })),
    );
    const results = await Promise.all(batches.map((b) => advance(b)));
    const announced = results.flat().filter(Boolean).length;
    expect(announced).toBeGreaterThanOrEqual(3);
    const highest = new Map<string, number>();
    for (const c of batches.flat())
      highest.set(c.submissionId, Math.max(highest.get(c.submissionId) ?? 0, c.version));
    for (const [id, version] of highest) expect(await stored(id)).toBe(version);
  });
});
