// The home page's site-wide 'Latest articles' (issue 30): the newest articles of every journal.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { authorsLine, publishedDay } from '../publishing/article-format';
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
          <ol className="journal-latest" aria-label="Latest articles of every journal">
            {latest.map((a) => (
              <li key={a.id} className="journal-latest__item">
                <a className="journal-latest__title" href={`/articles/${a.id}`}>
                  {a.title}
                </a>
                <span className="journal-latest__meta">
                  {a.journal.name} · {authorsLine(a)} ·{' '}
                  <time dateTime={publishedDay(a)}>{publishedDay(a)}</time>
                </span>
              </li>
            ))}
          </ol>
          <p>
            <Link to="/search">Search all articles</Link>
          </p>
        </>
      )}
    </section>
  );
}
