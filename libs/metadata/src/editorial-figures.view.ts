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

/**
 * The publisher's figures of one journal, or of the family, over one calendar year (issue 44 item 5, the
 * Plan S transparency figures; docs/api.md "The publisher's figures"). Days are whole-paper spans, null
 * when no paper counted.
 */
export interface PublisherFigures {
  submissionsReceived: number;
  transferredIn: number;
  transferredOut: number;
  deskRejections: number;
  reviewsRequested: number;
  reviewsAccepted: number;
  reviewsReceived: number;
  acceptanceRate: number | null;
  medianDaysToFirstDecision: number | null;
  p90DaysToFirstDecision: number | null;
  medianDaysToAcceptance: number | null;
  p90DaysToAcceptance: number | null;
  medianDaysToPublication: number | null;
  p90DaysToPublication: number | null;
  articlesPublished: number;
  /** Articles published in the year per licence code; `unknown` for one whose licence was never told. */
  licences: Record<string, number>;
}

/** `GET /api/admin/publisher/analytics`: every journal's figures and the family's. */
export interface PublisherAnalytics {
  year: number;
  journals: ({ slug: string; name: string } & PublisherFigures)[];
  family: PublisherFigures;
}

/** `GET /api/journals/{slug}/figures`: the journal's figures for each past complete year, newest first. */
export interface PublicJournalFigures {
  slug: string;
  name: string;
  years: ({ year: number } & PublisherFigures)[];
}
