// Peer review records as the API sends them (issue 12, docs/api.md): shared by the editor's detail page,
// the reviewer's page and the author's profile.

export const RECOMMENDATIONS = ['accept', 'minor_revisions', 'major_revisions', 'reject'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const DECISIONS = ['accept', 'reject', 'revisions'] as const;
export type DecisionKind = (typeof DECISIONS)[number];

const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  accept: 'Accept',
  minor_revisions: 'Minor revisions',
  major_revisions: 'Major revisions',
  reject: 'Reject',
};

const DECISION_LABELS: Record<DecisionKind, string> = {
  accept: 'Accepted',
  reject: 'Rejected',
  revisions: 'Revisions requested',
};

export function recommendationLabel(value: string): string {
  return (RECOMMENDATION_LABELS as Record<string, string>)[value] ?? value.replace(/_/g, ' ');
}

export function decisionLabel(value: string): string {
  return (DECISION_LABELS as Record<string, string>)[value] ?? value.replace(/_/g, ' ');
}

/** invited until answered; a cancelled invitation's link no longer works. */
export type AssignmentState = 'invited' | 'accepted' | 'declined' | 'cancelled' | 'report_submitted';

const ASSIGNMENT_LABELS: Record<AssignmentState, string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  report_submitted: 'Report submitted',
};

export function assignmentStateLabel(state: string): string {
  return (ASSIGNMENT_LABELS as Record<string, string>)[state] ?? state.replace(/_/g, ' ');
}

/** An anonymous comment to the author, as the author sees it ('Reviewer 1', ...). */
export interface AnonymousComment {
  reviewer: string;
  comments_to_author: string;
}

/** A decision as the author sees it (profile `individual_submissions[].decisions`). */
export interface AuthorDecision {
  id?: string;
  decision: DecisionKind | string;
  message: string;
  date: string;
  round?: number;
  comments?: AnonymousComment[];
}
