import type { EditorMailKind } from '@journal/events';
import { oneLine } from './escape-html';
import { mail } from './peer-review.templates';
import { siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface EditorNotice {
  notice: EditorMailKind;
  submissionId: string;
  paperTitle: string;
  journalName: string;
  round?: number;
  reviewerName?: string;
  reason?: string | null;
  recommendation?: string;
  dueDate?: string;
}

const RECOMMENDATIONS: Record<string, string> = {
  accept: 'Accept',
  minor_revisions: 'Minor revisions',
  major_revisions: 'Major revisions',
  reject: 'Reject',
};

/** Each notice's subject and what it says (issue 29, item 3). */
export function wording(d: EditorNotice): { subject: string; lines: string[] } {
  const paper = `"${d.paperTitle}" (${d.journalName})`;
  const reviewer = d.reviewerName ?? 'A reviewer';
  switch (d.notice) {
    case 'new_submission':
      return { subject: 'New submission', lines: [`A new paper was submitted: ${paper}.`] };
    case 'reviewer_accepted':
      return {
        subject: 'Reviewer accepted',
        lines: [
          `${reviewer} accepted to review ${paper}; the report is due on ${d.dueDate ?? 'the due date'}.`,
        ],
      };
    case 'reviewer_declined':
      return {
        subject: 'Reviewer declined',
        lines: [
          `${reviewer} declined to review ${paper}.`,
          '',
          d.reason ? `Their reason: ${d.reason}` : 'No reason was given.',
        ],
      };
    case 'report_submitted':
      return {
        subject: 'Report submitted',
        lines: [
          `${reviewer} submitted a report on ${paper}. Recommendation: ${RECOMMENDATIONS[d.recommendation ?? ''] ?? d.recommendation}.`,
        ],
      };
    case 'all_reports_in':
      return {
        subject: 'All reports in',
        lines: [
          `Every report of round ${d.round ?? 1} of ${paper} is in (the last from ${reviewer}). The paper awaits your decision.`,
        ],
      };
    case 'review_overdue':
      return {
        subject: 'Review overdue',
        lines: [
          `${reviewer}'s report on ${paper} was due on ${d.dueDate ?? 'its due date'} and is not in yet.`,
        ],
      };
    case 'revision_received':
      return {
        subject: 'Revised version received',
        lines: [`The author uploaded a revised version of ${paper}.`],
      };
    case 'author_withdrew':
      return { subject: 'Paper withdrawn', lines: [`The author withdrew ${paper}.`] };
  }
}

/** A mail to the editors about one of their papers, with a link to its editorial page. */
export function editorNoticeTemplate(d: EditorNotice, ctx: TemplateContext): RenderedMail {
  const { subject, lines } = wording(d);
  return mail(ctx, oneLine(`${subject}: "${d.paperTitle}"`), ['Dear Editor,', '', ...lines], {
    label: 'Open the paper',
    href: siteLink(ctx, `/admin/submissions/${d.submissionId}`),
  });
}
