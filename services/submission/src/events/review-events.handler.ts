import type { TypedEvent } from '@journal/events';
import type { PeerReviewService } from '../domain/peer-review/peer-review.service';
import { applyAcceptanceEvent, applyDecisionEvent } from '../domain/peer-review/review-outcomes';

export const REVIEW_EVENT_TYPES = ['review.decision_recorded.v1'] as const;
export const DECISIONS_CONSUMER_GROUP = 'submission.decisions';

/**
 * Applies an editor's decision that the review service recorded (the author's copy, the status, the
 * revision window). The review service also hands the event over once by call, right after its commit
 * (ADR 0039); the decision id makes the second arrival a no-op, and so is a redelivered event (no
 * processed_events row needed).
 */
export function reviewEventsHandler(review: PeerReviewService) {
  return async (event: TypedEvent<'review.decision_recorded.v1'>): Promise<void> => {
    await applyDecisionEvent(review, event);
  };
}

export const ACCEPTANCE_EVENT_TYPES = ['review.reviewer_accepted.v1'] as const;
export const REVIEW_STARTS_CONSUMER_GROUP = 'submission.review-starts';

/**
 * A reviewer's acceptance starts the review of a `submitted` paper. The review service hands the event
 * over once by call (ADR 0039); this consumer gets it too, so an acceptance made while that call failed
 * (submission down) still moves the paper, and otherwise changes nothing.
 */
export function reviewerAcceptedHandler(review: PeerReviewService) {
  return async (event: TypedEvent<'review.reviewer_accepted.v1'>): Promise<void> => {
    await applyAcceptanceEvent(review, event);
  };
}
