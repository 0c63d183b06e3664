// 'Latest articles' on the journal landing page (issue 13): the five newest articles and the way to the
// archive. It adds to the SPEC sections, changing none of them; see docs/product-decisions.md for what
// it says when nothing is published yet.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner.component';
import type { JournalSummary } from '../../api/journals.api';
import { authorsLine } from '../publishing/article-format';
import { ArticleList, PublishedDay } from '../publishing/article-list.component';
import { fetchJournalArticles, journalArticlesKey } from '../publishing/articles.api';

export const LATEST_ARTICLES_COUNT = 5;
export const NO_ARTICLES_TEXT = 'No articles have been published in this journal yet.';

export function LatestArticles({ journal }: { journal: JournalSummary }) {
  // The archive's first page (newest first): one request, shared with /journals/{id}/articles.
  const list = useQuery({
    queryKey: journalArticlesKey(journal.slug, 1),
    queryFn: () => fetchJournalArticles(journal.slug, 1),
  });
  const latest = list.data?.articles.slice(0, LATEST_ARTICLES_COUNT) ?? [];

  return (
    <section id="latest-articles" className="journal-section" aria-labelledby="latest-articles-title">
      {/* Issue 30: the journal's Atom feed, for feed readers (React places the link in the head) and people. */}
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`${journal.name}: latest articles`}
        href={`/journals/${journal.slug}/feed.atom`}
      />
      <h2 id="latest-articles-title" className="journal-section__title">
        Latest articles
      </h2>
      <p>
        <a href={`/journals/${journal.slug}/feed.atom`} type="application/atom+xml">
          Atom feed
        </a>
      </p>
      {list.isPending && (
        <p className="journal-latest__note" aria-busy="true">
          <Spinner size="small" /> Loading articles…
        </p>
      )}
      {list.isError && <p className="journal-latest__note">The latest articles could not be loaded.</p>}
      {list.data && latest.length === 0 && <p className="journal-latest__note">{NO_ARTICLES_TEXT}</p>}
      {latest.length > 0 && (
        <>
          <ArticleList
            label={`Latest articles of ${journal.name}`}
            articles={latest}
            meta={(article) => (
              <>
                {authorsLine(article)} · <PublishedDay article={article} />
              </>
            )}
          />
          <p>
            <Link to={`/journals/${journal.slug}/articles`}>All articles of {journal.name}</Link>
          </p>
        </>
      )}
    </section>
  );
}
