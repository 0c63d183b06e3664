import { layout, button, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { fullName, plainText, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface SubmissionConfirmationData {
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
}

export function submissionConfirmationTemplate(
  data: SubmissionConfirmationData,
  ctx: TemplateContext,
): RenderedMail {
  const name = fullName(data.givenNames, data.familyName);
  const profile = siteLink(ctx, '/profile');
  const subject = oneLine(`Submission received: "${data.paperTitle}"`);
  const received = `We have received your paper "${data.paperTitle}" for ${data.journalName}. Its status is Submitted; our editors will review it and you will be notified of every status change.`;
  const follow = 'You can follow your submission on your profile.';
  const text = plainText(ctx, [`Dear ${name},`, '', received, '', `${follow} ${profile}`]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    paragraph(received),
    paragraph(follow),
    button('View my submissions', profile),
  ]);
  return { subject, text, html };
}
