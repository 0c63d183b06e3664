import { oneLine } from './escape-html';
import { mail } from './peer-review.templates';
import { fullName, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface TransferOfferedData {
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
  toJournalName: string;
  message: string;
}

/** Issue 44 item 1: to the author, an editor's offer to transfer their paper to a sister journal. */
export function transferOfferedTemplate(data: TransferOfferedData, ctx: TemplateContext): RenderedMail {
  return mail(
    ctx,
    oneLine(`Transfer offer: "${data.paperTitle}" to ${data.toJournalName}`),
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      `The editors of ${data.journalName} offer to transfer your paper "${data.paperTitle}" to ${data.toJournalName}, with its files, its details and the reports its reviewers agreed to pass on. Their message:`,
      '',
      data.message,
      '',
      'You can accept or decline the offer in your profile.',
    ],
    { label: 'View my submissions', href: siteLink(ctx, '/profile') },
  );
}
