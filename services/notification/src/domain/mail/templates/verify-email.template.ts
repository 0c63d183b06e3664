import { layout, button, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { fullName, plainText, siteLink, type RenderedMail, type TemplateContext } from './template.types';

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
  const link = verificationLink(ctx, data.verificationToken);
  const name = fullName(data.givenNames, data.familyName);
  const registration = data.reason === 'registration';
  const subject = oneLine(
    registration
      ? `Verify your email address for ${ctx.publisherName}`
      : `Confirm your new email address for ${ctx.publisherName}`,
  );
  const intro = registration
    ? `Thank you for registering with ${ctx.publisherName}. Please verify your email address to complete your author account.`
    : `You changed the email address of your ${ctx.publisherName} author account. Please confirm this new address.`;
  const ignore = registration
    ? 'If you did not create an account, you can ignore this email.'
    : 'If you did not change your email address, please contact us.';
  const text = plainText(ctx, [
    `Dear ${name},`,
    '',
    intro,
    '',
    `Verify your email address: ${link}`,
    '',
    ignore,
  ]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    paragraph(intro),
    button('Verify email address', link),
    paragraph(ignore),
  ]);
  return { subject, text, html };
}
