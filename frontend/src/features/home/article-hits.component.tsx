// The home search's second group (issue 30): articles ranked by the search API, with a snippet, at most
// 8, and a link to every result on /search.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { articleSearchKey, searchArticles } from '../publishing/articles.api';
import { Snippet } from '../publishing/article-entry.component';
import { MAX_SEARCH_RESULTS } from './journal-search';

/** Typing pauses this long before the API is asked. */
const DEBOUNCE_MS = 250;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export function ArticleHits({ query }: { query: string }) {
  const q = useSettled(query.trim());
  const search = { q, page: 1 };
  const hits = useQuery({
    queryKey: articleSearchKey(search),
    queryFn: () => searchArticles(search),
    enabled: q !== '',
  });
  if (q === '' || query.trim() === '') return null;
  const articles = hits.data?.articles.slice(0, MAX_SEARCH_RESULTS) ?? [];
  return (
    <div className="hero-search__group">
      <p className="hero-search__label">Articles</p>
      {hits.isPending && (
        <p className="hero-search__empty" aria-busy="true">
          Searching articles…
        </p>
      )}
      {hits.isError && <p className="hero-search__empty">The articles could not be searched.</p>}
      {hits.data && articles.length === 0 && <p className="hero-search__empty">No articles match “{q}”.</p>}
      {articles.length > 0 && (
        <ul className="hero-search__results" aria-label="Matching articles">
          {articles.map((a) => (
            <li key={a.id}>
              <a href={`/articles/${a.id}`} className="hero-search__result hero-search__result--article">
                <span>{a.title}</span>
                {a.snippet && (
                  <span className="hero-search__snippet">
                    <Snippet html={a.snippet} />
                  </span>
                )}
              </a>
            </li>
          ))}
          <li>
            <Link to={`/search?q=${encodeURIComponent(q)}`} className="hero-search__result">
              <span>See all results ({hits.data!.pagination.totalItems})</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
