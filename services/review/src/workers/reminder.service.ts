import { DAY_MS, utcStartOf } from '@journal/config';
import { withTransaction, type Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { SubmissionClient } from '../clients/submission.client';
import { roundAccess } from '../domain/review-round';
import type { Assignment } from '../domain/review.types';
import { assignmentContext, recordReviewEvent } from '../events/review-events.publisher';
import { claimReminder, findAssignment, listOpenAssignments } from '../repositories/assignments.repository';
import { findRoundDecision } from '../repositories/decisions.repository';
import { scheduleReminder, type ReminderJob, type ReminderQueue } from '../jobs/reminder-queue';

/**
 * When an assignment's reminders are due: `reminderDays` before the due date (its start, UTC) and once
 * the due date has passed (the next day's start, UTC). A before-due time that lies before the invitation
 * is dropped: a reviewer invited two days ahead does not get a reminder with the invitation.
 */
export function reminderJobs(
  a: Pick<Assignment, 'id' | 'dueDate' | 'invitedAt'>,
  reminderDays: number,
): ReminderJob[] {
  const dueStart = utcStartOf(a.dueDate).getTime();
  const jobs: ReminderJob[] = [];
  const before = new Date(dueStart - reminderDays * DAY_MS);
  if (before > a.invitedAt) jobs.push({ assignmentId: a.id, kind: 'before_due', at: before });
  jobs.push({ assignmentId: a.id, kind: 'overdue', at: new Date(dueStart + DAY_MS) });
  return jobs;
}

/** Schedules and sends reviewer reminders; a reminder is a row, so it never goes twice. */
export class ReminderService {
  constructor(
    private readonly deps: {
      pool: Pool;
      queue: ReminderQueue;
      submissions: SubmissionClient;
      reminderDays: number;
      logger: Logger;
      afterCommit: () => void;
    },
  ) {}

  async start(): Promise<void> {
    await this.deps.queue.process(
      async (data) => {
        await this.fire({ ...data, at: new Date(data.at) });
      },
      { concurrency: 4 },
    );
    // Timers of the embedded default do not survive a restart: plan every open assignment again.
    for (const assignment of await listOpenAssignments(this.deps.pool)) await this.plan(assignment);
  }

  stop(): Promise<void> {
    return this.deps.queue.close();
  }

  async plan(assignment: Assignment): Promise<void> {
    if (assignment.state !== 'invited' && assignment.state !== 'accepted') return;
    for (const job of reminderJobs(assignment, this.deps.reminderDays))
      await scheduleReminder(this.deps.queue, job);
  }

  /**
   * Sends the reminder unless the review is over (report in, declined, cancelled, the round closed) or it
   * went already.
   */
  async fire(job: ReminderJob): Promise<boolean> {
    const found = await findAssignment(this.deps.pool, job.assignmentId);
    if (!found || (found.state !== 'invited' && found.state !== 'accepted')) return false;
    const paper = await this.deps.submissions.snapshot(found.submissionId);
    // A decided round or a paper out of review needs no report any more: no reminder either.
    const decision = await findRoundDecision(this.deps.pool, found.submissionId, found.round);
    if (roundAccess(found, paper, decision).closed) return false;
    const sent = await withTransaction(this.deps.pool, async (client) => {
      const current = await findAssignment(client, job.assignmentId, true);
      if (!current || (current.state !== 'invited' && current.state !== 'accepted')) return false;
      if (!(await claimReminder(client, current.id, job.kind))) return false;
      await recordReviewEvent(client, 'review.reminder_due.v1', current.submissionId, {
        ...assignmentContext(current, { paperTitle: paper.paper_title, journalName: paper.journal_name }),
        kind: job.kind,
      });
      return true;
    });
    if (sent) {
      this.deps.afterCommit();
      this.deps.logger.info({ assignmentId: job.assignmentId, kind: job.kind }, 'reviewer reminder due');
    }
    return sent;
  }
}
