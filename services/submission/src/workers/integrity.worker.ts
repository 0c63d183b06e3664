import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { FileStorage } from '@journal/storage';
import { checkIntegrity } from '../domain/integrity/integrity-check';
import { listUncheckedSubmissions } from '../repositories/integrity.repository';
import { DrainLoop } from './drain-loop';

/** Papers not yet checked are looked for again this often (a check that failed, e.g. storage was down). */
export const INTEGRITY_RETRY_MS = 60_000;
const BATCH = 20;

/**
 * Runs the integrity checks off the request path (issue 44 item 4), like the reviewer copies: after each
 * commit that adds a paper or a revision (`kick`), at start (papers from before migration 021 too), and
 * every minute for what failed. One check at a time, so submitting stays fast and the database calm.
 */
export class IntegrityWorker {
  private readonly loop: DrainLoop;

  constructor(private readonly deps: { pool: Pool; storage: FileStorage; logger: Logger; retryMs?: number }) {
    this.loop = new DrainLoop(() => this.drain(), deps.retryMs ?? INTEGRITY_RETRY_MS);
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  kick(): void {
    this.loop.kick();
  }

  /** Every unchecked paper once per drain (one that fails waits for the next kick). */
  private async drain(): Promise<void> {
    const attempted = new Set<string>();
    try {
      while (!this.loop.stopped) {
        const next = (await listUncheckedSubmissions(this.deps.pool, attempted.size + BATCH)).find(
          (id) => !attempted.has(id),
        );
        if (!next) return;
        attempted.add(next);
        await checkIntegrity(this.deps, next).catch((err: unknown) =>
          this.deps.logger.warn({ err, submissionId: next }, 'integrity check failed; retrying later'),
        );
      }
    } catch (err) {
      this.deps.logger.warn({ err }, 'papers to check could not be listed; retrying later');
    }
  }
}
