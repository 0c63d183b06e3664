// The publisher's figures (issue 44 item 5) as one table: a row per figure, a column per journal (the
// administrator's page, with the family) or per year (a journal's public "Our figures").
import type { PublisherFigures } from './publisher-figures.api';

const percent = (n: number | null) => (n === null ? '–' : `${(n * 100).toFixed(1)} %`);
const days = (n: number | null) => (n === null ? '–' : String(n));

const ROWS: { label: string; value: (f: PublisherFigures) => string }[] = [
  { label: 'Submissions received', value: (f) => String(f.submissionsReceived) },
  { label: 'Transferred in from a sister journal', value: (f) => String(f.transferredIn) },
  { label: 'Transferred out to a sister journal', value: (f) => String(f.transferredOut) },
  { label: 'Desk rejections', value: (f) => String(f.deskRejections) },
  { label: 'Reviews requested', value: (f) => String(f.reviewsRequested) },
  { label: 'Reviews accepted', value: (f) => String(f.reviewsAccepted) },
  { label: 'Reviews received', value: (f) => String(f.reviewsReceived) },
  { label: 'Acceptance rate', value: (f) => percent(f.acceptanceRate) },
  { label: 'Median days to first decision', value: (f) => days(f.medianDaysToFirstDecision) },
  { label: '90th percentile days to first decision', value: (f) => days(f.p90DaysToFirstDecision) },
  { label: 'Median days to acceptance', value: (f) => days(f.medianDaysToAcceptance) },
  { label: '90th percentile days to acceptance', value: (f) => days(f.p90DaysToAcceptance) },
  { label: 'Median days to publication', value: (f) => days(f.medianDaysToPublication) },
  { label: '90th percentile days to publication', value: (f) => days(f.p90DaysToPublication) },
  { label: 'Articles published', value: (f) => String(f.articlesPublished) },
];

/** Every licence any column counts, sorted: one row each. */
const licencesOf = (columns: { figures: PublisherFigures }[]) =>
  [...new Set(columns.flatMap((c) => Object.keys(c.figures.licences)))].sort();

export function PublisherFiguresTable({
  columns,
  caption,
}: {
  columns: { key: string; name: string; figures: PublisherFigures }[];
  caption: string;
}) {
  const licences = licencesOf(columns);
  return (
    <div className="analytics-table-wrap">
      <table className="analytics-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            {columns.map((c) => (
              <th scope="col" key={c.key}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {columns.map((c) => (
                <td key={c.key}>{row.value(c.figures)}</td>
              ))}
            </tr>
          ))}
          {licences.map((licence) => (
            <tr key={licence}>
              <th scope="row">Published under {licence === 'unknown' ? 'an unrecorded licence' : licence}</th>
              {columns.map((c) => (
                <td key={c.key}>{c.figures.licences[licence] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
