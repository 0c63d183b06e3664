// Texts of the editor's submission page (issue 12).
export const DETAIL_MESSAGES = {
  loading: 'Loading submission...',
  loadFailed: 'Failed to load the submission. Please try again.',
  mailsFailed: 'Failed to load the mails of this submission.',
  downloadFailed: 'Failed to download file. Please try again.',
  cancelFailed: 'Failed to cancel the invitation. Please try again.',
  cancelled: 'Invitation cancelled',
  decisionFailed: 'Failed to record the decision. Please try again.',
  decisionRecorded: 'Decision recorded; the author has been told.',
  decisionMissing: 'Please choose a decision',
  messageMissing: 'Please enter a message to the author',
  resendFailed: 'Failed to resend the mail. Please try again.',
  resent: 'The mail is queued again',
  noVersions: 'No file uploaded',
  noAssignments: 'No reviewers invited yet',
  noReports: 'No review reports yet',
  noDecisions: 'No decision yet',
  noMails: 'Every mail for this submission was delivered.',
} as const;

/** 'Reviewer 2: Rosalind Franklin': the number the author sees, and the name only editors see. */
export function reviewerName(
  person: { given_names: string; family_name: string } | undefined,
  number: number | undefined,
): string {
  const label = number ? `Reviewer ${number}` : 'Reviewer';
  return person ? `${label}: ${person.given_names} ${person.family_name}` : label;
}

/** The server's manuscript id, or (older answers) MS- and the first eight characters of the id. */
export function manuscriptId(detail: { id: string; manuscript_id?: string | null }): string {
  return detail.manuscript_id || `MS-${detail.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
