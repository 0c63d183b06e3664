import type { Assignment, Decision, SubmissionSnapshot } from './review.types';

/** Statuses in which a paper is in review; any other (accepted, rejected, withdrawn, published) has left. */
const IN_REVIEW = new Set(['submitted', 'under_review']);

export interface RoundAccess {
  /** No more responses (accept, decline, report) on this link. */
  closed: boolean;
  reason: 'decided' | 'left_review' | null;
  /** The round's version may still be downloaded through this link. */
  downloadable: boolean;
}

/**
 * What an assignment's link still allows (issue 26, item 4). A round closes when its decision is recorded
 * (or a later version is under review) or when the paper leaves review. The manuscript stays downloadable
 * only to a reviewer who accepted, only while the paper is in review, and after the round's decision only
 * when that decision asked for revisions (the reviewer keeps the version they reviewed, never a later one).
 */
export function roundAccess(
  assignment: Pick<Assignment, 'round' | 'state'>,
  paper: Pick<SubmissionSnapshot, 'status' | 'current_version'>,
  decision: Pick<Decision, 'decision'> | undefined,
): RoundAccess {
  const leftReview = !IN_REVIEW.has(paper.status);
  const decided = decision !== undefined || assignment.round < paper.current_version;
  const accepted = assignment.state === 'accepted' || assignment.state === 'report_submitted';
  return {
    closed: leftReview || decided,
    reason: leftReview ? 'left_review' : decided ? 'decided' : null,
    downloadable: accepted && !leftReview && (decision === undefined || decision.decision === 'revisions'),
  };
}
