/** Each template's name on the screen, and the group it is listed under (issue 42 item 7). */
export const MAIL_TEMPLATE_GROUPS: { title: string; keys: Record<string, string> }[] = [
  {
    title: 'To authors',
    keys: {
      'submission-confirmation': 'Submission received',
      'status-update': 'Status update',
      'co-author-submission': 'Co-author notice: submitted',
      'co-author-status-update': 'Co-author notice: status update',
      decision: 'Decision letter',
      'revision-receipt': 'Revision received (to the author)',
      'proof-ready': 'Proof ready',
      'article-published': 'Published',
      'metadata-corrected': 'Details corrected by the editors',
      'orcid-invitation': 'Co-author ORCID invitation',
      'transfer-offered': 'Transfer offer to a sister journal',
    },
  },
  {
    title: 'To reviewers',
    keys: {
      'reviewer-invitation': 'Reviewer invitation',
      'reviewer-reinvitation': 'Reviewer invitation: re-review',
      'reviewer-reminder': 'Reviewer reminder',
      'reviewer-overdue': 'Reviewer reminder: overdue',
      'reviewer-thanks': 'Thanks to the reviewer',
      'reviewer-cancelled': 'Reviewer invitation cancelled',
    },
  },
  {
    title: 'To editors',
    keys: {
      'editor-notice': 'Editor notice',
      'revision-received': 'Revised version received (to the editors)',
      'handling-editor-assigned': 'Handling editor assigned',
      'proof-approved': 'Proof approved',
      'proof-corrections': 'Proof corrections',
    },
  },
  {
    title: 'Team and discussions',
    keys: {
      'team-invitation': 'Team invitation',
      'team-member-added': 'Joined the team',
      'discussion-message': 'Discussion message',
    },
  },
  {
    title: "The site's mails",
    keys: {
      'password-reset': 'Password reset',
      'email-verification': 'Address verification',
      'email-change-confirmation': 'New address confirmation',
      'email-change-notice': 'Address change notice',
    },
  },
];

const NAMES: Record<string, string> = Object.assign({}, ...MAIL_TEMPLATE_GROUPS.map((g) => g.keys));

/** The template's name (a template added later without one here shows its key). */
export function mailTemplateName(key: string): string {
  return NAMES[key] ?? key;
}

/** The templates grouped as listed above; those no group names come last, under "Other mails". */
export function groupedTemplates<T extends { key: string }>(
  templates: T[],
): { title: string; templates: T[] }[] {
  const groups = MAIL_TEMPLATE_GROUPS.map((g) => ({
    title: g.title,
    templates: templates.filter((t) => t.key in g.keys),
  }));
  const other = templates.filter((t) => !(t.key in NAMES));
  return [...groups, { title: 'Other mails', templates: other }].filter((g) => g.templates.length > 0);
}
