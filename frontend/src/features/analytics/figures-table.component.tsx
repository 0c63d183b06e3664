// The editorial figures of each journal shown, and their total, as one table (also the annual report's).
import type { EditorialFigures, Spread } from './analytics.api';

const percent = (n: number | null) => (n === null ? '–' : `${(n * 100).toFixed(1)} %`);
const days = (n: number | null) => (n === null ? '–' : `${n}`);
const spread = (s: Spread) => (s.median === null ? '–' : `${s.median} / ${s.p90}`);

const ROWS: { label: string; value: (f: EditorialFigures) => string }[] = [
  { label: 'Submissions received', value: (f) => String(f.submissionsReceived) },
  { label: 'Accepted', value: (f) => String(f.decisions.accept) },
  { label: 'Rejected', value: (f) => String(f.decisions.reject) },
  { label: 'Revisions asked', value: (f) => String(f.decisions.revisions) },
  { label: 'Desk rejections', value: (f) => String(f.deskRejections) },
  { label: 'Acceptance rate', value: (f) => percent(f.acceptanceRate) },
  { label: 'Days to first decision (median / 90th pct.)', value: (f) => spread(f.daysToFirstDecision) },
  { label: '… without desk rejections', value: (f) => spread(f.daysToFirstDecisionExcludingDesk) },
  { label: 'Days to final decision (median / 90th pct.)', value: (f) => spread(f.daysToFinalDecision) },
  { label: '… without desk rejections', value: (f) => spread(f.daysToFinalDecisionExcludingDesk) },
  { label: 'Reviewer invitations accepted', value: (f) => percent(f.reviewerAcceptanceRate) },
  { label: 'Median days to reviewer response', value: (f) => days(f.medianDaysToReviewerResponse) },
  { label: 'Median days to report', value: (f) => days(f.medianDaysToReport) },
  { label: 'Reviews received', value: (f) => String(f.reportsReceived) },
  { label: 'Reports per decided paper', value: (f) => days(f.reportsPerDecidedPaper) },
  { label: 'Published articles', value: (f) => String(f.publishedArticles) },
];

export function FiguresTable({
  columns,
  caption,
}: {
  columns: { key: string; name: string; figures: EditorialFigures }[];
  caption: string;
}) {
  return (
    <div className="analytics-table-wrap">
      <table className="analytics-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              {columns.map((c) => (
                <td key={c.key}>{row.value(c.figures)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
