import type { Pool } from 'pg';
import type { EventBus } from '../bus/event-bus.port';
import { backoffDelay } from '../bus/retry-policy';
import { errorMessage, silentLogger, type EventsLogger } from '../logger';
import { DAY_MS } from '@journal/config/utc-calendar';
import { checkout } from '@journal/db';
import { parseEvent } from '../contracts/parse-event';
import type { EventEnvelope } from '../envelope';
import { eventHooks } from '../observability/event-observer';
import { OutboxRepository, toEnvelope, type OutboxRow } from './outbox.repository';

export interface OutboxRelayOptions {
  pool: Pool;
  schema: string;
  bus: EventBus;
  logger?: EventsLogger;
  batchSize?: number;
  /** Safety-net polling; kick() after a commit gives the low latency. */
  pollIntervalMs?: number;
  /** Backoff after a failed publish (exponential, capped). */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Sent rows older than this are deleted (checked at most hourly); 0 keeps them. */
  purgeSentAfterMs?: number;
  /** A row that fails this many times on its own (default 10) moves to outbox_dead_letters. */
  maxRowFailures?: number;
}

/**
 * Publishes committed outbox rows in batches: claims the oldest pending rows with FOR UPDATE SKIP LOCKED
 * (several relays never take the same row; one statement, keeping per-aggregate order), publishes them in one
 * bus call (one MULTI of XADDs on Redis, one sendBatch on Kafka), marks them sent (one UPDATE), all in one
 * transaction. A failed
 * publish records the error, leaves the rows pending and backs off. At least once: a crash after publish
 * and before commit republishes the batch, which consumers absorb with handleOnce.
 */
export class OutboxRelay {
  private readonly repo: OutboxRepository;
  private readonly logger: EventsLogger;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly backoff: { initialDelayMs: number; maxDelayMs: number; factor: number };
  private readonly purgeSentAfterMs: number;
  private readonly maxRowFailures: number;
  private loop: Promise<void> | null = null;
  private running = false;
  private kicked = false;
  private failures = 0;
  private nextPurgeAt = 0;
  private wake: ((byKick: boolean) => void) | null = null;

  constructor(private readonly options: OutboxRelayOptions) {
    this.repo = new OutboxRepository(options.schema);
    this.logger = options.logger ?? silentLogger;
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.backoff = {
      initialDelayMs: options.initialBackoffMs ?? 500,
      maxDelayMs: options.maxBackoffMs ?? 30_000,
      factor: 2,
    };
    this.purgeSentAfterMs = options.purgeSentAfterMs ?? 7 * DAY_MS;
    this.maxRowFailures = options.maxRowFailures ?? 10;
    eventHooks.relayCreated({ schema: options.schema, pool: options.pool });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.kicked = true;
    this.loop = this.run();
  }

  /** Publish now (call right after committing a transaction that wrote outbox rows). Ignored while backing off. */
  kick(): void {
    this.kicked = true;
    this.wake?.(true);
  }

  /** Finishes the batch in progress, then tries once more to publish what is pending. Never throws. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.(false);
    await this.loop;
    this.loop = null;
    await this.flush().catch((err: unknown) =>
      this.logger.warn(
        { err: errorMessage(err), schema: this.options.schema },
        'outbox flush at stop failed; rows stay pending',
      ),
    );
  }

  /** Publishes batches until nothing publishable is pending; returns how many events left. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.publishBatch();
      total += sent;
      if (sent === 0) return total;
    }
  }

  /**
   * One claim -> publish -> mark-sent transaction; returns the number of events published. A row that breaks
   * its contract, or that the bus refuses while it takes the rows around it, is that row's own failure
   * (counted, parked at maxRowFailures) and does not hold back the rows of other aggregates. When the bus takes
   * nothing, the bus is down: the rows stay pending and the error is thrown (the loop backs off).
   */
  async publishBatch(): Promise<number> {
    const { client, fail, release } = await checkout(this.options.pool);
    try {
      const rows = await this.repo.beginAndClaim(client, this.batchSize);
      const own: { id: string; error: string }[] = [];
      const valid = rows.filter((row) => {
        try {
          parseEvent(toEnvelope(row));
          return true;
        } catch (err) {
          own.push({ id: row.id, error: `invalid event: ${errorMessage(err)}` });
          return false;
        }
      });
      let sent: OutboxRow[] = [];
      if (valid.length > 0) {
        try {
          await this.publish(valid.map(toEnvelope));
          sent = valid;
        } catch (err) {
          sent = await this.publishOneByOne(valid, own);
          if (sent.length === 0) {
            await this.repo.markFailed(
              client,
              valid.map((r) => r.id),
              errorMessage(err),
            );
            await this.repo.markRowFailures(client, own, this.maxRowFailures);
            await client.query('COMMIT');
            throw new PublishFailedError(err);
          }
        }
      }
      // Mark-sent stays its own round trip before COMMIT: a COMMIT sent with it would commit even when this
      // process dies while the UPDATE waits (Postgres reads the whole query first), where a separate COMMIT
      // is never sent and the claim rolls back; gateway/test/cluster/cluster-faults.test.ts relies on that.
      if (sent.length > 0)
        await this.repo.markSent(
          client,
          sent.map((r) => r.id),
        );
      const parked = await this.repo.markRowFailures(client, own, this.maxRowFailures);
      await client.query('COMMIT');
      eventHooks.published(this.options.schema, sent.length);
      for (const failure of own)
        this.logger.warn(
          {
            schema: this.options.schema,
            eventId: failure.id,
            err: failure.error,
            parked: parked.includes(failure.id),
          },
          parked.includes(failure.id) ? 'outbox row parked in outbox_dead_letters' : 'outbox row failed',
        );
      return sent.length;
    } catch (err) {
      if (err instanceof PublishFailedError) throw err.cause;
      await client.query('ROLLBACK').catch(fail);
      throw err;
    } finally {
      release();
    }
  }

  /** Hands envelopes to the bus through the observers (a span per event when tracing is on). */
  private publish(events: EventEnvelope[]): Promise<void> {
    return eventHooks.publish(this.options.schema, events, (list) => this.options.bus.publish(list));
  }

  /**
   * After a refused batch: each row alone, in order, so the refused one can be told from the rest. A row
   * after a refused row of its aggregate waits (order per aggregate). If the bus refuses every row, nothing
   * is attributed to a row (the bus is down). Returns the rows published; adds the refused ones to `own`.
   */
  private async publishOneByOne(
    rows: OutboxRow[],
    own: { id: string; error: string }[],
  ): Promise<OutboxRow[]> {
    const sent: OutboxRow[] = [];
    const refused: { id: string; error: string }[] = [];
    const held = new Set<string>();
    for (const row of rows) {
      if (held.has(row.aggregate_id)) continue;
      try {
        await this.publish([toEnvelope(row)]);
        sent.push(row);
      } catch (err) {
        refused.push({ id: row.id, error: errorMessage(err) });
        held.add(row.aggregate_id);
      }
    }
    if (sent.length > 0) own.push(...refused);
    return sent;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let sent = 0;
      let failed = false;
      this.kicked = false;
      try {
        sent = await this.publishBatch();
        if (this.failures > 0) this.logger.info({ schema: this.options.schema }, 'outbox relay recovered');
        this.failures = 0;
        await this.maybePurge();
      } catch (err) {
        failed = true;
        this.failures += 1;
        this.logger.warn(
          { err: errorMessage(err), schema: this.options.schema, failures: this.failures },
          'outbox publish failed; rows stay pending',
        );
      }
      if (!this.running) break;
      if (failed) await this.sleep(backoffDelay(this.backoff, this.failures), false);
      else if (sent < this.batchSize && !this.kicked) await this.sleep(this.pollIntervalMs, true);
    }
  }

  private sleep(ms: number, kickable: boolean): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = (byKick) => {
        if (!byKick || kickable) done();
      };
    });
  }

  private async maybePurge(): Promise<void> {
    if (this.purgeSentAfterMs <= 0 || Date.now() < this.nextPurgeAt) return;
    this.nextPurgeAt = Date.now() + 3_600_000;
    const { client, release } = await checkout(this.options.pool);
    try {
      const purged = await this.repo.purgeSent(client, this.purgeSentAfterMs);
      if (purged > 0) this.logger.debug({ purged, schema: this.options.schema }, 'purged sent outbox rows');
    } finally {
      release();
    }
  }
}

/** Marks a publish failure that was already recorded and committed (no rollback needed). */
class PublishFailedError extends Error {
  constructor(override readonly cause: unknown) {
    super(errorMessage(cause));
  }
}
