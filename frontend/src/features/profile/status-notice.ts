import type { DecisionRecordedEvent, StatusUpdatedEvent } from '../../api/realtime';

export type NoticeType = 'success' | 'error' | 'info';

export interface Notice {
  type: NoticeType;
  message: string;
  /** The submission a live notice concerns: the notice offers a way to its card. */
  submissionId?: string;
}

/** How long a live notice stays, and how long the affected card stays highlighted (SPEC section 9). */
export const NOTICE_MS = 7000;
export const HIGHLIGHT_MS = 5000;

/** error for rejected, success for accepted or published, info otherwise (SPEC section 4). */
export function noticeType(status: string): NoticeType {
  if (status === 'rejected') return 'error';
  if (status === 'accepted' || status === 'published') return 'success';
  return 'info';
}

export function noticeMessage(
  event: Pick<StatusUpdatedEvent, 'paperTitle' | 'journalName' | 'status'>,
): string {
  const status = event.status.replace(/_/g, ' ').toUpperCase();
  return `Your paper "${event.paperTitle}" in ${event.journalName} has been updated to ${status}`;
}

export function noticeFor(event: StatusUpdatedEvent): Notice {
  return { type: noticeType(event.status), message: noticeMessage(event), submissionId: String(event.id) };
}

/**
 * A revisions decision leaves the status as it is, so it gets the same notice with the decision in the
 * status's place ('... has been updated to REVISIONS REQUESTED'); accept and reject already come as
 * status updates (one notice each, not two).
 */
export function noticeForDecision(event: DecisionRecordedEvent): Notice | null {
  if (event.decision !== 'revisions') return null;
  return {
    type: 'info',
    message: noticeMessage({ ...event, status: 'revisions_requested' }),
    submissionId: String(event.id),
  };
}
