import { layout, button, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { statusLabel, statusShout } from './status-label';
import { fullName, plainText, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface StatusChangeData {
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
  oldStatus: string;
  newStatus: string;
}

export function statusChangeTemplate(data: StatusChangeData, ctx: TemplateContext): RenderedMail {
  const name = fullName(data.givenNames, data.familyName);
  const profile = siteLink(ctx, '/profile');
  const subject = oneLine(`Status update: "${data.paperTitle}" is now ${statusLabel(data.newStatus)}`);
  // Same wording as the live notice on the profile screen (docs/api.md).
  const update = `Your paper "${data.paperTitle}" in ${data.journalName} has been updated to ${statusShout(data.newStatus)}.`;
  const previous = `Previous status: ${statusLabel(data.oldStatus)}.`;
  const text = plainText(ctx, [
    `Dear ${name},`,
    '',
    update,
    previous,
    '',
    `View your submissions: ${profile}`,
  ]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    paragraph(update),
    paragraph(previous),
    button('View my submissions', profile),
  ]);
  return { subject, text, html };
}
