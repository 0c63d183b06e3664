import type { Queryable } from '@journal/db';
import type { PublishedListener } from '@journal/events';
import { SCHEMA } from '../repositories/schema';

/** This process's outbox relay telling which aggregates' rows it has just published (OutboxRelay.onPublished). */
export type PublishedSignal = (listener: PublishedListener) => () => void;

/**
 * Waits until a submission has no unpublished outbox row (the relay, kicked after the commit, sent it), at
 * most `timeoutMs`; resolves either way. The in-process bus marks a row sent only after every consumer
 * handled it, so in the embedded mode the admin read model (fed by events only) already shows a status
 * change when its answer goes out. With a bus that is down the row waits in the outbox and the answer
 * goes after the timeout: the change is committed and its event follows.
 *
 * With `published` (this process's relay), the outbox is read when the relay has just published a row of
 * this submission, and otherwise only every 50-100 ms as a safety net (another replica's relay may take the
 * row); without it, it is polled from 5 ms on. With `eventId` too (the change's own event), the relay
 * naming that event ends the wait without a read: the relay keeps an aggregate's order, so the rows before
 * it are out as well. That is the status command's usual case, a read less per change; its first safety
 * read then waits 200 ms.
 */
export async function waitUntilPublished(
  db: Queryable,
  aggregateId: string,
  timeoutMs = 1_000,
  published?: PublishedSignal,
  eventId?: string,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const pending = async () =>
    (
      await db.query(`SELECT 1 FROM ${SCHEMA}.outbox WHERE aggregate_id = $1 AND sent_at IS NULL LIMIT 1`, [
        aggregateId,
      ])
    ).rowCount;
  if (!published) {
    for (let pause = 5; ; pause = Math.min(pause * 2, 50)) {
      if (!(await pending())) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }
  let signalled = false;
  let sent = false;
  let wake: (() => void) | undefined;
  const stop = published((aggregateIds, eventIds) => {
    if (!aggregateIds.has(aggregateId)) return;
    signalled = true;
    if (eventId !== undefined && eventIds.has(eventId)) sent = true;
    wake?.();
  });
  try {
    // Waiting for its own event, the signal is the usual answer: the first safety read comes later, so a
    // relay slowed by a busy machine is not mistaken for another replica's.
    for (let pause = eventId === undefined ? 50 : 200; ; pause = Math.min(pause * 2, 100)) {
      const left = deadline - Date.now();
      if (!signalled && left > 0)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(pause, left));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      wake = undefined;
      signalled = false;
      if (sent || !(await pending())) return true;
      if (deadline - Date.now() <= 0) return false;
    }
  } finally {
    stop();
  }
}
