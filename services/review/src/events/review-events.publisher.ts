import type { PoolClient } from '@journal/db';
import {
  createEvent,
  writeOutbox,
  type EventPayload,
  type PayloadFor,
  type EventEnvelope,
} from '@journal/events';
import type { Assignment } from '../repositories/assignments.repository';
import { lockAndBumpVersion } from '../repositories/review-submissions.repository';
import { SCHEMA } from '../schema';

type AssignmentEventType =
  | 'review.reviewer_invited.v1'
  | 'review.reviewer_accepted.v1'
  | 'review.reviewer_declined.v1'
  | 'review.invitation_cancelled.v1'
  | 'review.report_submitted.v1'
  | 'review.reminder_due.v1';

/** The paper as a reviewer may know it: title and journal, never its authors. */
export interface PaperLabel {
  paperTitle: string;
  journalName: string;
}

export function assignmentContext(a: Assignment, paper: PaperLabel) {
  return {
    assignmentId: a.id,
    submissionId: a.submissionId,
    round: a.round,
    reviewerEmail: a.reviewerEmail,
    reviewerGivenNames: a.givenNames,
    reviewerFamilyName: a.familyName,
    paperTitle: paper.paperTitle,
    journalName: paper.journalName,
    dueDate: a.dueDate,
  };
}

/** Writes one review event of a submission in the caller's transaction (aggregate = the submission); returns it. */
export async function recordReviewEvent<
  T extends AssignmentEventType | 'review.decision_recorded.v1' | 'review.discussion_message_posted.v1',
>(
  client: PoolClient,
  type: T,
  submissionId: string,
  payload: EventPayload<T>,
): Promise<EventEnvelope<PayloadFor<T>, T>> {
  const version = await lockAndBumpVersion(client, submissionId);
  const event = createEvent<T>(type, submissionId, version, payload as PayloadFor<T>);
  await writeOutbox(client, SCHEMA, [event]);
  return event;
}
