import type { z } from 'zod';
import {
  orcidCoAuthorConnectedV1,
  passwordResetRequestedV1,
  userEditorialProfileUpdatedV1,
  userOrcidConnectedV1,
  userEmailChangeRequestedV1,
  userEmailVerifiedV1,
  userProfileUpdatedV1,
  userRegisteredV1,
} from './identity-events.contract';
import {
  submissionAuthorUpdatedV1,
  submissionCreatedV1,
  submissionHandlingEditorAssignedV1,
  submissionMetadataUpdatedV1,
  submissionRevisionSubmittedV1,
  submissionStatusChangedV1,
  submissionTransferOfferedV1,
  submissionTransferredV1,
} from './submission-events.contract';
import {
  decisionRecordedV1,
  discussionMessagePostedV1,
  invitationCancelledV1,
  reminderDueV1,
  reportSubmittedV1,
  reviewerAcceptedV1,
  reviewerDeclinedV1,
  reviewerInvitedV1,
} from './review-events.contract';
import {
  articlePublishedV1,
  articleChangedV1,
  articleUsedV1,
  productionConversionFailedV1,
  proofAnsweredV1,
  proofSentV1,
} from './publishing-events.contract';
import {
  journalCreatedV1,
  journalDeletedV1,
  journalUpdatedV1,
  memberAddedV1,
  memberInvitedV1,
  memberRemovedV1,
} from './journals-events.contract';
import { siteChangedV1 } from './site-events.contract';

/** Every integration event type and its payload schema (docs/conventions.md). */
export const eventContracts = {
  'identity.user.registered.v1': userRegisteredV1,
  'identity.user.profile_updated.v1': userProfileUpdatedV1,
  'identity.user.email_change_requested.v1': userEmailChangeRequestedV1,
  'identity.user.email_verified.v1': userEmailVerifiedV1,
  'identity.user.editorial_profile_updated.v1': userEditorialProfileUpdatedV1,
  'identity.user.orcid_connected.v1': userOrcidConnectedV1,
  'identity.account.password_reset_requested.v1': passwordResetRequestedV1,
  'identity.orcid.coauthor_connected.v1': orcidCoAuthorConnectedV1,
  'submission.created.v1': submissionCreatedV1,
  'submission.status_changed.v1': submissionStatusChangedV1,
  'submission.author_updated.v1': submissionAuthorUpdatedV1,
  'submission.handling_editor_assigned.v1': submissionHandlingEditorAssignedV1,
  'submission.metadata_updated.v1': submissionMetadataUpdatedV1,
  'submission.revision_submitted.v1': submissionRevisionSubmittedV1,
  'submission.transfer_offered.v1': submissionTransferOfferedV1,
  'submission.transferred.v1': submissionTransferredV1,
  'review.reviewer_invited.v1': reviewerInvitedV1,
  'review.reviewer_accepted.v1': reviewerAcceptedV1,
  'review.reviewer_declined.v1': reviewerDeclinedV1,
  'review.invitation_cancelled.v1': invitationCancelledV1,
  'review.report_submitted.v1': reportSubmittedV1,
  'review.reminder_due.v1': reminderDueV1,
  'review.decision_recorded.v1': decisionRecordedV1,
  'review.discussion_message_posted.v1': discussionMessagePostedV1,
  'publishing.article_published.v1': articlePublishedV1,
  'publishing.article_changed.v1': articleChangedV1,
  'publishing.proof_sent.v1': proofSentV1,
  'publishing.proof_answered.v1': proofAnsweredV1,
  'publishing.production_conversion_failed.v1': productionConversionFailedV1,
  'journals.journal_created.v1': journalCreatedV1,
  'journals.journal_updated.v1': journalUpdatedV1,
  'journals.journal_deleted.v1': journalDeletedV1,
  'journals.member_added.v1': memberAddedV1,
  'journals.member_removed.v1': memberRemovedV1,
  'journals.member_invited.v1': memberInvitedV1,
  'journals.site_changed.v1': siteChangedV1,
  'article.used.v1': articleUsedV1,
} as const;

export type EventType = keyof typeof eventContracts;
export type EventPayload<T extends EventType> = z.infer<(typeof eventContracts)[T]>;

export const EVENT_TYPES = Object.keys(eventContracts) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(eventContracts, type);
}
