import { oneLine } from './escape-html';
import { mail } from './peer-review.templates';
import { fullName, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface HandlingEditorAssignedData {
  givenNames: string;
  familyName: string;
  submissionId: string;
  paperTitle: string;
  journalName: string;
  assignedBy: string;
}

/** The paper's editorial page, where its handling editor works on it. */
export function editorialPageUrl(ctx: TemplateContext, submissionId: string): string {
  return siteLink(ctx, `/admin/submissions/${encodeURIComponent(submissionId)}`);
}

/** To an editor whom someone else made a paper's handling editor: the paper, its journal, the link. */
export function handlingEditorAssignedTemplate(
  data: HandlingEditorAssignedData,
  ctx: TemplateContext,
): RenderedMail {
  return mail(
    ctx,
    oneLine(`Handling editor: "${data.paperTitle}" in ${data.journalName}`),
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      `You are now the handling editor of "${data.paperTitle}" in ${data.journalName} (assigned by ${data.assignedBy}).`,
      "From now on the paper's editor mails come to you alone, and replies to its authors' and reviewers' mails reach you.",
    ],
    { label: 'Open the submission', href: editorialPageUrl(ctx, data.submissionId) },
  );
}
