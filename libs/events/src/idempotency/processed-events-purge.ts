import type { Pool } from 'pg';
import { DAY_MS } from '@journal/config/utc-calendar';
import { errorMessage, silentLogger, type EventsLogger } from '../logger';
import { quoteSchema } from '../util/sql-identifier';

/** Default retention of processed_events: far beyond any redelivery (bus retries last minutes). */
export const DEFAULT_PROCESSED_EVENTS_RETENTION_MS = 7 * DAY_MS;

/** Deletes `<schema>.processed_events` rows handled longer ago than `retentionMs`; returns the count. */
export async function purgeProcessedEvents(pool: Pool, schema: string, retentionMs: number): Promise<number> {
  const res = await pool.query(
    `DELETE FROM ${quoteSchema(schema)}.processed_events
     WHERE handled_at < now() - make_interval(secs => $1::double precision / 1000)`,
    [retentionMs],
  );
  return res.rowCount ?? 0;
}

export interface ProcessedEventsPurgeOptions {
  pool: Pool;
  schema: string;
  /** Default 7 days. Must exceed the longest time an event can be redelivered after it was handled. */
  retentionMs?: number;
  /** Default hourly; the first pass runs at start. */
  intervalMs?: number;
  logger?: EventsLogger;
}

/** Runs purgeProcessedEvents periodically for a consuming service; stop() waits for a pass in progress. */
export function startProcessedEventsPurge(options: ProcessedEventsPurgeOptions): { stop(): Promise<void> } {
  const logger = options.logger ?? silentLogger;
  const retentionMs = options.retentionMs ?? DEFAULT_PROCESSED_EVENTS_RETENTION_MS;
  let current: Promise<void> | null = null;
  const tick = () => {
    current ??= purgeProcessedEvents(options.pool, options.schema, retentionMs)
      .then((purged) => {
        if (purged > 0) logger.info({ purged, schema: options.schema }, 'purged old processed_events rows');
      })
      .catch((err: unknown) =>
        logger.warn({ err: errorMessage(err), schema: options.schema }, 'processed_events purge failed'),
      )
      .finally(() => (current = null));
  };
  const timer = setInterval(tick, options.intervalMs ?? 3_600_000);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
