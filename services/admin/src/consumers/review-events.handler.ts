import { defineConsumer, handleOnce, type ConsumedEvent, type ConsumingService } from '@journal/events';
import { REVIEW_ACTIVITY_EVENT_TYPES } from '../domain/activity/activity-entries';
import { applyAssignmentState, insertDecision } from '../repositories/review-summary.repository';
import { recordActivity } from '../domain/activity/record-activity';

type ReviewEvent = ConsumedEvent<typeof reviewSummaryConsumer>;

const STATE: Record<Exclude<ReviewEvent['type'], 'review.decision_recorded.v1'>, string> = {
  'review.reviewer_invited.v1': 'invited',
  'review.reviewer_accepted.v1': 'accepted',
  'review.reviewer_declined.v1': 'declined',
  'review.invitation_cancelled.v1': 'cancelled',
  'review.report_submitted.v1': 'report_submitted',
};

/**
 * The admin list's review summary follows the review service's events: once per event id (handleOnce),
 * and an assignment's state only moves to a newer version, so duplicates and reordering end the same.
 */
export const reviewSummaryConsumer = defineConsumer({
  group: 'admin.review-summary',
  // Every event it follows also leaves activity-log entries (recordActivity below).
  types: REVIEW_ACTIVITY_EVENT_TYPES,
  handle:
    ({ pool }: ConsumingService, recordedAs) =>
    async (event) => {
      await handleOnce(pool, recordedAs, event, async (client) => {
        await recordActivity(client, event);
        if (event.type === 'review.decision_recorded.v1') {
          const p = event.payload;
          return insertDecision(client, {
            decisionId: p.decisionId,
            submissionId: p.submissionId,
            round: p.round,
            decision: p.decision,
            decidedAt: p.decidedAt,
          });
        }
        const p = event.payload;
        return applyAssignmentState(client, {
          assignmentId: p.assignmentId,
          submissionId: p.submissionId,
          round: p.round,
          state: STATE[event.type],
          version: event.version,
          dueDate: p.dueDate,
        });
      });
    },
});
