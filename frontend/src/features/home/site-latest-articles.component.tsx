// The home page's site-wide 'Latest articles' (issue 30): the newest articles of every journal.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { authorsLine } from '../publishing/article-format';
import { ArticleList, PublishedDay } from '../publishing/article-list.component';
import { articleSearchKey, searchArticles } from '../publishing/articles.api';
import '../../styles/journal.css';

export const SITE_LATEST_COUNT = 6;

export function SiteLatestArticles() {
  // No search text: the search API answers the newest articles first.
  const search = { q: '', page: 1 };
  const list = useQuery({ queryKey: articleSearchKey(search), queryFn: () => searchArticles(search) });
  const latest = list.data?.articles.slice(0, SITE_LATEST_COUNT) ?? [];
  return (
    <section className="home-section" aria-labelledby="site-latest-title">
      <h2 id="site-latest-title" className="section-title">
        Latest articles
      </h2>
      {list.isError && <p>The latest articles could not be loaded.</p>}
      {list.data && latest.length === 0 && <p>No articles have been published yet.</p>}
      {latest.length > 0 && (
        <>
          <ArticleList
            label="Latest articles of every journal"
            articles={latest}
            meta={(a) => (
              <>
                {a.journal.name} · {authorsLine(a)} · <PublishedDay article={a} />
              </>
            )}
          />
          <p>
            <Link to="/search">Search all articles</Link>
          </p>
        </>
      )}
    </section>
  );
}
