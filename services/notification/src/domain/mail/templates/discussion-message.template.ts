import { oneLine } from './escape-html';
import { editorialPageUrl } from './handling-editor-assigned.template';
import { mail } from './peer-review.templates';
import { fullName, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface DiscussionMessageData {
  givenNames: string;
  familyName: string;
  submissionId: string;
  paperTitle: string;
  journalName: string;
  subject: string;
  recipientSide: 'editor' | 'author' | 'reviewer';
  /** The reviewer's fresh link token (their mail only). */
  linkToken?: string;
}

/**
 * Where the recipient reads and answers the thread: the author's profile (at the paper's card), the
 * reviewer's link, or the paper's editorial page.
 */
export function discussionUrl(ctx: TemplateContext, data: DiscussionMessageData): string {
  if (data.recipientSide === 'author')
    return siteLink(ctx, `/profile#submission-card-${encodeURIComponent(data.submissionId)}`);
  if (data.recipientSide === 'reviewer') return siteLink(ctx, `/review/${data.linkToken ?? ''}`);
  return editorialPageUrl(ctx, data.submissionId);
}

/**
 * A new message in a discussion of a paper (issue 42 item 6): the thread's subject and the link, never the
 * message itself, which stays behind the participants' access checks.
 */
export function discussionMessageTemplate(data: DiscussionMessageData, ctx: TemplateContext): RenderedMail {
  return mail(
    ctx,
    oneLine(`New message: "${data.subject}" about "${data.paperTitle}"`),
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      `There is a new message in the discussion "${data.subject}" about "${data.paperTitle}" in ${data.journalName}.`,
      'For your privacy the message is not in this mail; please read and answer it on the site.',
    ],
    { label: 'Read the message', href: discussionUrl(ctx, data) },
  );
}
