// The site's own pages (/authors, /terms, /cookies, /accessibility, /publish-with-us, and /pages/{slug} for
// every page; issues 28 and 41): title and body from GET /api/pages/{slug} (the server's sanitized html), in
// the privacy policy's look. A page that does not exist goes to the home page, as an unknown path does.
import { Navigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { useSitePage } from '../../api/pages.queries';
import { PageBody } from '../../components/ui/page-body.component';
import { useScrollToTopOnMount } from '../../components/ui/timing.hooks';
import '../../styles/privacy.css';
import { LoadFailed } from '../../components/ui/load-failed.component';

export const SITE_PAGE_LOAD_FAILED =
  'This page could not be loaded. Please check your connection and try again.';

export default function SitePage({ slug }: { slug: string }) {
  useScrollToTopOnMount();
  const page = useSitePage(slug);
  if (page.isError && isApiError(page.error) && page.error.status === 404) return <Navigate to="/" replace />;

  return (
    <div className="policy site-page">
      <header className="policy-header">
        <div className="container container--narrow">
          {page.data ? (
            <h1 className="policy-header__title">{page.data.title}</h1>
          ) : (
            <p
              className="policy-header__title skeleton skeleton-line skeleton-line--title"
              aria-hidden="true"
            >
              {'\u00a0'}
            </p>
          )}
        </div>
      </header>
      <div className="container container--narrow policy-body">
        {page.isPending && (
          <div className="policy-block" role="status" aria-busy="true">
            <span className="visually-hidden">Loading page...</span>
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="skeleton skeleton-line" aria-hidden="true" />
            ))}
          </div>
        )}
        {page.isError && <LoadFailed message={SITE_PAGE_LOAD_FAILED} onRetry={page.refetch} />}
        {page.data && <PageBody page={page.data} className="policy-block site-page__body" />}
      </div>
    </div>
  );
}
