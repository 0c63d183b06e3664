import { csvLine } from '../csv';
import type { EditorialFigures } from './editorial-figures';

const SPREADS = [
  'daysToFirstDecision',
  'daysToFirstDecisionExcludingDesk',
  'daysToFinalDecision',
  'daysToFinalDecisionExcludingDesk',
] as const;

const HEADER = [
  'journal',
  'name',
  'submissionsReceived',
  'accept',
  'reject',
  'revisions',
  'deskRejections',
  'acceptanceRate',
  ...SPREADS.flatMap((s) => [`${s}Median`, `${s}P90`]),
  'reviewerAcceptanceRate',
  'medianDaysToReviewerResponse',
  'medianDaysToReport',
  'reportsReceived',
  'reportsPerDecidedPaper',
  'publishedArticles',
  'transferredIn',
  'transferredOut',
];

/** The figures as CSV: one line per journal, then the total (journal `total`), the same columns as the JSON. */
export function figuresCsv(
  rows: {
    slug: string;
    name: string;
    figures: EditorialFigures;
    transferredIn: number;
    transferredOut: number;
  }[],
): string {
  return [
    csvLine(HEADER),
    ...rows.map((row) => {
      const { slug, name, figures: f } = row;
      return csvLine([
        slug,
        name,
        f.submissionsReceived,
        f.decisions.accept,
        f.decisions.reject,
        f.decisions.revisions,
        f.deskRejections,
        f.acceptanceRate,
        ...SPREADS.flatMap((s) => [f[s].median, f[s].p90]),
        f.reviewerAcceptanceRate,
        f.medianDaysToReviewerResponse,
        f.medianDaysToReport,
        f.reportsReceived,
        f.reportsPerDecidedPaper,
        f.publishedArticles,
        // Issue 44 item 1: papers in from and out to sister journals.
        row.transferredIn,
        row.transferredOut,
      ]);
    }),
  ].join('');
}
