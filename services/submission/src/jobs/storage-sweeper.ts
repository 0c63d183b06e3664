import type { Queryable } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { FileStorage } from '@journal/storage';
import { isFileReferenced } from '../repositories/file-versions.repository';

/** An upload younger than this may still be on its way to its row (stored first, then inserted). */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Manuscripts and reviewers' copies, and supplementary files (issue 42 item 8). */
const SWEPT_PREFIXES = ['papers/', 'supplementary/'];

export interface SweepResult {
  temporaries: number;
  orphans: number;
}

/**
 * Removes what a crash or a lost request left in storage: temp files of unfinished puts, and stored
 * papers no submission row refers to, both only once older than an hour. Runs at start and hourly.
 */
export class StorageSweeper {
  private timer?: NodeJS.Timeout;
  private running?: Promise<SweepResult | undefined>;

  constructor(
    private readonly deps: {
      storage: FileStorage;
      db: Queryable;
      logger: Logger;
      now?: () => Date;
      minAgeMs?: number;
      intervalMs?: number;
    },
  ) {}

  async sweep(): Promise<SweepResult> {
    const cutoff = new Date(
      (this.deps.now ?? (() => new Date()))().getTime() - (this.deps.minAgeMs ?? SWEEP_MIN_AGE_MS),
    );
    const temporaries = await this.deps.storage.removeStaleTemporaries(cutoff);
    let orphans = 0;
    for (const prefix of SWEPT_PREFIXES)
      for await (const object of this.deps.storage.list(prefix)) {
        if (object.modifiedAt >= cutoff) continue;
        if (await isFileReferenced(this.deps.db, object.key)) continue;
        await this.deps.storage.delete(object.key);
        orphans += 1;
      }
    if (temporaries || orphans)
      this.deps.logger.info({ temporaries, orphans }, 'removed abandoned upload files');
    return { temporaries, orphans };
  }

  start(): void {
    if (this.timer) return;
    void this.runLogged();
    this.timer = setInterval(() => void this.runLogged(), this.deps.intervalMs ?? SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  // One sweep at a time; a failed sweep (storage or database down) is logged and retried next hour.
  private runLogged(): Promise<SweepResult | undefined> {
    this.running ??= this.sweep()
      .catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'upload sweep failed; retrying at the next interval');
        return undefined;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
