/** Median and 90th percentile of a sample: `{ median, p90 }`, null for an empty sample. */
export interface Spread {
  median: number | null;
  p90: number | null;
}

/** One calendar month of the editorial figures (docs/api.md "Editorial figures"). */
export interface MonthCounts {
  month: string;
  submissionsReceived: number;
  decisions: { accept: number; reject: number; revisions: number };
  deskRejections: number;
  publishedArticles: number;
}

/** The editorial figures of `GET /api/admin/analytics`: what admin computes and the SPA shows. */
export interface EditorialFigures extends Omit<MonthCounts, 'month'> {
  acceptanceRate: number | null;
  daysToFirstDecision: Spread;
  daysToFirstDecisionExcludingDesk: Spread;
  daysToFinalDecision: Spread;
  daysToFinalDecisionExcludingDesk: Spread;
  reviewerAcceptanceRate: number | null;
  medianDaysToReviewerResponse: number | null;
  medianDaysToReport: number | null;
  /** Reviews (reports) received in the period: the annual report's number of reviews. */
  reportsReceived: number;
  reportsPerDecidedPaper: number | null;
  byMonth: MonthCounts[];
}
