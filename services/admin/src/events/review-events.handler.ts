import type { Pool } from '@journal/db';
import { handleOnce, type EventOf } from '@journal/events';
import { REVIEW_ACTIVITY_EVENT_TYPES } from '../domain/activity/activity-entries';
import { applyAssignmentState, insertDecision } from '../repositories/review-summary.repository';
import { recordActivity } from '../domain/activity/record-activity';
import { SCHEMA } from '../repositories/schema';

/** Every event it follows also leaves activity-log entries (recordActivity below). */
export const REVIEW_SUMMARY_EVENT_TYPES = REVIEW_ACTIVITY_EVENT_TYPES;
type ReviewEvent = EventOf<(typeof REVIEW_SUMMARY_EVENT_TYPES)[number]>;
export const REVIEW_SUMMARY_CONSUMER_GROUP = 'admin.review-summary';

/** Where this group records the events it handled (processed_events is keyed by group and event id). */
const CONSUMER = { schema: SCHEMA, group: REVIEW_SUMMARY_CONSUMER_GROUP };

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
export function reviewEventsHandler(pool: Pool) {
  return async (event: ReviewEvent): Promise<void> => {
    await handleOnce(pool, CONSUMER, event, async (client) => {
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
  };
}
