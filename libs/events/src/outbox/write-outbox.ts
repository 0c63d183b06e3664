import type { PoolClient } from 'pg';
import { parseEvent } from '../contracts/parse-event';
import type { EventEnvelope } from '../envelope';
import { eventHooks } from '../observability/event-observer';
import { quoteSchema } from '../util/sql-identifier';

/**
 * Writes events into `<schema>.outbox` on the caller's client, inside the caller's transaction, so the
 * events exist exactly when the state change commits. Events are checked against their contracts first:
 * a producer bug fails the transaction instead of publishing garbage. Row order = array order. The
 * trace context of the caller (tracing on) goes with each row, so the trace continues past the bus.
 */
export async function writeOutbox(
  client: PoolClient,
  schema: string,
  events: EventEnvelope[],
): Promise<void> {
  if (events.length === 0) return;
  for (const event of events) parseEvent(event);
  const traceparent = eventHooks.traceparent();
  await client.query(
    `INSERT INTO ${quoteSchema(schema)}.outbox (id, type, aggregate_id, version, payload, occurred_at, trace_context)
     SELECT (e->>'id')::uuid, e->>'type', e->>'aggregateId', (e->>'version')::int, e->'payload', (e->>'occurredAt')::timestamptz,
            coalesce(e->>'traceparent', $2)
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(e, ord)
     ORDER BY ord`,
    [JSON.stringify(events), traceparent ?? null],
  );
}
