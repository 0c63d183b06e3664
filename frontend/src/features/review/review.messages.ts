// Texts of the reviewer's page (/review/:token, issue 12).
export const REVIEW_MESSAGES = {
  loading: 'Loading your invitation...',
  goneTitle: 'This review link no longer works',
  goneText:
    'If you expected to review this paper, please reply to the invitation mail and the editor will send you a new link.',
  loadFailed: 'Failed to load the invitation. Please try again.',
  actionFailed: 'Something went wrong. Please try again.',
  accepted: 'Thank you for accepting. You can download the manuscript and submit your report below.',
  declinedTitle: 'You declined this invitation',
  declinedText: 'Thank you for letting the editor know.',
  completedTitle: 'Your report has been submitted',
  completedText: 'Thank you for your review. The editor has been told.',
  alreadyReported: 'A report for this invitation has already been submitted.',
  cancelledText: 'The editor cancelled this invitation; no report is needed.',
  downloadFailed: 'Failed to download the manuscript. Please try again.',
  closedTitle: 'This review round is closed',
  closedText:
    'The editor has decided on this round, or the paper is no longer in review, so no response or report is needed. Thank you.',
  competingLegend: 'Competing interests',
  competingNone: 'I have no competing interests',
  competingDeclare: 'I declare the following competing interests',
  competingStatement: 'Statement',
  competingHint: 'Shared with the editor only; at most 2,000 characters.',
  competingMissing: 'Please declare any competing interests',
  competingTooLong: 'The competing interests statement must be at most 2,000 characters',
} as const;
