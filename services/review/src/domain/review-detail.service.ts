import type { Pool } from '@journal/db';
import { listAssignments } from '../repositories/assignments.repository';
import { listDecisions } from '../repositories/decisions.repository';
import { listReports } from '../repositories/reports.repository';
import { listAttachments } from '../repositories/report-attachments.repository';
import { listTransferredReports } from '../repositories/transferred-reports.repository';
import { assignmentView, decisionView, reportView, transferredReportView } from './review.views';

/** The review side of the editors' detail page: assignments, reports, decisions, earlier reviewers. */
export async function reviewDetail(pool: Pool, submissionId: string, currentRound: number) {
  const assignments = await listAssignments(pool, submissionId);
  const byId = new Map(assignments.map((a) => [a.id, a]));
  const reports = await listReports(pool, submissionId);
  const decisions = await listDecisions(pool, submissionId);
  const transferred = await listTransferredReports(pool, submissionId);
  const attachments = new Map((await listAttachments(pool, submissionId)).map((f) => [f.assignmentId, f]));
  const earlier = new Map<
    string,
    { email: string; given_names: string; family_name: string; reviewer_number: number; rounds: number[] }
  >();
  for (const a of assignments) {
    if (a.round >= currentRound || a.state === 'cancelled' || a.state === 'declined') continue;
    const key = a.reviewerEmail.toLowerCase();
    const entry = earlier.get(key) ?? {
      email: a.reviewerEmail,
      given_names: a.givenNames,
      family_name: a.familyName,
      reviewer_number: a.reviewerNumber,
      rounds: [],
    };
    if (!entry.rounds.includes(a.round)) entry.rounds.push(a.round);
    earlier.set(key, entry);
  }
  return {
    assignments: assignments.map(assignmentView),
    reports: reports.map((r) => reportView(r, byId.get(r.assignmentId)!, attachments.get(r.assignmentId))),
    decisions: decisions.map(decisionView),
    earlier_reviewers: [...earlier.values()],
    // Issue 44 item 1: the consenting reviewers' reports that came with a transfer, anonymous.
    transferred_reports: transferred.map(transferredReportView),
  };
}
