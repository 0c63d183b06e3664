import { randomUUID } from 'node:crypto';
import { createEvent, type EventEnvelope } from '@journal/events';
import { describeWith } from '@journal/testing';
import {
  createdEvent,
  eventually,
  startPlatform,
  statusChanged,
  type Platform,
} from '../support/platform-harness';

function authorUpdated(created: EventEnvelope, version: number, givenNames: string, email: string) {
  const p = created.payload as Record<string, unknown>;
  return createEvent('submission.author_updated.v1', created.aggregateId, version, {
    submissionId: created.aggregateId,
    givenNames,
    familyName: p.familyName as string,
    authorEmail: email,
  });
}

const seed = (title: string) =>
  createdEvent({
    email: 'ada@example.org',
    givenNames: 'Ada',
    familyName: 'Lovelace',
    paperTitle: title,
    journalId: 'computer-science-engineering',
    journalName: 'Computer Science & Engineering',
    submittedAt: '2025-06-01T09:00:00.000Z',
  });

describeWith('postgres', 'admin read model: event delivery', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.close());

  const row = async (id: string) =>
    (await p.db.pool.query('SELECT * FROM admin.submissions WHERE id = $1', [id])).rows[0];
  /** Publishes, then a marker event behind it; the group handles events in order, so the marker's arrival means all were handled. */
  async function deliver(events: EventEnvelope[]): Promise<void> {
    const marker = seed(`marker ${randomUUID()}`);
    await p.bus.publish([...events, marker]);
    await eventually(async () => expect(await row(marker.aggregateId)).toBeDefined());
  }

  it('applies the same event delivered twice only once', async () => {
    const created = seed('Twice');
    const review = statusChanged(created, 2, 'submitted', 'under_review', '2025-06-02T10:00:00.000Z');
    await deliver([created, review, created, review]);
    const handled = await p.db.pool.query(
      'SELECT count(*)::int AS n FROM admin.processed_events WHERE event_id = ANY($1::uuid[])',
      [[created.id, review.id]],
    );
    expect(handled.rows[0].n).toBe(2);
    expect(await row(created.aggregateId)).toMatchObject({
      status: 'under_review',
      version: 2,
      updated_at: new Date('2025-06-02T10:00:00.000Z'),
    });

    // A redelivered older event does not undo a newer one.
    const accepted = statusChanged(created, 3, 'under_review', 'accepted', '2025-06-03T10:00:00.000Z');
    await deliver([accepted, review, created]);
    expect(await row(created.aggregateId)).toMatchObject({
      status: 'accepted',
      version: 3,
      paper_title: 'Twice',
    });
  });

  it('ends right when status_changed arrives before created', async () => {
    const created = seed('Overtaken');
    const rejected = statusChanged(created, 2, 'submitted', 'rejected', '2025-06-05T10:00:00.000Z');
    await deliver([rejected]);
    expect(await row(created.aggregateId)).toMatchObject({
      status: 'rejected',
      origin_known: false,
      has_file: false,
    });
    await deliver([created]);
    expect(await row(created.aggregateId)).toMatchObject({
      status: 'rejected',
      version: 2,
      origin_known: true,
      has_file: true,
      file_extension: 'docx',
      submitted_at: new Date('2025-06-01T09:00:00.000Z'),
      updated_at: new Date('2025-06-05T10:00:00.000Z'),
    });
  });

  it('ends right when an author update arrives before everything else, and when it is older', async () => {
    const created = seed('Renamed');
    const review = statusChanged(created, 2, 'submitted', 'under_review', '2025-06-02T10:00:00.000Z');
    const renamed = authorUpdated(created, 3, 'Augusta Ada', 'augusta@example.org');
    await deliver([renamed]);
    expect(await row(created.aggregateId)).toBeUndefined();
    await deliver([review, created]);
    expect(await row(created.aggregateId)).toMatchObject({
      given_names: 'Augusta Ada',
      email: 'augusta@example.org',
      status: 'under_review',
      author_version: 3,
      version: 2,
    });
    const pending = await p.db.pool.query(
      'SELECT 1 FROM admin.pending_author_updates WHERE submission_id = $1',
      [created.aggregateId],
    );
    expect(pending.rowCount).toBe(0);

    // An older status change carries older names: it changes neither the names nor the newer status.
    const published = statusChanged(created, 4, 'under_review', 'published', '2025-06-09T10:00:00.000Z', {
      givenNames: 'Augusta Ada',
    });
    await deliver([
      published,
      statusChanged(created, 2, 'submitted', 'accepted', '2025-06-02T10:00:00.000Z', { givenNames: 'Old' }),
    ]);
    expect(await row(created.aggregateId)).toMatchObject({
      status: 'published',
      given_names: 'Augusta Ada',
      version: 4,
    });
    await deliver([authorUpdated(created, 3, 'Stale', 'stale@example.org')]);
    expect((await row(created.aggregateId)).given_names).toBe('Augusta Ada');
  });
});

describeWith('postgres', 'admin read model: trigger-kept counts', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.close());

  it('match a real count after inserts, status changes and out-of-order deliveries', async () => {
    const events: EventEnvelope[] = [];
    for (let i = 0; i < 12; i += 1) {
      const created = seed(`Count ${i}`);
      const changed = statusChanged(
        created,
        2,
        'submitted',
        i % 2 ? 'accepted' : 'rejected',
        '2025-07-01T00:00:00.000Z',
      );
      events.push(...(i % 3 === 0 ? [changed, created] : [created, changed]));
      if (i % 4 === 0)
        events.push(statusChanged(created, 3, 'rejected', 'published', '2025-07-02T00:00:00.000Z'));
    }
    const marker = seed('marker');
    await p.bus.publish([...events, marker]);
    await eventually(async () =>
      expect(
        (await p.db.pool.query('SELECT 1 FROM admin.submissions WHERE id = $1', [marker.aggregateId]))
          .rowCount,
      ).toBe(1),
    );
    const real = await p.db.pool.query(
      'SELECT journal_id, status, count(*)::int AS count FROM admin.submissions GROUP BY 1, 2 ORDER BY 1, 2',
    );
    const kept = await p.db.pool.query(
      'SELECT journal_id, status, count::int AS count FROM admin.submission_counts WHERE count > 0 ORDER BY 1, 2',
    );
    expect(kept.rows).toEqual(real.rows);
    expect(real.rows.map((r) => r.status).sort()).toEqual(['accepted', 'published', 'rejected', 'submitted']);
  });
});
