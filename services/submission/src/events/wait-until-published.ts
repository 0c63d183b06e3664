import type { Queryable } from '@journal/db';
import { SCHEMA } from '../repositories/schema';

/**
 * Waits until a submission has no unpublished outbox row (the relay, kicked after the commit, sent it), at
 * most `timeoutMs`; resolves either way. The in-process bus marks a row sent only after every consumer
 * handled it, so in the embedded mode the admin read model (fed by events only) already shows a status
 * change when its answer goes out. With a bus that is down the row waits in the outbox and the answer
 * goes after the timeout: the change is committed and its event follows.
 */
export async function waitUntilPublished(
  db: Queryable,
  aggregateId: string,
  timeoutMs = 1_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 50)) {
    const { rowCount } = await db.query(
      `SELECT 1 FROM ${SCHEMA}.outbox WHERE aggregate_id = $1 AND sent_at IS NULL LIMIT 1`,
      [aggregateId],
    );
    if (!rowCount) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
  }
}
