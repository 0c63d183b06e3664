import { PEER_REVIEW_ACTOR, type EventOf } from '@journal/events';
import type { ActivityActor, ActivityEntry } from '../../repositories/activity.repository';

/** The review service's events in the log: the admin review summary's consumer follows the same ones. */
export const REVIEW_ACTIVITY_EVENT_TYPES = [
  'review.reviewer_invited.v1',
  'review.reviewer_accepted.v1',
  'review.reviewer_declined.v1',
  'review.invitation_cancelled.v1',
  'review.report_submitted.v1',
  'review.decision_recorded.v1',
] as const;

export const ACTIVITY_EVENT_TYPES = [
  'submission.created.v1',
  'submission.metadata_updated.v1',
  'submission.handling_editor_assigned.v1',
  'submission.revision_submitted.v1',
  'submission.status_changed.v1',
  ...REVIEW_ACTIVITY_EVENT_TYPES,
  'publishing.proof_sent.v1',
  'publishing.proof_answered.v1',
  'publishing.production_conversion_failed.v1',
] as const;
export type ActivityEvent = EventOf<(typeof ACTIVITY_EVENT_TYPES)[number]>;

/** Whether an event leaves entries in the log (the read-model consumers write them with their own effect). */
export const isActivityEvent = (event: { type: string }): event is ActivityEvent =>
  (ACTIVITY_EVENT_TYPES as readonly string[]).includes(event.type);

const person = (givenNames: string, familyName: string) => `${givenNames} ${familyName}`;
const editor = (email: string): ActivityActor => ({ name: null, email, role: 'editor' });
/** The platform's production step: it converts the file an editor chose and sends the proof. */
const PRODUCTION: ActivityActor = { name: 'Production', email: null, role: 'system' };

/**
 * Who changed a status: the author (their withdrawal), peer review itself (the first accepted
 * invitation; never the reviewer's address), or else the editors' side.
 */
function statusActor(actorEmail: string, author: { email: string; name: string }): ActivityActor {
  if (actorEmail === author.email) return { name: author.name, email: actorEmail, role: 'author' };
  if (actorEmail === PEER_REVIEW_ACTOR) return { name: 'Peer review', email: null, role: 'system' };
  return editor(actorEmail);
}

/** The optional fields other parts of issue 29 add to the review events, read without requiring them. */
interface InvitationExtras {
  conflictOverridden?: boolean;
  conflicts?: string[];
  findingsConfirmed?: boolean;
  findings?: { kind: string; where: string; count: number }[];
}
interface AcceptanceExtras {
  competingInterests?: string;
}

/** The log entries an event gives (oldest first); several for an invitation whose conflict was overridden. */
export function activityEntriesOf(event: ActivityEvent): ActivityEntry[] {
  switch (event.type) {
    case 'submission.created.v1':
    case 'submission.metadata_updated.v1': {
      const p = event.payload;
      // Issue 42 item 3: an editor's correction is theirs, with the fields it changed, not the author's edit.
      if (event.type === 'submission.metadata_updated.v1' && event.payload.changedBy) {
        const by = event.payload.changedBy;
        return [
          {
            at: event.payload.updatedAt,
            actor: { name: by.name, email: by.email, role: 'editor' },
            action: 'metadata_corrected',
            details: {
              paperTitle: p.paperTitle,
              changedFields: event.payload.changedFields ?? [],
              editorRole: by.role,
            },
          },
        ];
      }
      const at = event.type === 'submission.created.v1' ? event.payload.submittedAt : event.payload.updatedAt;
      return [
        {
          at,
          actor: { name: person(p.givenNames, p.familyName), email: p.authorEmail, role: 'author' },
          action: event.type === 'submission.created.v1' ? 'submitted' : 'metadata_edited',
          details: { paperTitle: p.paperTitle },
        },
      ];
    }
    case 'submission.handling_editor_assigned.v1': {
      const p = event.payload;
      return [
        {
          at: p.assignedAt,
          actor: editor(p.assignedBy),
          action: 'editor_assigned',
          details: { handlingEditor: p.handlingEditor },
        },
      ];
    }
    case 'submission.revision_submitted.v1': {
      const p = event.payload;
      return [
        {
          at: p.submittedAt,
          actor: { name: person(p.givenNames, p.familyName), email: p.authorEmail, role: 'author' },
          action: 'revision_submitted',
          details: { version: p.fileVersion },
        },
      ];
    }
    case 'submission.status_changed.v1': {
      const p = event.payload;
      const author = { email: p.authorEmail, name: person(p.givenNames, p.familyName) };
      return [
        {
          at: p.changedAt,
          actor: statusActor(p.actorEmail, author),
          action: p.newStatus === 'published' ? 'published' : 'status_changed',
          details: {
            from: p.oldStatus,
            to: p.newStatus,
            withoutReview: p.withoutReview ?? false,
            ...(p.retraction ? { retraction: p.retraction } : {}),
          },
        },
      ];
    }
    case 'review.reviewer_invited.v1': {
      const p = event.payload;
      const reviewer = { name: person(p.reviewerGivenNames, p.reviewerFamilyName), email: p.reviewerEmail };
      const extras = p as InvitationExtras;
      const invited: ActivityEntry = {
        at: p.invitedAt,
        actor: editor(p.invitedBy),
        action: 'reviewer_invited',
        details: { reviewer, round: p.round, dueDate: p.dueDate },
      };
      const entries = [invited];
      if (extras.conflictOverridden)
        entries.push({
          ...invited,
          action: 'conflict_overridden',
          details: { reviewer, conflicts: extras.conflicts ?? [] },
        });
      // Issue 42 item 9: invited though the reviewers' copy's body still names the authors.
      if (extras.findingsConfirmed)
        entries.push({
          ...invited,
          action: 'findings_confirmed',
          details: { reviewer, findings: extras.findings ?? [] },
        });
      return entries;
    }
    case 'review.reviewer_accepted.v1':
    case 'review.reviewer_declined.v1':
    case 'review.invitation_cancelled.v1':
    case 'review.report_submitted.v1':
      return [reviewerEntry(event)];
    case 'review.decision_recorded.v1': {
      const p = event.payload;
      return [
        {
          at: p.decidedAt,
          actor: editor(p.decidedBy),
          action: 'decision_recorded',
          details: { round: p.round, decision: p.decision },
        },
      ];
    }
    case 'publishing.proof_sent.v1': {
      const p = event.payload;
      // Sent by the platform once a production file is converted (the editor chose the file).
      return [
        {
          at: p.sentAt,
          actor: PRODUCTION,
          action: 'proof_sent',
          details: { generation: p.generation, recipients: p.recipients.map((r) => r.email) },
        },
      ];
    }
    case 'publishing.proof_answered.v1': {
      const p = event.payload;
      return [
        {
          at: p.answeredAt,
          actor: { name: null, email: p.answeredBy, role: 'author' },
          action: 'proof_answered',
          details: {
            generation: p.generation,
            decision: p.decision,
            ...(p.corrections ? { corrections: p.corrections } : {}),
          },
        },
      ];
    }
    case 'publishing.production_conversion_failed.v1': {
      const p = event.payload;
      // The platform's conversion of the file the editor chose; the public full text stayed as it was.
      return [
        {
          at: p.failedAt,
          actor: PRODUCTION,
          action: 'conversion_failed',
          details: { generation: p.generation, reason: p.reason, chosenBy: p.chosenBy },
        },
      ];
    }
  }
}

/**
 * Whether each publication had an approved proof: the paper's latest proof entry before it is an approval
 * (a later proof sent after a corrected file is not approved until answered). Worked out when the log is
 * read, because the proof events (publishing's stream) and the status change (submission's) reach admin
 * through different groups, in no fixed order.
 */
export function withProofApproval(entries: ActivityEntry[]): ActivityEntry[] {
  let approved = false;
  return entries.map((entry) => {
    if (entry.action === 'proof_sent') approved = false;
    if (entry.action === 'proof_answered') approved = entry.details.decision === 'approve';
    if (entry.action !== 'published') return entry;
    return { ...entry, details: { ...entry.details, proofApproved: approved } };
  });
}

type ReviewerEvent = Extract<
  ActivityEvent,
  {
    type:
      | 'review.reviewer_accepted.v1'
      | 'review.reviewer_declined.v1'
      | 'review.invitation_cancelled.v1'
      | 'review.report_submitted.v1';
  }
>;

/** A reviewer's answer, or an editor's cancellation of the invitation (the event does not name who). */
function reviewerEntry(event: ReviewerEvent): ActivityEntry {
  const p = event.payload;
  const reviewer: ActivityActor = {
    name: person(p.reviewerGivenNames, p.reviewerFamilyName),
    email: p.reviewerEmail,
    role: 'reviewer',
  };
  const round = p.round;
  switch (event.type) {
    case 'review.reviewer_accepted.v1': {
      const declared = (event.payload as AcceptanceExtras).competingInterests;
      const details = { round, ...(declared !== undefined ? { competingInterests: declared } : {}) };
      return { at: event.payload.respondedAt, actor: reviewer, action: 'review_accepted', details };
    }
    case 'review.reviewer_declined.v1':
      return {
        at: event.payload.respondedAt,
        actor: reviewer,
        action: 'review_declined',
        details: { round, reason: event.payload.reason },
      };
    case 'review.invitation_cancelled.v1':
      return {
        at: event.payload.cancelledAt,
        actor: { name: null, email: null, role: 'editor' },
        action: 'invitation_cancelled',
        details: { round, reviewer: { name: reviewer.name, email: reviewer.email } },
      };
    case 'review.report_submitted.v1':
      return {
        at: event.payload.submittedAt,
        actor: reviewer,
        action: 'report_submitted',
        details: {
          round,
          reviewerNumber: event.payload.reviewerNumber,
          recommendation: event.payload.recommendation,
        },
      };
  }
}
