/** A person's reviewer profile: what identity's editorial profile event tells the review service. */
export interface ReviewerProfileView {
  email: string;
  givenNames: string;
  familyName: string;
  affiliation: string | null;
  orcid: string | null;
  interests: string[];
}

/** One person's history in a journal: totals over all their invitations there (issue 29, item 4). */
export interface PoolHistoryCounts {
  invited: number;
  accepted: number;
  declined: number;
  completed: number;
  /** Accepted and not yet reported, never cancelled, declined or finished ones. */
  openAssignments: number;
  medianDaysToReport: number | null;
}

/** One person of a journal's reviewer pool as `GET /api/admin/journals/{slug}/reviewers` lists them. */
export interface PoolReviewer extends ReviewerProfileView, PoolHistoryCounts {
  /** Reasons, e.g. 'co-author', 'same institution as an author'; empty without a paper. */
  conflicts: string[];
  /** Issue 44 item 2, across every journal of the family: open invitations and reviews in progress. */
  load: { open: number; inProgress: number };
  /** When their latest report in any journal came in (ISO), null if none. */
  lastReviewAt: string | null;
  /** Answered invitations over those no longer awaiting an answer (0 to 1, two decimals), null if none. */
  responseRate: number | null;
  /** The date (YYYY-MM-DD) they said they are away until; a person away today is left out of the pool. */
  unavailableUntil: string | null;
}
