import { PEER_REVIEW_ACTOR, type TypedEvent } from '@journal/events';
import type { PeerReviewService } from '../domain/peer-review/peer-review.service';

export const REVIEW_EVENT_TYPES = ['review.decision_recorded.v1'] as const;
export const DECISIONS_CONSUMER_GROUP = 'submission.decisions';

/**
 * Applies an editor's decision that the review service recorded (the author's copy, the status, the
 * revision window). The review service also calls us directly; the decision id makes the second
 * arrival a no-op, and so is a redelivered event (no processed_events row needed).
 */
export function reviewEventsHandler(review: PeerReviewService) {
  return async (event: TypedEvent<'review.decision_recorded.v1'>): Promise<void> => {
    const p = event.payload;
    await review.applyDecision({
      id: p.decisionId,
      submissionId: p.submissionId,
      round: p.round,
      decision: p.decision,
      message: p.message,
      decidedBy: p.decidedBy,
      decidedAt: new Date(p.decidedAt),
      comments: p.comments,
    });
  };
}

export const ACCEPTANCE_EVENT_TYPES = ['review.reviewer_accepted.v1'] as const;
export const REVIEW_STARTS_CONSUMER_GROUP = 'submission.review-starts';

/**
 * The review service asks us directly to start the review when a reviewer accepts; this consumer is the
 * repair path when that call failed (submission down), so an acceptance always moves a `submitted` paper.
 * startReview is a no-op once the paper moved on, so the direct call and the event count once.
 */
export function reviewerAcceptedHandler(review: PeerReviewService) {
  return async (event: TypedEvent<'review.reviewer_accepted.v1'>): Promise<void> => {
    const p = event.payload;
    await review.startReview(p.submissionId, PEER_REVIEW_ACTOR, new Date(p.respondedAt));
  };
}
