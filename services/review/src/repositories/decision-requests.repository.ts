import type { Queryable } from '@journal/db';

/** A decision request made with an Idempotency-Key, and the answer it got (null until built). */
export interface DecisionRequest {
  submissionId: string;
  key: string;
  fingerprint: string;
  decisionId: string;
  response: Record<string, unknown> | null;
}

interface DecisionRequestRow {
  submission_id: string;
  idempotency_key: string;
  fingerprint: string;
  decision_id: string;
  response: Record<string, unknown> | null;
}

const toRequest = (r: DecisionRequestRow): DecisionRequest => ({
  submissionId: r.submission_id,
  key: r.idempotency_key,
  fingerprint: r.fingerprint,
  decisionId: r.decision_id,
  response: r.response,
});

export async function findDecisionRequest(
  db: Queryable,
  submissionId: string,
  key: string,
): Promise<DecisionRequest | undefined> {
  const { rows } = await db.query<DecisionRequestRow>(
    `SELECT submission_id, idempotency_key, fingerprint, decision_id, response FROM review.decision_requests
      WHERE submission_id = $1 AND idempotency_key = $2`,
    [submissionId, key],
  );
  return rows[0] ? toRequest(rows[0]) : undefined;
}

/** In the decision's transaction: the key belongs to this decision from its commit on. */
export async function insertDecisionRequest(
  db: Queryable,
  r: Omit<DecisionRequest, 'response'>,
): Promise<void> {
  await db.query(
    `INSERT INTO review.decision_requests (submission_id, idempotency_key, fingerprint, decision_id)
     VALUES ($1, $2, $3, $4)`,
    [r.submissionId, r.key, r.fingerprint, r.decisionId],
  );
}

/**
 * Stores the answer unless one is stored already, and returns the stored one: every request with the key
 * (the first, a retry racing it, a retry after a crash) answers the same body.
 */
export async function storeResponseOnce(
  db: Queryable,
  submissionId: string,
  key: string,
  response: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ response: Record<string, unknown> }>(
    `UPDATE review.decision_requests SET response = COALESCE(response, $3::jsonb)
      WHERE submission_id = $1 AND idempotency_key = $2 RETURNING response`,
    [submissionId, key, JSON.stringify(response)],
  );
  return rows[0]!.response;
}
