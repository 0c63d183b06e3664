import { oneLine } from './escape-html';
import { mail } from './peer-review.templates';
import { fullName, type RenderedMail, type TemplateContext } from './template.types';

/**
 * Issue 42 item 7: to a reviewer whose invitation the editors cancelled: the paper (never its authors), and
 * that their link no longer works.
 */
export function reviewCancelledTemplate(
  data: { givenNames: string; familyName: string; paperTitle: string; journalName: string },
  ctx: TemplateContext,
): RenderedMail {
  return mail(ctx, oneLine(`Review invitation withdrawn: "${data.paperTitle}"`), [
    `Dear ${fullName(data.givenNames, data.familyName)},`,
    '',
    `The editors of ${data.journalName} have withdrawn their invitation to review "${data.paperTitle}". You need not do anything more: the review link no longer works.`,
    '',
    'Thank you for your time.',
  ]);
}
