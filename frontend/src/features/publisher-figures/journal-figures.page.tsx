// /journals/:journalId/figures: a journal's public "Our figures" (issue 44 item 5), on its manager's
// switch: the publisher's figures of each past complete year, newest first, as a chart and a table.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, serverMessageOr } from '../../api/api-error';
import '../analytics/analytics.css';
import { usePublicJournalFigures } from './publisher-figures.api';
import { PublisherFiguresChart } from './publisher-figures-chart.component';
import { PublisherFiguresTable } from './publisher-figures-table.component';

export default function JournalFiguresPage() {
  const slug = useParams().journalId ?? '';
  const figures = usePublicJournalFigures(slug);
  const columns = useMemo(
    () => (figures.data?.years ?? []).map((y) => ({ key: String(y.year), name: String(y.year), figures: y })),
    [figures.data],
  );
  const hidden = figures.error instanceof ApiError && figures.error.status === 404;
  return (
    <div className="archive">
      <p>
        <Link to={`/journals/${slug}`}>{figures.data?.name ?? 'Back to the journal'}</Link>
      </p>
      <h1>Our figures</h1>
      {figures.isPending && <p>Loading the figures…</p>}
      {hidden && <p>This journal does not publish its figures.</p>}
      {figures.isError && !hidden && (
        <p role="alert">{serverMessageOr(figures.error, 'The figures could not be loaded.')}</p>
      )}
      {figures.data && columns.length === 0 && <p>There is no complete year of figures yet.</p>}
      {figures.data && columns.length > 0 && (
        <>
          <p>
            What came in, how it was reviewed and decided, how long that took and what was published, in each
            complete calendar year. Days are counted from a paper&apos;s arrival at the journal.
          </p>
          <PublisherFiguresChart columns={columns} title={`${figures.data.name}: figures by year`} />
          <PublisherFiguresTable columns={columns} caption={`${figures.data.name}: figures by year`} />
        </>
      )}
    </div>
  );
}
