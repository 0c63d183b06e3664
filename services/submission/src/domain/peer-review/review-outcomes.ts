import { PEER_REVIEW_ACTOR, type TypedEvent } from '@journal/events';
import type { PeerReviewService } from './peer-review.service';

/** The paper's status after a review event was applied. */
export type AppliedStatus = { id: string; status: string };

/**
 * What peer review's events do here, whichever way they arrive: from the bus (the consumer groups
 * `submission.decisions` and `submission.review-starts`) or handed over by the review service right after
 * its commit (`POST /internal/submissions/:id/review-events`, ADR 0039). Both are idempotent, so the
 * second arrival changes nothing: a decision is kept once by its id, and a review starts only from
 * `submitted` and never for an acceptance older than the paper's last change.
 */
export function applyDecisionEvent(
  review: PeerReviewService,
  event: TypedEvent<'review.decision_recorded.v1'>,
): Promise<AppliedStatus> {
  const p = event.payload;
  return review.applyDecision({
    id: p.decisionId,
    submissionId: p.submissionId,
    round: p.round,
    decision: p.decision,
    message: p.message,
    decidedBy: p.decidedBy,
    decidedAt: new Date(p.decidedAt),
    comments: p.comments,
  });
}

export async function applyAcceptanceEvent(
  review: PeerReviewService,
  event: TypedEvent<'review.reviewer_accepted.v1'>,
): Promise<AppliedStatus> {
  const p = event.payload;
  const { id, status } = await review.startReview(p.submissionId, PEER_REVIEW_ACTOR, new Date(p.respondedAt));
  return { id, status };
}
