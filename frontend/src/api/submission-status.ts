/**
 * Display rules of the submission statuses (SPEC section 4, plus the author's `withdrawn` of issue 11),
 * shared by the author and admin screens. The list itself is the server's (@journal/metadata).
 */
import type { SubmissionStatus } from '@journal/metadata';

export { SUBMISSION_STATUSES, type SubmissionStatus } from '@journal/metadata';

const LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  published: 'Published',
  withdrawn: 'Withdrawn',
};

/**
 * Not a status: the author's view of `under_review` while a revisions decision waits for them (issue 29),
 * shown on their badge and history as the live banner names it.
 */
export const REVISIONS_REQUESTED = 'revisions_requested';

export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Submitted';
  if (status === REVISIONS_REQUESTED) return 'Revisions Requested';
  return (LABELS as Record<string, string>)[status] ?? status.replace(/_/g, ' ');
}

export type BadgeColour = 'blue' | 'yellow' | 'green' | 'red' | 'purple' | 'grey';

/** `withdrawn` has no colour of its own: "anything else grey". */
const COLOURS: Partial<Record<SubmissionStatus, BadgeColour>> = {
  submitted: 'blue',
  under_review: 'yellow',
  accepted: 'green',
  rejected: 'red',
  published: 'purple',
};

export function statusColour(status: string | null | undefined): BadgeColour {
  if (status === REVISIONS_REQUESTED) return 'yellow'; // still in review, waiting for the author
  return (status && (COLOURS as Record<string, BadgeColour>)[status]) || 'grey';
}
