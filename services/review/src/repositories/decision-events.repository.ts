import type { Queryable } from '@journal/db';
import type { EventEnvelope } from '@journal/events';
import { SCHEMA } from '../schema';

/**
 * The `review.decision_recorded.v1` of one decision as the outbox holds it (sent rows are kept for days),
 * or undefined once purged: a retried decision hands it over again (ADR 0039).
 */
export async function findDecisionEvent(
  db: Queryable,
  submissionId: string,
  decisionId: string,
): Promise<EventEnvelope | undefined> {
  const { rows } = await db.query<{
    id: string;
    type: string;
    aggregate_id: string;
    version: number;
    payload: unknown;
    occurred_at: Date;
  }>(
    `SELECT id, type, aggregate_id, version, payload, occurred_at FROM ${SCHEMA}.outbox
      WHERE aggregate_id = $1 AND type = 'review.decision_recorded.v1' AND payload->>'decisionId' = $2`,
    [submissionId, decisionId],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      type: row.type,
      aggregateId: row.aggregate_id,
      version: row.version,
      payload: row.payload,
      occurredAt: row.occurred_at.toISOString(),
    }
  );
}
