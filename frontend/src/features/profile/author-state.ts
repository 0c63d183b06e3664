import type { AuthorSubmission, StatusChange } from '../../api/profile.api';
import { REVISIONS_REQUESTED } from '../../api/submission-status';
import { revisionOpen } from './submission-decisions.component';

/**
 * What the author sees as the paper's state (issue 29, item 8): `revisions_requested` while a revisions
 * decision waits for their revised version (the status stays `under_review`), so the badge, the history
 * and the live banner ('... updated to REVISIONS REQUESTED') say the same thing.
 */
export function shownStatus(submission: AuthorSubmission): string {
  return revisionOpen(submission) ? REVISIONS_REQUESTED : submission.status;
}

/** The status history with each revisions decision as a step 'Under Review → Revisions Requested', in time order. */
export function shownHistory(submission: AuthorSubmission): StatusChange[] {
  const requests = (submission.decisions ?? [])
    .filter((d) => d.decision === 'revisions')
    .map((d) => ({ from_status: 'under_review', to_status: REVISIONS_REQUESTED, changed_at: d.date }));
  return [...(submission.history ?? []), ...requests].sort(
    (a, b) => Date.parse(a.changed_at) - Date.parse(b.changed_at),
  );
}
