import { performance } from 'node:perf_hooks';
import type { EventEnvelope } from '../envelope';
import { errorMessage, type EventsLogger } from '../logger';
import { eventHooks } from '../observability/event-observer';
import { abortableSleep } from '../util/abortable-sleep';
import type { EventHandler } from './event-bus.port';
import { backoffDelay, type RetryPolicy } from './retry-policy';

export type DeliveryOutcome =
  | { kind: 'handled'; attempts: number }
  /** Every attempt failed: the caller dead-letters the event and acknowledges it. */
  | { kind: 'exhausted'; attempts: number; error: string }
  /** The subscription is stopping: leave the event unacknowledged so it is delivered again. */
  | { kind: 'abandoned'; attempts: number };

export interface DeliveryContext {
  group: string;
  policy: RetryPolicy;
  logger: EventsLogger;
  /** Aborted when the subscription stops; ends the backoff wait early. */
  signal: AbortSignal;
  /** Attempts already spent on earlier deliveries (e.g. a message reclaimed from a dead consumer). */
  previousAttempts?: number;
  /** Called before each retry; returning false abandons the event (e.g. another consumer took it). */
  beforeRetry?: () => Promise<boolean>;
}

export function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}

/**
 * Runs the handler until it succeeds, retrying in place with exponential backoff. Retrying in place
 * (instead of moving on and coming back) keeps the per-aggregate order of the stream.
 */
export async function deliverWithRetry(
  event: EventEnvelope,
  handler: EventHandler,
  ctx: DeliveryContext,
): Promise<DeliveryOutcome> {
  let attempts = ctx.previousAttempts ?? 0;
  for (;;) {
    attempts += 1;
    const started = performance.now();
    try {
      await eventHooks.consume(ctx.group, event, () => handler(event));
      eventHooks.delivered(ctx.group, event, 'handled', secondsSince(started));
      return { kind: 'handled', attempts };
    } catch (err) {
      const error = errorMessage(err);
      const log = { eventId: event.id, type: event.type, group: ctx.group, attempt: attempts, err: error };
      eventHooks.delivered(ctx.group, event, 'failed', secondsSince(started));
      if (attempts >= ctx.policy.maxAttempts) {
        ctx.logger.error(log, 'event handler failed; giving up (dead letter)');
        eventHooks.delivered(ctx.group, event, 'dead_lettered');
        return { kind: 'exhausted', attempts, error };
      }
      eventHooks.delivered(ctx.group, event, 'retried');
      const delay = backoffDelay(ctx.policy, attempts);
      ctx.logger.warn({ ...log, retryInMs: delay }, 'event handler failed; will retry');
      await abortableSleep(delay, ctx.signal);
      if (ctx.signal.aborted) return { kind: 'abandoned', attempts };
      if (ctx.beforeRetry && !(await ctx.beforeRetry())) return { kind: 'abandoned', attempts };
    }
  }
}
