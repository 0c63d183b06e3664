import type { Assignment } from '../../repositories/assignments.repository';
import type { DiscussionMessage, DiscussionThread } from '../../repositories/discussions.repository';
import { reviewerLabel, type SubmissionSnapshot } from '../review.types';

/** How the author and the reviewer see the editors' messages: the office, never an editor's address. */
export const EDITORIAL_OFFICE = 'Editorial office';
export const YOU = 'You';

const message = (m: DiscussionMessage, sender: string) => ({
  id: m.id,
  from: m.side,
  sender,
  body: m.body,
  created_at: m.createdAt.toISOString(),
});

const messagesOf = (thread: DiscussionThread, messages: DiscussionMessage[]) =>
  messages.filter((m) => m.threadId === thread.id);

/**
 * The editors' view: whom each thread is with (the author by name, a reviewer by number and name) and who
 * wrote each message (an editor's address).
 */
export function editorThreadView(
  thread: DiscussionThread,
  messages: DiscussionMessage[],
  paper: SubmissionSnapshot,
  assignments: Assignment[],
) {
  const assignment = assignments.find((a) => a.id === thread.assignmentId);
  const authorName = `${paper.given_names} ${paper.family_name}`.trim() || paper.author_email;
  const reviewer = assignment
    ? `${reviewerLabel(assignment.reviewerNumber)} (${`${assignment.givenNames} ${assignment.familyName}`.trim() || assignment.reviewerEmail})`
    : 'Reviewer';
  const withWhom = thread.participant === 'author' ? `Author: ${authorName}` : reviewer;
  return {
    id: thread.id,
    subject: thread.subject,
    participant: thread.participant,
    reviewer_invitation_id: thread.assignmentId,
    with: withWhom,
    started_by: thread.startedBy,
    created_at: thread.createdAt.toISOString(),
    messages: messagesOf(thread, messages).map((m) =>
      message(
        m,
        m.side === 'editor'
          ? (m.senderEmail ?? EDITORIAL_OFFICE)
          : m.side === 'author'
            ? authorName
            : reviewer,
      ),
    ),
  };
}

/** The author's or the reviewer's view: their own messages are "You", the editors' the office's. */
export function participantThreadView(thread: DiscussionThread, messages: DiscussionMessage[]) {
  return {
    id: thread.id,
    subject: thread.subject,
    created_at: thread.createdAt.toISOString(),
    messages: messagesOf(thread, messages).map((m) =>
      message(m, m.side === 'editor' ? EDITORIAL_OFFICE : YOU),
    ),
  };
}
