import type { Logger } from '@journal/logger';
import {
  DepositGivenUpError,
  QUEUE_ATTEMPTS_MARGIN,
  depositRetryDelay,
  type DepositJobProcessor,
  type DepositQueue,
  type DepositRetry,
} from './deposit-queue.port';

/**
 * Embedded-mode queue: attempts run one at a time with the BullMQ adapter's retry semantics. Jobs waiting at
 * shutdown go with the process; their rows stay open and are queued again at the next start.
 */
export class InProcessDepositQueue implements DepositQueue {
  readonly kind = 'in-process' as const;
  private readonly attempts = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private processor: DepositJobProcessor | undefined;
  private chain: Promise<void> = Promise.resolve();
  private readonly backlog: string[] = [];
  private closed = false;

  constructor(private readonly options: DepositRetry & { logger: Logger }) {}

  async enqueue(depositId: string): Promise<void> {
    if (this.closed || this.attempts.has(depositId)) return;
    this.attempts.set(depositId, 0);
    if (this.processor) this.run(depositId);
    else this.backlog.push(depositId);
  }

  async start(processor: DepositJobProcessor): Promise<void> {
    this.processor = processor;
    for (const id of this.backlog.splice(0)) this.run(id);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.chain;
  }

  private run(id: string): void {
    this.chain = this.chain.then(() => this.attempt(id));
  }

  private async attempt(id: string): Promise<void> {
    if (this.closed || !this.processor) return;
    const attempt = (this.attempts.get(id) ?? 0) + 1;
    this.attempts.set(id, attempt);
    try {
      await this.processor(id);
      this.attempts.delete(id);
    } catch (err) {
      const log = { depositId: id, attempt, err: err instanceof Error ? err.message : String(err) };
      if (err instanceof DepositGivenUpError || attempt >= this.options.maxAttempts + QUEUE_ATTEMPTS_MARGIN) {
        this.attempts.delete(id);
        this.options.logger.error(log, 'crossref deposit given up');
        return;
      }
      const delay = depositRetryDelay(this.options, attempt);
      this.options.logger.warn({ ...log, retryInMs: delay }, 'crossref deposit failed; will retry');
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.run(id);
      }, delay);
      this.timers.add(timer);
    }
  }
}
