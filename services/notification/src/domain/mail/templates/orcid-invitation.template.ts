import { oneLine } from './escape-html';
import { mail } from './peer-review.templates';
import { fullName, type RenderedMail, type TemplateContext } from './template.types';

export interface OrcidInvitationData {
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
  invitationUrl: string;
}

/**
 * Issue 43 item 6: to a co-author of an accepted paper: confirm your ORCID iD at ORCID, so that the
 * paper's metadata carries it as authenticated and, if you allow it, the work reaches your ORCID record.
 */
export function orcidInvitationTemplate(data: OrcidInvitationData, ctx: TemplateContext): RenderedMail {
  return mail(
    ctx,
    oneLine(`Connect your ORCID iD: "${data.paperTitle}"`),
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      `The paper "${data.paperTitle}", of which you are a co-author, has been accepted by ${data.journalName}. Please sign in at ORCID to confirm your ORCID iD for it: the published metadata then carries your authenticated iD, and the article can be added to your ORCID record if you allow it.`,
    ],
    { label: 'Connect my ORCID iD', href: data.invitationUrl },
  );
}
