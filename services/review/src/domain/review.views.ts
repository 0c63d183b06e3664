import type { Assignment, Decision, Report, SubmissionSnapshot } from './review.types';
import { manuscriptId, reviewerLabel } from './review.types';
import type { RoundAccess } from './review-round';
import { answersView } from './review-form/report-answers.view';
import { editorAttachmentView, reviewerAttachmentView } from './attachment/attachment.views';
import type { ReportAttachment } from '../repositories/report-attachments.repository';
import type { TransferredReport } from '../repositories/transferred-reports.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An assignment as editors see it (never shown to authors). */
export function assignmentView(a: Assignment) {
  return {
    id: a.id,
    submission_id: a.submissionId,
    round: a.round,
    reviewer: { email: a.reviewerEmail, given_names: a.givenNames, family_name: a.familyName },
    state: a.state,
    due_date: a.dueDate,
    invited_at: a.invitedAt.toISOString(),
    responded_at: iso(a.respondedAt),
    decline_reason: a.declineReason,
    competing_interests: a.competingInterests,
    cancelled_at: iso(a.cancelledAt),
    report_submitted_at: iso(a.reportSubmittedAt),
    invited_by: a.invitedBy,
    reviewer_number: a.reviewerNumber,
  };
}

export function reportView(r: Report, a: Assignment, attachment?: ReportAttachment) {
  return {
    id: r.id,
    assignment_id: r.assignmentId,
    round: r.round,
    reviewer_number: a.reviewerNumber,
    reviewer: { email: a.reviewerEmail, given_names: a.givenNames, family_name: a.familyName },
    recommendation: r.recommendation,
    comments_to_author: r.commentsToAuthor,
    comments_to_editor: r.commentsToEditor,
    // Beside the report, as the editor weighs it (issue 29, item 5).
    competing_interests: a.competingInterests,
    // The review form's answers, in its order (issue 42, item 5); [] without a form.
    answers: answersView(r),
    // The reviewer's file with where it names them (issue 42, item 5); null without one.
    attachment: editorAttachmentView(attachment),
    // Issue 44 item 1: whether the reviewer let the report go to a sister journal with a transfer.
    share_with_sister_journal: r.shareWithSisterJournal,
    submitted_at: r.submittedAt.toISOString(),
  };
}

/** A report that came with a transferred paper (issue 44 item 1): no reviewer's identity. */
export function transferredReportView(r: TransferredReport) {
  return {
    id: r.id,
    from_journal: r.fromJournal,
    reviewer: r.reviewerLabel,
    round: r.round,
    recommendation: r.recommendation,
    comments_to_author: r.commentsToAuthor,
    answers: answersView({ answers: r.answers, questions: r.questions }),
    submitted_at: r.submittedAt.toISOString(),
  };
}

export function decisionView(d: Decision) {
  return {
    id: d.id,
    round: d.round,
    decision: d.decision,
    message: d.message,
    decided_by: d.decidedBy,
    decided_at: d.decidedAt.toISOString(),
    comments: d.comments.map((c) => ({
      reviewer: c.reviewer,
      comments_to_author: c.commentsToAuthor,
      ...(c.answers?.length ? { answers: c.answers } : {}),
    })),
  };
}

/**
 * What the link's holder may see (double-blind): the paper without any author's name, email,
 * affiliation or ORCID iD, and the round's version under a neutral file name (null once the link no
 * longer serves it). `round_closed`: no more responses on this link (the round is decided or the paper
 * has left review).
 */
export function reviewerView(
  a: Assignment,
  paper: SubmissionSnapshot,
  report: Report | undefined,
  access: RoundAccess,
  file: { version: number; extension: string; size: number } | null,
  attachment?: ReportAttachment,
) {
  return {
    state: a.state,
    round: a.round,
    round_closed: access.closed,
    due_date: a.dueDate,
    expires_at: a.expiresAt.toISOString(),
    reviewer_label: reviewerLabel(a.reviewerNumber),
    competing_interests: a.competingInterests,
    // What this invitation asks besides the comments: the journal's form when it was sent (issue 42).
    questions: a.questions,
    submission: {
      id: paper.id,
      manuscript_id: manuscriptId(paper.id),
      paper_title: paper.paper_title,
      abstract: paper.abstract,
      keywords: paper.keywords,
      journal_id: paper.journal_id,
      journal_name: paper.journal_name,
    },
    file: file
      ? {
          name: neutralFileName(paper.id, file.version, file.extension),
          version: file.version,
          size: file.size,
        }
      : null,
    attachment: reviewerAttachmentView(attachment),
    report: report
      ? {
          recommendation: report.recommendation,
          comments_to_author: report.commentsToAuthor,
          comments_to_editor: report.commentsToEditor,
          answers: report.answers,
          submitted_at: report.submittedAt.toISOString(),
        }
      : null,
  };
}

export function neutralFileName(submissionId: string, version: number, extension: string): string {
  return `manuscript-${submissionId}-v${version}.${extension || 'bin'}`;
}
