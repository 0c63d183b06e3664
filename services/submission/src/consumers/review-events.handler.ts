import { defineConsumer, type SubscribingService } from '@journal/events';
import type { PeerReviewService } from '../domain/peer-review/peer-review.service';
import { applyAcceptanceEvent, applyDecisionEvent } from '../domain/peer-review/review-outcomes';

/**
 * Applies an editor's decision that the review service recorded (the author's copy, the status, the
 * revision window). The review service also hands the event over once by call, right after its commit
 * (ADR 0039); the decision id makes the second arrival a no-op, and so is a redelivered event (no
 * processed_events row needed).
 */
export const decisionsConsumer = defineConsumer({
  group: 'submission.decisions',
  types: ['review.decision_recorded.v1'],
  handle:
    ({ review }: PeerReviewing) =>
    async (event) => {
      await applyDecisionEvent(review, event);
    },
});

/**
 * A reviewer's acceptance starts the review of a `submitted` paper. The review service hands the event
 * over once by call (ADR 0039); this consumer gets it too, so an acceptance made while that call failed
 * (submission down) still moves the paper, and otherwise changes nothing.
 */
export const reviewStartsConsumer = defineConsumer({
  group: 'submission.review-starts',
  types: ['review.reviewer_accepted.v1'],
  handle:
    ({ review }: PeerReviewing) =>
    async (event) => {
      await applyAcceptanceEvent(review, event);
    },
});

/** What both groups apply the review service's events through. */
type PeerReviewing = SubscribingService & { review: PeerReviewService };
