import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { listStrandedMails } from '../repositories/mails.repository';
import type { MailQueue } from './mail-queue';

export interface MailReconcilerOptions {
  pool: Pool;
  queue: Pick<MailQueue, 'requeueMany'>;
  logger: Logger;
  /** How often unfinished rows are compared with the queue. */
  intervalMs: number;
  /** A queued or failed row untouched this long may have lost its job. */
  graceMs: number;
  /** A sending row older than this belongs to a dead worker. */
  leaseMs: number;
  batchSize?: number;
}

export interface MailReconciler {
  /** One pass; returns how many rows were handed to the queue again. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Re-queues the rows whose job the queue lost (Redis restarted without persistence, the embedded process
 * died with jobs in memory) or whose worker died mid-send. Requeue is a no-op for a row whose job is still
 * waiting, delayed or running, so running it on every instance at once is harmless.
 */
export function startMailReconciler(options: MailReconcilerOptions): MailReconciler {
  const limit = options.batchSize ?? 500;
  let current: Promise<number> | null = null;
  const runOnce = (): Promise<number> =>
    (current ??= (async () => {
      const ids = await listStrandedMails(options.pool, {
        graceMs: options.graceMs,
        leaseMs: options.leaseMs,
        limit,
      });
      await options.queue.requeueMany(ids);
      if (ids.length) options.logger.info({ rows: ids.length }, 'mail reconciler re-queued unfinished mails');
      return ids.length;
    })().finally(() => (current = null)));
  const tick = () =>
    void runOnce().catch((err: unknown) =>
      options.logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'mail reconciler pass failed',
      ),
    );
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await current?.catch(() => undefined);
    },
  };
}
