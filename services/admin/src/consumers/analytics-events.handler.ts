import { defineConsumer, READ_LINGER_MS, type ConsumingService } from '@journal/events';
import {
  recordDecision,
  recordInvitation,
  recordLicence,
  recordPublication,
  recordSubmission,
} from '../repositories/analytics-events.repository';

/**
 * Keeps the facts the editorial figures need (issue 32): when each paper came in, was decided and was
 * published (under which licence), and when each reviewer was invited, answered and reported. Upserts keyed by the event's own
 * ids, so a redelivered or reordered event ends the same.
 */
export const analyticsConsumer = defineConsumer({
  group: 'admin.analytics',
  types: [
    'submission.created.v1',
    'submission.status_changed.v1',
    'review.reviewer_invited.v1',
    'review.reviewer_accepted.v1',
    'review.reviewer_declined.v1',
    'review.report_submitted.v1',
    'review.decision_recorded.v1',
    // Issue 44 item 5: the licence each published article has, for the publisher's figures.
    'publishing.article_changed.v1',
  ],
  // Every status change is read here, few write: lingering takes them in fewer reads.
  inTurn: true,
  lingerMs: READ_LINGER_MS,
  handle:
    ({ pool }: ConsumingService) =>
    async (event) => {
      switch (event.type) {
        case 'submission.created.v1':
          return recordSubmission(pool, event.payload);
        case 'submission.status_changed.v1': {
          const p = event.payload;
          if (p.newStatus === 'published') return recordPublication(pool, p.submissionId, p.changedAt);
          if (p.newStatus === 'accepted' || p.newStatus === 'rejected') {
            return recordDecision(pool, {
              source: 'status',
              sourceId: event.id,
              submissionId: p.submissionId,
              kind: p.newStatus === 'accepted' ? 'accept' : 'reject',
              decidedAt: p.changedAt,
            });
          }
          return;
        }
        case 'review.decision_recorded.v1': {
          const p = event.payload;
          return recordDecision(pool, {
            source: 'decision',
            sourceId: p.decisionId,
            submissionId: p.submissionId,
            kind: p.decision,
            decidedAt: p.decidedAt,
          });
        }
        case 'publishing.article_changed.v1': {
          const { articleId, licence } = event.payload;
          if (!licence) return;
          return recordLicence(pool, articleId, licence, event.version);
        }
        case 'review.reviewer_invited.v1':
          return recordInvitation(pool, event.payload, { invitedAt: event.payload.invitedAt });
        case 'review.reviewer_accepted.v1':
          return recordInvitation(pool, event.payload, {
            respondedAt: event.payload.respondedAt,
            accepted: true,
          });
        case 'review.reviewer_declined.v1':
          return recordInvitation(pool, event.payload, {
            respondedAt: event.payload.respondedAt,
            accepted: false,
          });
        case 'review.report_submitted.v1':
          return recordInvitation(pool, event.payload, { reportedAt: event.payload.submittedAt });
      }
    },
});
