import { csvLine } from '../csv';
import type { PublisherAnalytics, PublisherFigures } from '@journal/metadata';

/** The figures' columns in the JSON's order; `licences` becomes one column per licence code seen. */
const COLUMNS = [
  'submissionsReceived',
  'transferredIn',
  'transferredOut',
  'deskRejections',
  'reviewsRequested',
  'reviewsAccepted',
  'reviewsReceived',
  'acceptanceRate',
  'medianDaysToFirstDecision',
  'p90DaysToFirstDecision',
  'medianDaysToAcceptance',
  'p90DaysToAcceptance',
  'medianDaysToPublication',
  'p90DaysToPublication',
  'articlesPublished',
] as const satisfies readonly (keyof PublisherFigures)[];

/**
 * The publisher's figures as CSV: one line per journal, then one for the family (journal `family`).
 * Each licence any line counts gets a column `licence:{code}` (0 where a journal has none), sorted.
 */
export function publisherCsv(data: PublisherAnalytics): string {
  const rows = [
    ...data.journals.map((j) => ({ slug: j.slug, name: j.name, figures: j as PublisherFigures })),
    { slug: 'family', name: 'All journals', figures: data.family },
  ];
  const licences = [...new Set(rows.flatMap((r) => Object.keys(r.figures.licences)))].sort();
  return [
    csvLine(['year', 'journal', 'name', ...COLUMNS, ...licences.map((l) => `licence:${l}`)]),
    ...rows.map((r) =>
      csvLine([
        data.year,
        r.slug,
        r.name,
        ...COLUMNS.map((c) => r.figures[c]),
        ...licences.map((l) => r.figures.licences[l] ?? 0),
      ]),
    ),
  ].join('');
}
