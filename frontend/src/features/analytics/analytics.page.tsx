// /admin/analytics: the editorial figures of issue 32 for the journals the person edits (the
// administrator: all), a chart by month, CSV, and the annual report funders ask for (Plan S).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { serverMessageOr } from '../../api/api-error';
import type { EditorialAccess } from '../../api/editorial.api';
import type { AdminIdentity } from '../admin/admin-access';
import { saveBlob } from '../admin/save-file';
import { EditorialPage, Loading } from '../editorial/editorial-page.component';
import { downloadAnalyticsCsv, fetchAnalytics, type Analytics, type AnalyticsQuery } from './analytics.api';
import { FiguresTable } from './figures-table.component';
import { MonthlyChart } from './monthly-chart.component';
import './analytics.css';

const editorOrAdministrator = (access: EditorialAccess | null) =>
  Boolean(access && (access.administrator || access.journals.length > 0));

const columnsOf = (data: Analytics) => [
  ...data.journals.map((j) => ({ key: j.slug, name: j.name, figures: j.figures })),
  ...(data.journals.length > 1 ? [{ key: 'total', name: 'Total', figures: data.total }] : []),
];

function useAnalytics(query: AnalyticsQuery, admin: AdminIdentity) {
  return useQuery({
    queryKey: ['admin-analytics', query],
    queryFn: () => fetchAnalytics(query, admin.token),
  });
}

function Figures({ admin }: { admin: AdminIdentity }) {
  const [query, setQuery] = useState<AnalyticsQuery>({});
  const [draft, setDraft] = useState<AnalyticsQuery>({});
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const figures = useAnalytics(query, admin);

  async function download() {
    setDownloadError(null);
    try {
      const file = await downloadAnalyticsCsv(query, admin.token);
      saveBlob(file.blob, file.fileName ?? 'editorial-figures.csv');
    } catch (error) {
      setDownloadError(serverMessageOr(error, 'The CSV could not be downloaded.'));
    }
  }

  return (
    <section className="editorial-panel panel" aria-labelledby="figures-title">
      <h2 id="figures-title">Editorial figures</h2>
      <form
        className="analytics-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft);
        }}
      >
        <label>
          From
          <input
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          Show
        </button>
        <button type="button" className="btn" onClick={() => void download()}>
          Download CSV
        </button>
      </form>
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
          <p className="analytics-period">
            {figures.data.from} to {figures.data.to}
          </p>
          <MonthlyChart
            months={figures.data.total.byMonth}
            title="Submissions, decisions and publications by month"
          />
          <FiguresTable columns={columnsOf(figures.data)} caption="Figures per journal" />
        </>
      )}
    </section>
  );
}

function AnnualReport({ admin }: { admin: AdminIdentity }) {
  const lastYear = new Date().getUTCFullYear() - 1;
  const [year, setYear] = useState(lastYear);
  const report = useAnalytics({ from: `${year}-01-01`, to: `${year}-12-31` }, admin);
  return (
    <section className="editorial-panel panel analytics-annual" aria-labelledby="annual-title">
      <h2 id="annual-title">Annual report {year}</h2>
      <p>
        What funders ask for (Plan S price and service transparency): submissions, acceptance rate, median
        times, number of reviews and published articles, per journal.
      </p>
      <label className="analytics-year">
        Year
        <input
          type="number"
          min={2000}
          max={lastYear + 1}
          value={year}
          onChange={(e) => {
            const value = Number(e.target.value);
            if (Number.isInteger(value) && value >= 2000 && value <= lastYear + 1) setYear(value);
          }}
        />
      </label>
      <button type="button" className="btn" onClick={() => window.print()}>
        Print
      </button>
      {report.isPending && <Loading label="Loading the report…" />}
      {report.data && <FiguresTable columns={columnsOf(report.data)} caption={`Annual report ${year}`} />}
    </section>
  );
}

export default function AnalyticsPage() {
  return (
    <EditorialPage
      title="Analytics"
      lead="Submissions, decisions, review times and publications of your journals."
      allow={editorOrAdministrator}
      help="editor"
    >
      {(admin) => (
        <>
          <Figures admin={admin} />
          <AnnualReport admin={admin} />
        </>
      )}
    </EditorialPage>
  );
}
