export interface RestartBackoffOptions {
  initialMs: number;
  maxMs: number;
  /** Uptime after which a crash counts as a first one again. */
  stableMs: number;
}

/**
 * Delay before restarting one crashed child: doubles with each crash that follows a short run (a
 * crash loop must not spin), capped at maxMs, and starts over once the child ran for stableMs.
 */
export class RestartBackoff {
  private crashes = 0;

  constructor(private readonly options: RestartBackoffOptions) {}

  /** Records a crash after `uptimeMs` of running and returns the delay before the next start. */
  next(uptimeMs: number): { delayMs: number; attempt: number } {
    if (uptimeMs >= this.options.stableMs) this.crashes = 0;
    const delayMs = Math.min(this.options.maxMs, this.options.initialMs * 2 ** this.crashes);
    this.crashes += 1;
    return { delayMs, attempt: this.crashes };
  }
}
