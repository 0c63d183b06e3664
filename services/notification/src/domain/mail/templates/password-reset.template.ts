import { linkMail } from './link-mail.template';
import { fullName, siteLink, type RenderedMail, type TemplateContext } from './template.types';

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
  const account = data.accountKind === 'admin' ? 'administrator account' : 'account';
  return linkMail(ctx, {
    subject: `Reset your password for ${ctx.publisherName}`,
    name: fullName(data.givenNames, data.familyName),
    intro: `Someone asked to reset the password of your ${ctx.publisherName} ${account}. The link below works once, for one hour.`,
    link: passwordResetLink(ctx, data.resetToken),
    action: { text: 'Reset your password', button: 'Reset password' },
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  });
}
