import type { PoolClient } from '@journal/db';
import type { SubmissionStatus } from '@journal/events';
import { recordEvents, submissionStatusChanged } from '../events/submission-events.publisher';
import { updateSubmissionStatus } from '../repositories/submissions.repository';
import { listSupplementaryFiles } from '../repositories/supplementary-files.repository';
import type { StatusChangeNote, SubmissionRecord } from '../repositories/submission.types';

export type StatusChangedEvent = ReturnType<typeof submissionStatusChanged>;

/**
 * One status change inside the caller's transaction (the row is locked): new status, history entry and
 * `submission.status_changed.v1`. Admins, authors and peer review all change statuses through this.
 */
export async function changeStatusIn(
  client: PoolClient,
  current: SubmissionRecord,
  next: SubmissionStatus,
  actorEmail: string,
  /** The decision that causes the change, named on its event (no status mail beside the letter). */
  decisionId?: string,
): Promise<SubmissionRecord> {
  return (await changeStatusWithEvent(client, current, next, actorEmail, {}, decisionId)).record;
}

/** changeStatusIn, also returning the event it wrote (publishing an issue applies it at once, ADR 0039). */
export async function changeStatusWithEvent(
  client: PoolClient,
  current: SubmissionRecord,
  next: SubmissionStatus,
  actorEmail: string,
  note: StatusChangeNote = {},
  /** The decision that causes the change (issue 29 item 8), named on its event. */
  decisionId?: string,
): Promise<{ record: SubmissionRecord; event: StatusChangedEvent }> {
  const updated = await updateSubmissionStatus(client, current.id, next, {
    fromStatus: current.status,
    changedBy: actorEmail,
    ...note,
  });
  // The article lists the supplementary files: the change to published carries them (issue 42 item 8).
  const supplementary = next === 'published' ? await listSupplementaryFiles(client, current.id) : undefined;
  const event = submissionStatusChanged(updated, current.status, actorEmail, note, decisionId, supplementary);
  await recordEvents(client, [event]);
  return { record: updated, event };
}
