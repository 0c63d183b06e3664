import { linkMail } from './link-mail.template';
import { fullName, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface VerifyEmailData {
  reason: 'registration' | 'email-change';
  givenNames: string;
  familyName: string;
  verificationToken: string;
}

/** The identity service's verification endpoint, reached through the gateway. */
export function verificationLink(ctx: TemplateContext, token: string): string {
  return siteLink(ctx, `/api/registration/verify-email?token=${encodeURIComponent(token)}`);
}

export function verifyEmailTemplate(data: VerifyEmailData, ctx: TemplateContext): RenderedMail {
  const registration = data.reason === 'registration';
  return linkMail(ctx, {
    subject: registration
      ? `Verify your email address for ${ctx.publisherName}`
      : `Confirm your new email address for ${ctx.publisherName}`,
    name: fullName(data.givenNames, data.familyName),
    intro: registration
      ? `Thank you for registering with ${ctx.publisherName}. Please verify your email address to complete your author account.`
      : `You changed the email address of your ${ctx.publisherName} author account. Please confirm this new address.`,
    link: verificationLink(ctx, data.verificationToken),
    action: { text: 'Verify your email address', button: 'Verify email address' },
    ignore: registration
      ? 'If you did not create an account, you can ignore this email.'
      : 'If you did not change your email address, please contact us.',
  });
}
