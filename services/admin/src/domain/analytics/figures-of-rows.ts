import { DAY_MS, utcMonthsBetween } from '@journal/config';
import type { EditorialFigures, MonthCounts, PublisherFigures, Spread } from '@journal/metadata';
import type { FiguresRow, MonthRow, SpanRow } from '../../repositories/analytics-figures.repository';
import type { Period } from './editorial-figures';
import { ratio } from './percentiles';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A span's median and 90th percentile in days, by the arithmetic of `spreadOf` (the mean of the two middle
 * values in days, each a millisecond difference divided by a day), so the SQL figures equal the fold's to
 * the last digit.
 */
function spreadOfRow(span: SpanRow | null): Spread {
  if (!span || span.low === null || span.high === null || span.p90 === null) {
    return { median: null, p90: null };
  }
  return { median: round2((span.low / DAY_MS + span.high / DAY_MS) / 2), p90: round2(span.p90 / DAY_MS) };
}

const countsOfMonth = (m: MonthRow | undefined): Omit<MonthCounts, 'month'> => ({
  submissionsReceived: m?.received ?? 0,
  decisions: { accept: m?.accept ?? 0, reject: m?.reject ?? 0, revisions: m?.revisions ?? 0 },
  deskRejections: m?.desk ?? 0,
  publishedArticles: m?.published ?? 0,
});

/** Each month the period touches, with zeros where nothing happened, and the period's sums. */
function monthsAndTotals(row: FiguresRow, period: Period) {
  const found = new Map(row.months.map((m) => [m.month, m]));
  const byMonth = utcMonthsBetween(period.from.slice(0, 7), period.to.slice(0, 7)).map((month) => ({
    month,
    ...countsOfMonth(found.get(month)),
  }));
  const sum = (pick: (m: MonthRow) => number) => row.months.reduce((n, m) => n + pick(m), 0);
  const totals = countsOfMonth({
    month: '',
    received: sum((m) => m.received),
    accept: sum((m) => m.accept),
    reject: sum((m) => m.reject),
    revisions: sum((m) => m.revisions),
    desk: sum((m) => m.desk),
    published: sum((m) => m.published),
  });
  return { byMonth, totals };
}

/** The editorial figures (docs/api.md "Editorial figures") of one row of `figuresRows`. */
export function editorialFiguresOfRow(row: FiguresRow, period: Period): EditorialFigures {
  const { byMonth, totals } = monthsAndTotals(row, period);
  return {
    ...totals,
    acceptanceRate: ratio(row.decidedAccept, row.decided),
    daysToFirstDecision: spreadOfRow(row.firstDecision),
    daysToFirstDecisionExcludingDesk: spreadOfRow(row.firstDecisionExcludingDesk),
    daysToFinalDecision: spreadOfRow(row.finalDecision),
    daysToFinalDecisionExcludingDesk: spreadOfRow(row.finalDecisionExcludingDesk),
    reviewerAcceptanceRate: ratio(row.respondedAccepted, row.responded),
    medianDaysToReviewerResponse: spreadOfRow(row.responseMedian).median,
    medianDaysToReport: spreadOfRow(row.reportMedian).median,
    reportsReceived: row.reportsReceived,
    reportsPerDecidedPaper: row.decided ? round2(row.reportsOfDecided / row.decided) : null,
    byMonth,
  };
}

/** The publisher's figures (issue 44 item 5) of one row of `figuresRows`, its transfers included. */
export function publisherFiguresOfRow(row: FiguresRow, period: Period): PublisherFigures {
  const editorial = editorialFiguresOfRow(row, period);
  const acceptance = spreadOfRow(row.acceptance);
  const publication = spreadOfRow(row.publication);
  return {
    submissionsReceived: editorial.submissionsReceived,
    transferredIn: row.transferredIn,
    transferredOut: row.transferredOut,
    deskRejections: editorial.deskRejections,
    reviewsRequested: row.reviewsRequested,
    reviewsAccepted: row.reviewsAccepted,
    reviewsReceived: row.reportsReceived,
    acceptanceRate: editorial.acceptanceRate,
    medianDaysToFirstDecision: editorial.daysToFirstDecision.median,
    p90DaysToFirstDecision: editorial.daysToFirstDecision.p90,
    medianDaysToAcceptance: acceptance.median,
    p90DaysToAcceptance: acceptance.p90,
    medianDaysToPublication: publication.median,
    p90DaysToPublication: publication.p90,
    articlesPublished: editorial.publishedArticles,
    licences: row.licences,
  };
}
