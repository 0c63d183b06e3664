// /admin/publisher: the publisher's figures (issue 44 item 5, the Plan S transparency figures) of every
// journal and of the family for a year, a chart and the CSV. The global administrator's only.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { serverMessageOr } from '../../api/api-error';
import type { AdminIdentity } from '../admin/admin-access';
import { saveBlob } from '../admin/save-file';
import { administratorOnly, EditorialPage, Loading } from '../editorial/editorial-page.component';
import '../analytics/analytics.css';
import {
  downloadPublisherCsv,
  fetchPublisherAnalytics,
  type PublisherAnalytics,
} from './publisher-figures.api';
import { PublisherFiguresChart } from './publisher-figures-chart.component';
import { PublisherFiguresTable } from './publisher-figures-table.component';

const FIRST_YEAR = 2000;

const columnsOf = (data: PublisherAnalytics) => [
  ...data.journals.map((j) => ({ key: j.slug, name: j.name, figures: j })),
  { key: 'family', name: 'All journals', figures: data.family },
];

function PublisherFigures({ admin }: { admin: AdminIdentity }) {
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear - 1);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const figures = useQuery({
    queryKey: ['publisher-analytics', year],
    queryFn: () => fetchPublisherAnalytics(year, admin.token),
  });
  const columns = useMemo(() => (figures.data ? columnsOf(figures.data) : []), [figures.data]);

  async function download() {
    setDownloadError(null);
    try {
      const file = await downloadPublisherCsv(year, admin.token);
      saveBlob(file.blob, file.fileName ?? `publisher-figures-${year}.csv`);
    } catch (error) {
      setDownloadError(serverMessageOr(error, 'The CSV could not be downloaded.'));
    }
  }

  return (
    <section className="editorial-panel panel" aria-labelledby="publisher-figures-title">
      <h2 id="publisher-figures-title">Figures {year}</h2>
      <div className="analytics-filters">
        <label className="analytics-year">
          Year
          <input
            type="number"
            min={FIRST_YEAR}
            max={thisYear}
            value={year}
            onChange={(e) => {
              const value = Number(e.target.value);
              if (Number.isInteger(value) && value >= FIRST_YEAR && value <= thisYear) setYear(value);
            }}
          />
        </label>
        <button type="button" className="btn" onClick={() => void download()}>
          Download CSV
        </button>
      </div>
      {downloadError && (
        <p className="admin-error" role="alert">
          {downloadError}
        </p>
      )}
      {figures.isPending && <Loading label="Loading the figures…" />}
      {figures.isError && (
        <p className="admin-error" role="alert">
          {serverMessageOr(figures.error, 'The figures could not be loaded.')}
        </p>
      )}
      {figures.data && (
        <>
          <PublisherFiguresChart columns={columns} title={`Figures per journal, ${year}`} />
          <PublisherFiguresTable columns={columns} caption={`Figures per journal and the family, ${year}`} />
        </>
      )}
    </section>
  );
}

export default function PublisherAnalyticsPage() {
  return (
    <EditorialPage
      title="Publisher's figures"
      lead="Submissions, transfers, reviews, decision and publication times, and licences of every journal and of the family, by year (the Plan S transparency figures)."
      allow={administratorOnly}
      help="publisher"
    >
      {(admin) => <PublisherFigures admin={admin} />}
    </EditorialPage>
  );
}
