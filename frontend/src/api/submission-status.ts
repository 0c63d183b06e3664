/** Submission statuses (SPEC section 4) and their display rules, shared by the author and admin screens. */
export const SUBMISSION_STATUSES = [
  'submitted',
  'under_review',
  'accepted',
  'rejected',
  'published',
] as const;

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

const LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  published: 'Published',
};

export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Submitted';
  return (LABELS as Record<string, string>)[status] ?? status.replace(/_/g, ' ');
}

export type BadgeColour = 'blue' | 'yellow' | 'green' | 'red' | 'purple' | 'grey';

const COLOURS: Record<SubmissionStatus, BadgeColour> = {
  submitted: 'blue',
  under_review: 'yellow',
  accepted: 'green',
  rejected: 'red',
  published: 'purple',
};

export function statusColour(status: string | null | undefined): BadgeColour {
  return (status && (COLOURS as Record<string, BadgeColour>)[status]) || 'grey';
}
