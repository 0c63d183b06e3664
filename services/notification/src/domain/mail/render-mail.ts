import type { RenderableMail } from '../../repositories/mail-job';
import { emailChangeNoticeTemplate } from './templates/email-change-notice.template';
import { articlePublishedTemplate } from './templates/article-published.template';
import { proofAnsweredTemplate, proofReadyTemplate } from './templates/proof.templates';
import { coAuthorNoticeTemplate } from './templates/co-author-notice.template';
import { statusChangeTemplate } from './templates/status-change.template';
import { submissionConfirmationTemplate } from './templates/submission-confirmation.template';
import type { RenderedMail, TemplateContext } from './templates/template.types';
import { verifyEmailTemplate } from './templates/verify-email.template';
import { passwordResetTemplate } from './templates/password-reset.template';
import { editorNoticeTemplate } from './templates/editor-notice.template';
import {
  editorialInvitationTemplate,
  editorialRoleGrantedTemplate,
} from './templates/editorial-team.templates';
import {
  decisionLetterTemplate,
  reviewInvitationTemplate,
  reviewReminderTemplate,
  reviewerThanksTemplate,
  revisionReceivedTemplate,
} from './templates/peer-review.templates';
import { revisionReceiptTemplate } from './templates/revision-receipt.template';
import { reviewCancelledTemplate } from './templates/review-cancelled.template';
import { handlingEditorAssignedTemplate } from './templates/handling-editor-assigned.template';
import { discussionMessageTemplate } from './templates/discussion-message.template';
import { orcidInvitationTemplate } from './templates/orcid-invitation.template';
import { metadataCorrectedTemplate } from './templates/metadata-corrected.template';
import { transferOfferedTemplate } from './templates/transfer-offered.template';

export function renderMail(job: RenderableMail, ctx: TemplateContext): RenderedMail {
  switch (job.kind) {
    case 'verify-email':
      return verifyEmailTemplate(job, ctx);
    case 'password-reset':
      return passwordResetTemplate(job, ctx);
    case 'submission-confirmation':
      return submissionConfirmationTemplate(job, ctx);
    case 'status-change':
      return statusChangeTemplate(job, ctx);
    case 'email-change-notice':
      return emailChangeNoticeTemplate(job, ctx);
    case 'co-author-notice':
      return coAuthorNoticeTemplate(job, ctx);
    case 'review-invitation':
      return reviewInvitationTemplate(job, ctx);
    case 'review-reminder':
      return reviewReminderTemplate(job, ctx);
    case 'review-cancelled':
      return reviewCancelledTemplate(job, ctx);
    case 'decision-letter':
      return decisionLetterTemplate(job, ctx);
    case 'revision-received':
      return revisionReceivedTemplate(job, ctx);
    case 'revision-receipt':
      return revisionReceiptTemplate(job, ctx);
    case 'reviewer-thanks':
      return reviewerThanksTemplate(job, ctx);
    case 'editor-notice':
      return editorNoticeTemplate(job, ctx);
    case 'handling-editor-assigned':
      return handlingEditorAssignedTemplate(job, ctx);
    case 'article-published':
      return articlePublishedTemplate(job, ctx);
    case 'proof-ready':
      return proofReadyTemplate(job, ctx);
    case 'proof-answered':
      return proofAnsweredTemplate(job, ctx);
    case 'editorial-role-granted':
      return editorialRoleGrantedTemplate(job, ctx);
    case 'editorial-invitation':
      return editorialInvitationTemplate(job, ctx);
    case 'discussion-message':
      return discussionMessageTemplate(job, ctx);
    case 'metadata-corrected':
      return metadataCorrectedTemplate(job, ctx);
    case 'orcid-invitation':
      return orcidInvitationTemplate(job, ctx);
    case 'transfer-offered':
      return transferOfferedTemplate(job, ctx);
  }
}
