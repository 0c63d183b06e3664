import { button, layout, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { fullName, plainText, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface EditorialRoleData {
  givenNames: string;
  familyName: string;
  journalName: string;
  role: 'manager' | 'editor';
}

export const roleWork = (role: EditorialRoleData['role']) =>
  role === 'manager'
    ? 'as a manager: you handle its submissions and keep its settings, team and editorial board'
    : 'as an editor: you handle its submissions';

/** To a registered person who was given a role in a journal's team (issue 28 part 3). */
export function editorialRoleGrantedTemplate(data: EditorialRoleData, ctx: TemplateContext): RenderedMail {
  const name = fullName(data.givenNames, data.familyName);
  const subject = oneLine(`You have joined the editorial team of ${data.journalName}`);
  const intro = `You have joined the editorial team of ${data.journalName} ${roleWork(data.role)}.`;
  const how = `Sign in with your ${ctx.publisherName} account to open the editorial dashboard.`;
  const href = siteLink(ctx, '/admin-login');
  const text = plainText(ctx, [`Dear ${name},`, '', intro, '', how, href]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    paragraph(intro),
    paragraph(how),
    button('Open the editorial dashboard', href),
  ]);
  return { subject, text, html };
}

export interface EditorialInvitationData {
  to: string;
  journalName: string;
  role: 'manager' | 'editor';
}

/** To an address without a confirmed account: register with it, and the role starts once it is confirmed. */
export function editorialInvitationTemplate(
  data: EditorialInvitationData,
  ctx: TemplateContext,
): RenderedMail {
  const subject = oneLine(`Invitation to the editorial team of ${data.journalName}`);
  const intro = `You have been invited to join the editorial team of ${data.journalName} ${roleWork(data.role)}.`;
  const how = `To accept, create your ${ctx.publisherName} account with this address (${data.to}) and confirm it with the link we send you. Your role starts as soon as the address is confirmed.`;
  const ignore = 'If you did not expect this invitation, you can ignore this email.';
  const href = siteLink(ctx, '/register');
  const text = plainText(ctx, ['Hello,', '', intro, '', how, href, '', ignore]);
  const html = layout(ctx, subject, [
    paragraph('Hello,'),
    paragraph(intro),
    paragraph(how),
    button('Create your account', href),
    paragraph(ignore),
  ]);
  return { subject, text, html };
}
