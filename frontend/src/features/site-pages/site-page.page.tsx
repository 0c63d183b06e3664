// The site's own pages (/authors, /terms, /cookies, /accessibility, /publish-with-us; issue 28): title and
// Markdown body from GET /api/pages/{slug}, rendered sanitized, in the privacy policy's look.
import { useSitePage, type SitePageSlug } from '../../api/pages.api';
import { Markdown } from '../../components/ui/markdown.component';
import { useScrollToTopOnMount } from '../../components/ui/timing.hooks';
import '../../styles/privacy.css';
import { LoadFailed } from '../../components/ui/load-failed.component';

export const SITE_PAGE_LOAD_FAILED =
  'This page could not be loaded. Please check your connection and try again.';

export default function SitePage({ slug }: { slug: SitePageSlug }) {
  useScrollToTopOnMount();
  const page = useSitePage(slug);

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
        {page.data && (
          <Markdown source={page.data.body} className="policy-block site-page__body" headingOffset={1} />
        )}
      </div>
    </div>
  );
}
