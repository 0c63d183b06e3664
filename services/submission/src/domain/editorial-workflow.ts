import type { SubmissionStatus } from '@journal/events';

/** Who asks for a status change: the global administrator keeps SPEC.md's any-to-any dropdown (issue 29). */
export interface StatusActor {
  email: string;
  administrator: boolean;
}

export const ONLY_ACCEPTED_PUBLISHED = 'Only an accepted paper can be published';
export const DECISION_REQUIRED = 'Accepted and rejected are recorded through a decision';
export const PUBLISHED_NOT_WITHDRAWN =
  'A published paper is unpublished through a retraction or a withdrawal';
export const SET_BY_WORKFLOW = 'Only a submitted paper can be put under review';
export const NOT_BACK_TO_SUBMITTED = 'A paper cannot go back to submitted';
export const ONLY_PUBLISHED_RETRACTED = 'Only a published paper can be retracted or withdrawn';

/**
 * Why a journal editor or manager may not move a paper from `current` to `next` (issue 29 item 6), or
 * undefined when the workflow allows it: `published` only from `accepted`, `accepted` and `rejected`
 * through a decision, `withdrawn` from any status before `published` (a published paper is unpublished
 * through `POST .../retraction`), `under_review` only from `submitted` (sending it out to review skips
 * nothing) and never back to `submitted`. In a section that is not peer reviewed (`peerReviewed` false)
 * an editor may also set `accepted` straight from `submitted` or `under_review`; it is recorded
 * `without_review`.
 */
export function editorRefusal(
  current: SubmissionStatus,
  next: SubmissionStatus,
  peerReviewed = true,
): string | undefined {
  switch (next) {
    case 'published':
      return current === 'accepted' ? undefined : ONLY_ACCEPTED_PUBLISHED;
    case 'accepted':
      // A section without peer review (an editorial, issue 42 item 2): the editor accepts directly.
      if (!peerReviewed && (current === 'submitted' || current === 'under_review')) return undefined;
      return DECISION_REQUIRED;
    case 'rejected':
      return DECISION_REQUIRED;
    case 'withdrawn':
      return current === 'published' ? PUBLISHED_NOT_WITHDRAWN : undefined;
    case 'under_review':
      return current === 'submitted' ? undefined : SET_BY_WORKFLOW;
    case 'submitted':
      return NOT_BACK_TO_SUBMITTED;
  }
}

/** A change skips peer review when it reaches accepted or published without a recorded accept decision. */
export function skipsReview(next: SubmissionStatus, hasAcceptDecision: boolean): boolean {
  return (next === 'accepted' || next === 'published') && !hasAcceptDecision;
}
