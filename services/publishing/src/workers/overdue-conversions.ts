import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { failOverdueConversions } from '../events/production-events.publisher';

/**
 * Every so often (a tenth of the limit, at most a minute) fails the conversions past the job's limit,
 * so a hung converter or a job lost with its queue never leaves a paper `converting`.
 */
export function watchOverdueConversions(options: {
  pool: Pool;
  logger: Logger;
  limitMs: number;
  onFailed: () => void;
  now?: () => Date;
}): { stop(): void } {
  const now = options.now ?? (() => new Date());
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const failed = await failOverdueConversions(options.pool, { now: now(), limitMs: options.limitMs });
      if (failed.length) {
        options.logger.warn({ failed }, 'full-text conversions past their limit recorded as failed');
        options.onFailed();
      }
    } catch (err) {
      options.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'overdue sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), Math.min(60_000, Math.max(100, options.limitMs / 10)));
  timer.unref();
  void sweep();
  return { stop: () => clearInterval(timer) };
}
