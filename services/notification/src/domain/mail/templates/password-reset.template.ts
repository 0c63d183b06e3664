import { layout, button, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { fullName, plainText, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface PasswordResetData {
  accountKind: 'author' | 'admin';
  givenNames: string;
  familyName: string;
  resetToken: string;
}

/** The SPA's reset page, reached through the gateway; the token rides in the query (logs redact `token`). */
export function passwordResetLink(ctx: TemplateContext, token: string): string {
  return siteLink(ctx, `/reset-password?token=${encodeURIComponent(token)}`);
}

export function passwordResetTemplate(data: PasswordResetData, ctx: TemplateContext): RenderedMail {
  const link = passwordResetLink(ctx, data.resetToken);
  const name = fullName(data.givenNames, data.familyName);
  const account = data.accountKind === 'admin' ? 'administrator account' : 'account';
  const subject = oneLine(`Reset your password for ${ctx.publisherName}`);
  const intro = `Someone asked to reset the password of your ${ctx.publisherName} ${account}. The link below works once, for one hour.`;
  const ignore = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  const text = plainText(ctx, [`Dear ${name},`, '', intro, '', `Reset your password: ${link}`, '', ignore]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    paragraph(intro),
    button('Reset password', link),
    paragraph(ignore),
  ]);
  return { subject, text, html };
}
