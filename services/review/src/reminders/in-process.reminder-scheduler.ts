import type { Logger } from '@journal/logger';
import { reminderJobId, type ReminderJob, type ReminderScheduler } from './reminder-scheduler.port';

/** setTimeout's longest delay; later jobs wake up and wait again. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Embedded default: timers in this process. They do not survive a restart; the review service schedules
 * every open assignment again at start, and the reminders table keeps a reminder from going twice.
 */
export class InProcessReminderScheduler implements ReminderScheduler {
  readonly kind = 'in-process' as const;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private fire: ((job: ReminderJob) => Promise<void>) | undefined;

  constructor(private readonly options: { clock: () => Date; logger: Logger }) {}

  async schedule(job: ReminderJob): Promise<void> {
    const id = reminderJobId(job);
    if (this.timers.has(id)) return;
    this.arm(id, job);
  }

  async start(fire: (job: ReminderJob) => Promise<void>): Promise<void> {
    this.fire = fire;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.fire = undefined;
  }

  private arm(id: string, job: ReminderJob): void {
    const wait = job.at.getTime() - this.options.clock().getTime();
    const timer = setTimeout(
      () => {
        if (wait > MAX_DELAY_MS) return this.arm(id, job);
        this.timers.delete(id);
        this.fire?.(job).catch((err: unknown) => {
          this.options.logger.error({ err, job: id }, 'reminder failed; retrying in a minute');
          this.arm(id, { ...job, at: new Date(this.options.clock().getTime() + 60_000) });
        });
      },
      Math.max(0, Math.min(wait, MAX_DELAY_MS)),
    );
    timer.unref();
    this.timers.set(id, timer);
  }
}
