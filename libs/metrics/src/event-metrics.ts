import type { Pool } from 'pg';
import { observeEvents, type EventObserver } from '@journal/events';
import { platformCounter, platformHistogram } from './platform-series';
import { metricsEnabled } from './registry';
import { scrapeGauge } from './scrape-gauge';

export const consumerEvents = platformCounter({
  name: 'consumer_events_total',
  help: 'Event deliveries per consumer group: handled, failed (an attempt threw), retried, dead_lettered.',
  labelNames: ['group', 'outcome'],
});

export const consumerHandleDuration = platformHistogram({
  name: 'consumer_handle_duration_seconds',
  help: 'Time one handler attempt took, per consumer group.',
  labelNames: ['group'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export const outboxPublished = platformCounter({
  name: 'outbox_published_events_total',
  help: 'Outbox rows the relay published (and marked sent), per service schema.',
  labelNames: ['schema'],
});

export const outboxPending = scrapeGauge({
  name: 'outbox_pending_rows',
  help: 'Outbox rows not yet published, per service schema.',
  labelNames: ['schema'] as const,
});

export const outboxOldestAge = scrapeGauge({
  name: 'outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest unpublished outbox row (0 when none), per service schema.',
  labelNames: ['schema'] as const,
});

export const consumerPending = scrapeGauge({
  name: 'consumer_group_pending_messages',
  help: 'Messages delivered to a consumer group and not yet acknowledged (Redis XPENDING), per stream.',
  labelNames: ['group', 'stream'] as const,
});

export const consumerLag = scrapeGauge({
  name: 'consumer_group_lag_messages',
  help: 'Messages not yet delivered to a consumer group (Redis XINFO GROUPS lag, Kafka offset lag).',
  labelNames: ['group', 'stream'] as const,
});

export interface GroupBacklog {
  stream: string;
  pending: number;
  lag: number;
}

/** Reads a consumer group's backlog from the bus (consumer-backlog.ts: Redis Streams or Kafka). */
export type BacklogReader = (group: string, types: readonly string[]) => Promise<GroupBacklog[]>;

/** Two gauges read in one scrape share one query: a result is reused for a second. */
function sharedRead<T>(read: () => Promise<T>, ttlMs = 1_000): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > ttlMs) last = { at: Date.now(), value: read() };
    return last.value;
  };
}

/** One statement per relayed schema: both outbox gauges from the partial index of pending rows. */
async function outboxBacklog(pool: Pool, schema: string): Promise<{ pending: number; age: number }> {
  const { rows } = await pool.query<{ pending: string; age: number | null }>(
    `SELECT count(*) AS pending, extract(epoch FROM clock_timestamp() - min(created_at))::float8 AS age
     FROM "${schema.replace(/"/g, '""')}".outbox WHERE sent_at IS NULL`,
  );
  return { pending: Number(rows[0]?.pending ?? 0), age: rows[0]?.age ?? 0 };
}

/**
 * Counts what the event machinery does (libs/events hooks) and reads its backlogs at scrape time:
 * outbox rows of every relay in this process, and the pending entries and lag of every group it
 * subscribed (when the bus has a backlog reader: Redis Streams, Kafka). Returns the removal.
 */
export function watchEvents(options: { backlog?: BacklogReader; onError?: (error: unknown) => void } = {}) {
  if (!metricsEnabled()) return () => undefined;
  const removals: (() => void)[] = [];
  const seenSchemas = new Set<string>();
  const seenGroups = new Set<string>();
  const observer: EventObserver = {
    relayCreated({ schema, pool }) {
      if (seenSchemas.has(schema)) return;
      seenSchemas.add(schema);
      const read = sharedRead(() => outboxBacklog(pool, schema));
      removals.push(
        outboxPending.add(async () => [{ labels: { schema }, value: (await read()).pending }]),
        outboxOldestAge.add(async () => [{ labels: { schema }, value: (await read()).age }]),
      );
    },
    published(schema, count) {
      outboxPublished.inc({ schema }, count);
    },
    subscribed(group, types) {
      const reader = options.backlog;
      if (!reader || seenGroups.has(group)) return;
      seenGroups.add(group);
      const read = sharedRead(() => reader(group, types));
      removals.push(
        consumerPending.add(async () =>
          (await read()).map((b) => ({ labels: { group, stream: b.stream }, value: b.pending })),
        ),
        consumerLag.add(async () =>
          (await read()).map((b) => ({ labels: { group, stream: b.stream }, value: b.lag })),
        ),
      );
    },
    // The attempt's duration comes with its outcome, so metrics need no wrapper around the handler.
    delivered(group, _event, outcome, seconds) {
      if (seconds !== undefined) consumerHandleDuration.observe({ group }, seconds);
      consumerEvents.inc({ group, outcome });
    },
  };
  for (const gauge of [outboxPending, outboxOldestAge, consumerPending, consumerLag])
    gauge.reportErrorsTo(options.onError ?? (() => undefined));
  removals.push(observeEvents(observer));
  return () => {
    for (const remove of removals.splice(0)) remove();
  };
}
