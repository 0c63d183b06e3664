import { layout, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { fullName, plainText, type RenderedMail, type TemplateContext } from './template.types';

export interface EmailChangeNoticeData {
  givenNames: string;
  familyName: string;
  newEmail: string;
}

/** To the account's current address when a move to another address is requested (nothing has changed yet). */
export function emailChangeNoticeTemplate(data: EmailChangeNoticeData, ctx: TemplateContext): RenderedMail {
  const name = fullName(data.givenNames, data.familyName);
  const subject = oneLine(`A change of your ${ctx.publisherName} email address was requested`);
  const intro = `Someone signed in to your ${ctx.publisherName} author account asked to change its email address to ${data.newEmail}. The change takes effect only when the link sent to that address is opened; until then this address stays in use.`;
  const advice =
    'If this was not you, change your password now: that ends every other session of the account.';
  const text = plainText(ctx, [`Dear ${name},`, '', intro, '', advice]);
  const html = layout(ctx, subject, [paragraph(`Dear ${name},`), paragraph(intro), paragraph(advice)]);
  return { subject, text, html };
}
