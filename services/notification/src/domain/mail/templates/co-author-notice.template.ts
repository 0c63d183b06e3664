import { layout, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { statusLabel, statusShout } from './status-label';
import { fullName, plainText, type RenderedMail, type TemplateContext } from './template.types';

export interface CoAuthorNoticeData {
  reason: 'submitted' | 'status-change';
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
  /** The submitting author. */
  authorName: string;
  newStatus?: string;
}

/**
 * To a co-author (issue 11): when the paper is submitted, and on each status change. Co-authors have
 * no account here, so the mail names the submitting author instead of linking to a profile.
 */
export function coAuthorNoticeTemplate(data: CoAuthorNoticeData, ctx: TemplateContext): RenderedMail {
  const name = fullName(data.givenNames, data.familyName);
  const listed = `You are listed as a co-author of "${data.paperTitle}" submitted to ${data.journalName} by ${data.authorName}.`;
  const status = data.newStatus ?? 'submitted';
  const subject = oneLine(
    data.reason === 'submitted'
      ? `Co-author notice: "${data.paperTitle}" was submitted`
      : `Co-author notice: "${data.paperTitle}" is now ${statusLabel(status)}`,
  );
  const lines =
    data.reason === 'submitted'
      ? [listed, 'You will also receive a notice each time its status changes.']
      : [listed, `Its status has been updated to ${statusShout(status)}.`];
  const questions = `Questions about this paper go to ${data.authorName}.`;
  const text = plainText(ctx, [`Dear ${name},`, '', ...lines, '', questions]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    ...lines.map(paragraph),
    paragraph(questions),
  ]);
  return { subject, text, html };
}
