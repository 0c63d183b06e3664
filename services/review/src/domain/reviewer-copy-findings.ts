import type { SubmissionClient } from '../clients/submission.client';

/** A finding as the invitation's event records it: the kind, place and count, never the name itself. */
export interface ConfirmedFinding {
  kind: string;
  where: string;
  count: number;
}

/**
 * What the body of the current version's reviewers' copy still names (issue 42 item 9). Headers,
 * footers, notes and text boxes are redacted in the copy and comments removed, so only the body (and
 * an editor's own anonymous version) can still name the authors; that is the editor's to confirm. A
 * copy that could not be checked gives none (the editor's page shows why).
 */
export async function bodyFindings(
  submissions: Pick<SubmissionClient, 'reviewerCopyFindings'>,
  submissionId: string,
): Promise<ConfirmedFinding[]> {
  const { checked, findings } = await submissions.reviewerCopyFindings(submissionId);
  if (!checked) return [];
  return findings
    .filter((finding) => finding.where === 'body')
    .map(({ kind, where, count }) => ({ kind, where, count }));
}
