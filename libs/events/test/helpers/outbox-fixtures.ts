import type { Pool } from 'pg';
import {
  createEvent,
  emptySubmissionMetadata,
  outboxDdl,
  writeOutbox,
  type EventEnvelope,
  type TypedEvent,
} from '../../src';

export const PRODUCER = 'producer';
export const CONSUMER = 'consumer';

export async function createSchemas(pool: Pool): Promise<void> {
  await pool.query(`CREATE SCHEMA ${PRODUCER}; CREATE SCHEMA ${CONSUMER};`);
  await pool.query(outboxDdl(PRODUCER));
  await pool.query(outboxDdl(CONSUMER));
  await pool.query(
    `CREATE TABLE ${CONSUMER}.effects (event_id uuid NOT NULL, aggregate_id text NOT NULL, version int NOT NULL)`,
  );
}

export async function resetTables(pool: Pool): Promise<void> {
  await pool.query(`TRUNCATE ${PRODUCER}.outbox, ${CONSUMER}.processed_events, ${CONSUMER}.effects`);
}

export function statusChanged(
  submissionId: string,
  version: number,
): TypedEvent<'submission.status_changed.v1'> {
  return createEvent('submission.status_changed.v1', submissionId, version, {
    submissionId,
    authorId: '8a0e8f62-5f7e-4b59-9a53-0c2b3f1f6c11',
    authorEmail: 'author@example.org',
    givenNames: 'Ada',
    familyName: 'Lovelace',
    paperTitle: 'On engines',
    journalId: 'applied-science',
    journalName: 'Applied Science',
    journalIcon: 'flask',
    ...emptySubmissionMetadata(),
    oldStatus: 'submitted',
    newStatus: 'under_review',
    actorEmail: 'admin@example.org',
    changedAt: new Date().toISOString(),
  });
}

/** Writes events in their own committed transaction, as a service's domain code would. */
export async function commitEvents(pool: Pool, events: EventEnvelope[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await writeOutbox(client, PRODUCER, events);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function pendingRows(
  pool: Pool,
): Promise<{ id: string; attempts: number; last_error: string | null }[]> {
  const { rows } = await pool.query(
    `SELECT id, attempts, last_error FROM ${PRODUCER}.outbox WHERE sent_at IS NULL ORDER BY seq`,
  );
  return rows;
}
