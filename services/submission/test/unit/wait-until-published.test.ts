// Waiting for a status change's event: woken by this process's relay (one outbox read per change), with
// a slower poll as the safety net and the outbox as the only judge.
import type { Queryable } from '@journal/db';
import type { PublishedListener } from '@journal/events';
import { waitUntilPublished, type PublishedSignal } from '../../src/events/wait-until-published';

/** An outbox with `pendingReads` reads answering "pending" before it answers "sent". */
function outbox(pendingReads: number) {
  let reads = 0;
  const db = {
    query: async () => ({ rowCount: reads++ < pendingReads ? 1 : 0 }),
  } as unknown as Queryable;
  return { db, reads: () => reads };
}

function relay() {
  const listeners = new Set<PublishedListener>();
  const published: PublishedSignal = (listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  /** A batch of these aggregates' rows (event ids `e-<aggregate>` unless given). */
  const publish = (...ids: string[]) =>
    listeners.forEach((l) => l(new Set(ids), new Set(ids.map((id) => `e-${id}`))));
  const publishEvents = (aggregateId: string, ...eventIds: string[]) =>
    listeners.forEach((l) => l(new Set([aggregateId]), new Set(eventIds)));
  return { published, publish, publishEvents, listeners };
}

describe('waitUntilPublished', () => {
  test("reads the outbox once when the relay says it published the submission's row", async () => {
    const { db, reads } = outbox(0);
    const r = relay();
    const started = Date.now();
    const waiting = waitUntilPublished(db, 's1', 1_000, r.published);
    r.publish('s2'); // another submission: no read
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(reads()).toBe(0);
    r.publish('s1', 's3');
    await expect(waiting).resolves.toBe(true);
    expect(reads()).toBe(1);
    expect(Date.now() - started).toBeLessThan(45); // not the 50 ms safety poll
    expect(r.listeners.size).toBe(0); // unsubscribed
  });

  test('without a word from this relay (another replica published it), the safety poll finds it', async () => {
    const { db, reads } = outbox(1);
    const r = relay();
    const started = Date.now();
    await expect(waitUntilPublished(db, 's1', 1_000, r.published)).resolves.toBe(true);
    expect(reads()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140); // 50 + 100 ms
    expect(r.listeners.size).toBe(0);
  });

  test('the outbox decides: a signal while a row is still pending waits on', async () => {
    const { db, reads } = outbox(1);
    const r = relay();
    const waiting = waitUntilPublished(db, 's1', 1_000, r.published);
    r.publish('s1'); // an older row of s1; the read says one is still pending
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(reads()).toBe(1);
    r.publish('s1');
    await expect(waiting).resolves.toBe(true);
    expect(reads()).toBe(2);
  });

  test('waiting for its own event: the relay naming it ends the wait without a read', async () => {
    const { db, reads } = outbox(Number.POSITIVE_INFINITY);
    const r = relay();
    const waiting = waitUntilPublished(db, 's1', 1_000, r.published, 'mine');
    r.publishEvents('s1', 'older'); // an older row of s1: the outbox is read (and says pending)
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(reads()).toBe(1);
    r.publishEvents('s1', 'mine');
    await expect(waiting).resolves.toBe(true);
    expect(reads()).toBe(1);
    expect(r.listeners.size).toBe(0);
  });

  test('gives up after the timeout, the row still pending', async () => {
    const { db } = outbox(Number.POSITIVE_INFINITY);
    const r = relay();
    await expect(waitUntilPublished(db, 's1', 120, r.published)).resolves.toBe(false);
    expect(r.listeners.size).toBe(0);
  });

  test('without a relay it polls from 5 ms on, as before', async () => {
    const { db, reads } = outbox(2);
    await expect(waitUntilPublished(db, 's1', 1_000)).resolves.toBe(true);
    expect(reads()).toBe(3);
  });
});
