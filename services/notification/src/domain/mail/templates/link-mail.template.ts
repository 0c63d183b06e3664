import { oneLine } from './escape-html';
import { button, layout, paragraph } from './mail-layout.template';
import { plainText, type RenderedMail, type TemplateContext } from './template.types';

/**
 * The mail that carries one account link (verify an address, reset a password): the greeting, why it
 * came, the link (a line in the text, a button in the HTML) and what to do when the reader did not ask.
 */
export function linkMail(
  ctx: TemplateContext,
  mail: {
    subject: string;
    name: string;
    intro: string;
    link: string;
    /** The text part's words before the link, and the button's label. */
    action: { text: string; button: string };
    ignore: string;
  },
): RenderedMail {
  const { name, intro, link, action, ignore } = mail;
  const subject = oneLine(mail.subject);
  const text = plainText(ctx, [`Dear ${name},`, '', intro, '', `${action.text}: ${link}`, '', ignore]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    paragraph(intro),
    button(action.button, link),
    paragraph(ignore),
  ]);
  return { subject, text, html };
}
