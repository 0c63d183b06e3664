import type { AdminSubmission } from '../../api/admin.api';

/** What needs doing on a paper (issue 29, `next_action`), in the server's order, with the dashboard's words. */
export const NEXT_ACTION_LABELS: Record<string, string> = {
  ready_to_publish: 'Ready to publish',
  revision_received: 'Revision received',
  revision_requested: 'Waiting for the revision',
  assign_editor: 'Assign an editor',
  needs_decision: 'Needs a decision',
  reviews_overdue: 'Reviews overdue',
  invite_reviewers: 'Invite reviewers',
  awaiting_reviews: 'Awaiting reviews',
};

export const NEXT_ACTIONS = Object.keys(NEXT_ACTION_LABELS);

export function nextActionLabel(action: string | null | undefined): string {
  return action ? (NEXT_ACTION_LABELS[action] ?? action.replace(/_/g, ' ')) : 'Nothing to do';
}

/** "Round 2 · 1 of 3 reports": the round and how many of its live invitations reported. */
export function reviewProgressText(row: Pick<AdminSubmission, 'round' | 'progress'>): string {
  const round = row.round ?? 1;
  const { reports, reviewers } = row.progress ?? { reports: 0, reviewers: 0 };
  return `Round ${round} · ${reports} of ${reviewers} ${reviewers === 1 ? 'report' : 'reports'}`;
}

export const SKIP_REVIEW_CONFIRMATION = 'This paper has no completed review. Publish without peer review?';

/**
 * Whether moving `row` to `status` skips peer review (issue 29): accepted or published with no report in
 * and no accept decision. The administrator's dropdown still allows it, after a confirmation.
 */
export function skipsReview(row: AdminSubmission, status: string): boolean {
  if (status !== 'accepted' && status !== 'published') return false;
  // A row without the review summary (a server before issue 12) tells nothing to confirm.
  const review = row.review;
  return review !== undefined && review.reports === 0 && review.last_decision !== 'accept';
}
