// Hero search box; matching journals and articles (issue 30) are listed under it in two labelled groups.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.component';
import { HOME_HERO } from '../../content/home.content';
import { useJournalList } from '../../api/journals.api';
import { buildSearchIndex, searchJournals } from './journal-search';
import { ArticleHits } from './article-hits.component';

export function JournalSearch() {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const resultsId = useId();
  const journals = useJournalList();
  const index = useMemo(() => buildSearchIndex(journals.data ?? []), [journals.data]);
  const results = useMemo(() => searchJournals(query, index), [query, index]);
  const hasQuery = query.trim() !== '';

  return (
    <form className="hero-search" role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {HOME_HERO.searchLabel}
      </label>
      <div className="hero-search__box">
        <Icon name="search" size={22} className="hero-search__icon" />
        <input
          id={inputId}
          type="search"
          className="hero-search__input"
          placeholder={HOME_HERO.searchPlaceholder}
          value={query}
          autoComplete="off"
          aria-controls={resultsId}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div id={resultsId} aria-live="polite">
        {hasQuery && <p className="hero-search__label">Journals</p>}
        {hasQuery && results.length > 0 && (
          <ul className="hero-search__results" aria-label="Matching journals">
            {results.map((entry) => (
              <li key={entry.route}>
                <Link to={entry.route} className="hero-search__result">
                  <span>{entry.title}</span>
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {hasQuery && journals.isPending && (
          <p className="hero-search__empty" aria-busy="true">
            Loading journals…
          </p>
        )}
        {hasQuery && journals.isError && (
          <p className="hero-search__empty">The journals could not be loaded.</p>
        )}
        {hasQuery && journals.isSuccess && results.length === 0 && (
          <p className="hero-search__empty">No journals match “{query.trim()}”.</p>
        )}
        <ArticleHits query={query} />
      </div>
    </form>
  );
}
