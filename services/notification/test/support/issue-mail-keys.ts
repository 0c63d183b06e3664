/** Issue 42 item 7's journal template keys: every one must have a template (unit and gateway tests). */
export const ISSUE_MAIL_KEYS = [
  'submission-confirmation',
  'status-update',
  'decision',
  'revision-receipt',
  'reviewer-invitation',
  'reviewer-reminder',
  'reviewer-thanks',
  'reviewer-cancelled',
  'editor-notice',
  'handling-editor-assigned',
  'team-invitation',
  'proof-ready',
  'article-published',
  'discussion-message',
  'metadata-corrected',
];
