import { defineConsumer, type ConsumingService } from '@journal/events';
import { endInvitation, recordInvitation } from '../repositories/reviewers.repository';

/**
 * Keeps submission.reviewers (who reviews which paper) for the co-author check (issue 26). Each write is
 * idempotent and commutes with the others (an invitation never revives an ended one), so redeliveries
 * and any order give the same rows, with no processed_events row needed.
 */
export const reviewersConsumer = defineConsumer({
  group: 'submission.reviewers',
  types: ['review.reviewer_invited.v1', 'review.reviewer_declined.v1', 'review.invitation_cancelled.v1'],
  handle:
    ({ pool }: ConsumingService) =>
    async (event) => {
      const row = {
        assignmentId: event.payload.assignmentId,
        submissionId: event.payload.submissionId,
        reviewerEmail: event.payload.reviewerEmail,
      };
      if (event.type === 'review.reviewer_invited.v1') await recordInvitation(pool, row);
      else await endInvitation(pool, row);
    },
});
