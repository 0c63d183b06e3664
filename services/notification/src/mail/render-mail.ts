import type { MailJob } from './mail-job';
import { emailChangeNoticeTemplate } from './templates/email-change-notice.template';
import { coAuthorNoticeTemplate } from './templates/co-author-notice.template';
import { statusChangeTemplate } from './templates/status-change.template';
import { submissionConfirmationTemplate } from './templates/submission-confirmation.template';
import type { RenderedMail, TemplateContext } from './templates/template.types';
import { verifyEmailTemplate } from './templates/verify-email.template';

export function renderMail(job: MailJob, ctx: TemplateContext): RenderedMail {
  switch (job.kind) {
    case 'verify-email':
      return verifyEmailTemplate(job, ctx);
    case 'submission-confirmation':
      return submissionConfirmationTemplate(job, ctx);
    case 'status-change':
      return statusChangeTemplate(job, ctx);
    case 'email-change-notice':
      return emailChangeNoticeTemplate(job, ctx);
    case 'co-author-notice':
      return coAuthorNoticeTemplate(job, ctx);
  }
}
