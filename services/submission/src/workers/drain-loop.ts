/**
 * The schedule of a background worker that works through what is pending (reviewer copies, integrity
 * checks): one drain at a time; a kick during a drain runs one more after it; `start` drains at once and
 * then every `retryMs` (for what failed); `stop` waits for the drain in progress. `drain` reads `stopped`
 * between items to end early.
 */
export class DrainLoop {
  private draining?: Promise<void>;
  private again = false;
  private halted = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly drain: () => Promise<void>,
    private readonly retryMs: number,
  ) {}

  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    this.halted = false;
    this.kick();
    this.timer ??= setInterval(() => this.kick(), this.retryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.halted = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.draining;
  }

  kick(): void {
    if (this.halted) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }
}
