// One of a journal's own pages (issue 41) in the landing page's content column: its title and the
// server's sanitized html. An unknown page goes back to the journal's landing page.
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { journalPages } from '../../api/pages.api';
import { pageQuery } from '../../api/pages.queries';
import { LoadFailed } from '../../components/ui/load-failed.component';
import { PageBody } from '../../components/ui/page-body.component';
import { PageLoader } from '../../components/ui/page-loader.component';
import { TitledSection } from '../../components/ui/titled-section.component';

export const JOURNAL_PAGE_LOAD_FAILED =
  'This page could not be loaded. Please check your connection and try again.';

export function JournalOwnPage({ journal, page }: { journal: string; page: string }) {
  const query = useQuery(pageQuery(journalPages(journal), page));
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <Navigate to={`/journals/${encodeURIComponent(journal)}`} replace />;
  if (query.isError) return <LoadFailed message={JOURNAL_PAGE_LOAD_FAILED} onRetry={query.refetch} />;
  if (!query.data) return <PageLoader />;
  return (
    <TitledSection
      id="journal-page"
      className="journal-section"
      titleId="journal-page-title"
      title={query.data.title}
    >
      <PageBody page={query.data} className="journal-section__text" />
    </TitledSection>
  );
}
