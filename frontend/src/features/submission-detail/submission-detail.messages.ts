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
  anonymityChecking: "Preparing the reviewers' copy and looking for the authors' names...",
  anonymityWarning:
    "The reviewers' copy still names the authors. Check these places before inviting reviewers (while the body names them, inviting asks you to confirm):",
  inviteLoad: 'This reviewer already has many reviews in progress',
  inviteNamesAuthors: "The reviewers' copy still names the authors",
  inviteNamesAuthorsConfirm:
    "Invite anyway? The reviewer will see these names; your confirmation is recorded in the paper's activity log.",
  anonymityClean: "No author's name, email or ORCID iD was found in the reviewers' copy.",
  removedFromCopy: "Removed from the reviewers' copy:",
  reviewerCopyMissing: 'Reviewers cannot download this manuscript yet:',
  anonymousVersionHelp:
    'Upload an anonymous version (DOC, DOCX or TXT, up to 10MB) to give reviewers instead. It is stored as you upload it.',
  anonymousVersionUploaded: 'Anonymous version uploaded; reviewers now get it.',
  anonymousVersionFailed: 'Failed to upload the anonymous version. Please try again.',
  anonymousVersionMissing: 'Please choose a file',
} as const;

const PLACES: Record<string, string> = {
  body: 'the body text',
  header: 'a header',
  footer: 'a footer',
  footnotes: 'the foot- or endnotes',
  'text-boxes': 'a text box',
  comments: 'the comments',
  properties: 'the document properties',
  'document-variables': 'the document variables',
  'embedded-document': 'an embedded document or object',
  'custom-xml': 'the custom XML data',
  template: "the attached template's path",
  hyperlinks: 'the hyperlink base or hyperlink list',
  'tracked-changes': "the tracked changes' authors or the list of people who edited",
};
const KINDS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  orcid: 'ORCID iD',
  affiliation: 'Affiliation',
};

/** 'Name "Rosalind Franklin" in the body text (2 times)'. */
export function describeFinding(finding: {
  kind: string;
  value: string;
  where: string;
  count?: number;
}): string {
  const times = finding.count && finding.count > 1 ? ` (${finding.count} times)` : '';
  return `${KINDS[finding.kind] ?? finding.kind} "${finding.value}" in ${PLACES[finding.where] ?? finding.where}${times}`;
}

/**
 * "Removed from the reviewers' copy: the document variables (Name "Rosalind Franklin", Email
 * "rosalind@example.org")": one line per place, the author's file's findings the copy no longer has.
 */
export function describeRemovedPlace(
  where: string,
  findings: readonly { kind: string; value: string; count?: number }[],
): string {
  const what = findings
    .map((f) => {
      const times = f.count && f.count > 1 ? ` ${f.count} times` : '';
      return `${KINDS[f.kind] ?? f.kind} "${f.value}"${times}`;
    })
    .join(', ');
  return `${DETAIL_MESSAGES.removedFromCopy} ${PLACES[where] ?? where} (${what})`;
}

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
