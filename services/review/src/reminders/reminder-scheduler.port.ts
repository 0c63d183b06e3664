export type ReminderKind = 'before_due' | 'overdue';

export interface ReminderJob {
  assignmentId: string;
  kind: ReminderKind;
  /** When the reminder is due. */
  at: Date;
}

/** Runs each job once at its time (or soon after, if that time already passed); a job scheduled twice runs once. */
export interface ReminderScheduler {
  readonly kind: 'bullmq' | 'in-process';
  schedule(job: ReminderJob): Promise<void>;
  start(fire: (job: ReminderJob) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export const reminderJobId = (job: Pick<ReminderJob, 'assignmentId' | 'kind'>) =>
  `reminder-${job.assignmentId}-${job.kind}`;
