// /search?q=&journal=&page=: every article the search finds, ranked, with a journal filter and pages (issue 30).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { useJournalList } from '../../api/journals.api';
import { Spinner } from '../../components/ui/spinner.component';
import { publishedDay } from './article-format';
import { ArticleEntry, Snippet } from './article-entry.component';
import { articleSearchKey, searchArticles } from './articles.api';
import './publishing.css';

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const journal = params.get('journal') ?? '';
  const year = params.get('year') ?? '';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const [yearText, setYearText] = useState(year);
  const [keywordText, setKeywordText] = useState(keyword);
  const journals = useJournalList();
  const search = { q, journal, year, keyword, page };
  const results = useQuery({ queryKey: articleSearchKey(search), queryFn: () => searchArticles(search) });
  const go = (next: { q?: string; journal?: string; year?: string; keyword?: string; page?: number }) => {
    const merged = { q, journal, year, keyword, page: 1, ...next };
    setParams(
      Object.fromEntries(
        Object.entries({ ...merged, page: merged.page > 1 ? String(merged.page) : '' }).filter(
          ([, v]) => v !== '',
        ),
      ),
    );
  };

  return (
    <div className="archive">
      <h1>Search articles</h1>
      <form
        role="search"
        className="search-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          go({ q: text.trim(), year: yearText.trim(), keyword: keywordText.trim() });
        }}
      >
        <label>
          Search text
          <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <label>
          Journal
          <select value={journal} onChange={(event) => go({ journal: event.target.value })}>
            <option value="">All journals</option>
            {(journals.data ?? []).map((j) => (
              <option key={j.slug} value={j.slug}>
                {j.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Year
          <input
            inputMode="numeric"
            size={6}
            value={yearText}
            onChange={(event) => setYearText(event.target.value)}
          />
        </label>
        <label>
          Keyword
          <input value={keywordText} onChange={(event) => setKeywordText(event.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {results.isPending && (
        <p aria-busy="true">
          <Spinner size="small" /> Searching…
        </p>
      )}
      {results.isError && <p role="alert">{serverMessageOr(results.error, 'The search failed.')}</p>}
      {results.data && (
        <>
          <p aria-live="polite">
            {results.data.pagination.totalItems}{' '}
            {results.data.pagination.totalItems === 1 ? 'result' : 'results'}
          </p>
          <ol className="archive__list">
            {results.data.articles.map((a) => (
              <ArticleEntry key={a.id} article={a}>
                {a.snippet && (
                  <p>
                    <Snippet html={a.snippet} />
                  </p>
                )}
                <p>
                  {a.journal.name} · Published {publishedDay(a)} · DOI <a href={a.doi_url}>{a.doi}</a>
                </p>
              </ArticleEntry>
            ))}
          </ol>
          {results.data.pagination.totalPages > 1 && (
            <nav aria-label="Result pages" className="archive__pages">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page <= 1}
                onClick={() => go({ page: page - 1 })}
              >
                Previous
              </button>
              <span>
                Page {page} of {results.data.pagination.totalPages}
              </span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page >= results.data.pagination.totalPages}
                onClick={() => go({ page: page + 1 })}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
