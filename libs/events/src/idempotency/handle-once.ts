import type { Pool, PoolClient } from 'pg';
import type { EventEnvelope } from '../envelope';
import { beginWith, withTransactionBegunBy } from '@journal/db';
import { quoteSchema } from '../util/sql-identifier';
import { uuidArrayLiteral } from '../util/sql-literals';

/**
 * Whose record of handled events: the service's schema (its processed_events) and the consumer group, the
 * one its composition subscribes the handler under. Each group gets every event of its types, so two groups
 * of one service taking the same event each handle it once.
 */
export interface ConsumerOf {
  schema: string;
  group: string;
}

/**
 * Runs `fn` exactly once per event id and consumer group: (group, id) goes into `<schema>.processed_events`
 * in the same transaction as fn's writes. Returns false (and runs nothing) for an event the group already
 * handled. If fn throws, nothing is recorded and the error propagates, so the bus redelivers. Two concurrent
 * deliveries of one event to one group serialise on the primary key: the second waits and is skipped once
 * the first commits.
 */
export async function handleOnce(
  pool: Pool,
  consumer: ConsumerOf,
  event: Pick<EventEnvelope, 'id'>,
  fn: (client: PoolClient) => Promise<void>,
): Promise<boolean> {
  return (await handleBatchOnce(pool, consumer, [event], (client) => fn(client))).length > 0;
}

/**
 * handleOnce for several events in one transaction (handleOnce is its batch of one): one statement checks and records every id (sorted, so two
 * batches sharing ids cannot deadlock), then `fn` gets the events not handled before, in their order, and
 * writes their effects on the same client. Nothing is recorded if fn throws. Returns the events handled now.
 */
export async function handleBatchOnce<E extends Pick<EventEnvelope, 'id'>>(
  pool: Pool,
  consumer: ConsumerOf,
  events: readonly E[],
  fn: (client: PoolClient, fresh: E[]) => Promise<void>,
): Promise<E[]> {
  // An empty name would let every unnamed caller share one record, the fault this key exists to prevent.
  if (!consumer.group) throw new Error('handleBatchOnce needs the consumer group');
  const table = `${quoteSchema(consumer.schema)}.processed_events`;
  const ids = [...new Set(events.map((e) => e.id))].sort();
  return withTransactionBegunBy(pool, async (client) => {
    const recorded = new Set(await beginAndRecord(client, table, consumer.group, ids));
    // A repeated id within the batch is handled at its first occurrence only; with none fresh the
    // transaction wrote nothing, so its COMMIT changes nothing.
    const fresh = events.filter((e) => recorded.delete(e.id));
    if (fresh.length > 0) await fn(client, fresh);
    return fresh;
  });
}

/**
 * BEGIN, then records the group's ids; returns those not recorded before. Ids shaped as UUIDs (every
 * event's) and a group of the plain shape groups have are safe as literals, so both statements go in one
 * simple query, one round trip instead of two: the consumer's cost per batch is mostly its round trips
 * (docs/performance.md). Anything else goes as parameters.
 */
async function beginAndRecord(
  client: PoolClient,
  table: string,
  group: string,
  ids: readonly string[],
): Promise<string[]> {
  const insert = (groupValue: string, list: string) =>
    `INSERT INTO ${table} (consumer_group, event_id) SELECT ${groupValue}, unnest(${list}::uuid[])
     ON CONFLICT (consumer_group, event_id) DO NOTHING RETURNING event_id`;
  const literal = uuidArrayLiteral(ids);
  if (literal && PLAIN_GROUP.test(group)) {
    const rows = await beginWith<{ event_id: string }>(client, insert(`'${group}'`, literal));
    return rows.map((r) => r.event_id);
  }
  await client.query('BEGIN');
  const { rows } = await client.query<{ event_id: string }>(insert('$1::text', '$2'), [group, ids]);
  return rows.map((r) => r.event_id);
}

/** The shape of every consumer group name (`admin.read-model`): no quote can break out of its literal. */
const PLAIN_GROUP = /^[a-z][a-z0-9._-]*$/;
