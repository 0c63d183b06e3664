import { oneLine } from './escape-html';
import { mail } from './peer-review.templates';
import { fullName, siteLink, type RenderedMail, type TemplateContext } from './template.types';

/** Issue 29, item 8: the author's receipt for a revised version (the editors get their own mail). */
export function revisionReceiptTemplate(
  data: {
    givenNames: string;
    familyName: string;
    paperTitle: string;
    journalName: string;
    fileVersion: number;
  },
  ctx: TemplateContext,
): RenderedMail {
  const subject = oneLine(`Revision received: "${data.paperTitle}"`);
  return mail(
    ctx,
    subject,
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      `We have received version ${data.fileVersion} of your paper "${data.paperTitle}" for ${data.journalName}, with your response to the reviewers. The editors have been told and will send it for the next round of review.`,
    ],
    { label: 'View my submissions', href: siteLink(ctx, '/profile') },
  );
}
