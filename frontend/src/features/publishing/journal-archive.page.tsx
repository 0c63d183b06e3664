// /journals/:journalId/articles: the journal's published articles, newest first, 20 a page (issue 13).
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { Spinner } from '../../components/ui/spinner.component';
import { isApiError } from '../../api/api-error';
import { useJournal } from '../../api/journals.api';
import { publishedDay } from './article-format';
import { ArticleEntry } from './article-entry.component';
import { fetchJournalArticles, journalArticlesKey } from './articles.api';
import { IssueList } from './issue-list.component';
import './publishing.css';

// Inside the layout's <main>: a <div>, not a second main landmark.
export default function JournalArchivePage() {
  const { journalId } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const slug = journalId ?? '';
  const journalQuery = useJournal(slug);
  const journal = journalQuery.data;
  // Asked together with the journal: one round trip, not two in a row.
  const list = useQuery({
    queryKey: journalArticlesKey(slug, page),
    queryFn: () => fetchJournalArticles(slug, page),
    enabled: !journalQuery.isError,
  });
  const navigate = useNavigate();
  // Issue 30: a journal that publishes in issues shows its archive grouped by issue.
  const byIssue = journal?.publicationModel === 'issues';
  if (journalQuery.isError && isApiError(journalQuery.error) && journalQuery.error.status === 404)
    return <p className="archive__empty">Journal not found.</p>;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <div className="archive">
      <p>
        {journal ? (
          <Link to={`/journals/${journal.slug}`}>{journal.name}</Link>
        ) : (
          <span className="skeleton skeleton-line skeleton-line--short" aria-hidden="true" />
        )}
      </p>
      {journalQuery.isError && <p role="alert">The journal could not be loaded.</p>}
      <h1>{byIssue ? 'Issues' : 'Articles'}</h1>
      {/* Issue 30: search this journal's articles (the /search page, filtered to the journal). */}
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          void navigate(`/search?${new URLSearchParams({ q, journal: slug }).toString()}`);
        }}
      >
        <label>
          Search this journal
          <input type="search" name="q" />
        </label>
        <button type="submit" className="btn btn-secondary">
          Search
        </button>
      </form>
      {byIssue && <IssueList slug={slug} />}
      {!byIssue && (
        <p>
          <Link to={`/journals/${slug}/issues`}>Browse by issue</Link>
        </p>
      )}
      {!byIssue && list.isPending && (
        <p aria-busy="true">
          <Spinner size="small" /> Loading articles…
        </p>
      )}
      {!byIssue && list.isError && (
        <p role="alert">{serverMessageOr(list.error, 'The articles could not be loaded.')}</p>
      )}
      {!byIssue && list.data && list.data.articles.length === 0 && (
        <p className="archive__empty">No articles have been published in this journal yet.</p>
      )}
      {!byIssue && list.data && list.data.articles.length > 0 && (
        <>
          <ol className="archive__list">
            {list.data.articles.map((a) => (
              <ArticleEntry key={a.id} article={a}>
                <p>
                  Published {publishedDay(a)} · DOI <a href={a.doi_url}>{a.doi}</a>
                </p>
              </ArticleEntry>
            ))}
          </ol>
          <nav aria-label="Archive pages" className="archive__pages">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              Newer
            </button>
            <span>
              Page {page} of {Math.max(1, list.data.pagination.totalPages)}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={page >= list.data.pagination.totalPages}
              onClick={() => goTo(page + 1)}
            >
              Older
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
