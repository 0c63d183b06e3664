// /journals/:journalId/issues/:volume/:number: an issue's table of contents in position order (issue 30).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { serverMessageOr } from '../../api/client';
import { useJournal } from '../../api/journals.api';
import { Spinner } from '../../components/ui/spinner.component';
import { ArticleEntry } from './article-entry.component';
import { fetchIssue, issueLabel, pagesLabel } from './issues.api';
import './publishing.css';

export default function IssuePage() {
  const { journalId = '', volume = '', number = '' } = useParams();
  const journal = useJournal(journalId).data;
  const toc = useQuery({
    queryKey: ['issue', journalId, volume, number],
    queryFn: () => fetchIssue(journalId, volume, number),
  });
  const feed = `/journals/${journalId}/issues/${volume}/${number}/feed.atom`;
  if (toc.isError && isApiError(toc.error) && toc.error.status === 404)
    return <p className="archive__empty">Issue not found.</p>;
  return (
    <div className="archive">
      <p>
        {journal && <Link to={`/journals/${journal.slug}`}>{journal.name}</Link>}
        {' · '}
        <Link to={`/journals/${journalId}/issues`}>Issues</Link>
      </p>
      {toc.isPending && (
        <p aria-busy="true">
          <Spinner size="small" /> Loading the issue…
        </p>
      )}
      {toc.isError && <p role="alert">{serverMessageOr(toc.error, 'The issue could not be loaded.')}</p>}
      {toc.data && (
        <>
          {/* The issue's Atom feed, for feed readers (React places the link in the head) and people. */}
          <link rel="alternate" type="application/atom+xml" title="Atom feed" href={feed} />
          <h1>{issueLabel(toc.data.issue)}</h1>
          {toc.data.issue.description?.split(/\n+/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <ol className="archive__list">
            {toc.data.articles.map((a) => (
              <ArticleEntry key={a.id} article={a}>
                <p>
                  {pagesLabel(a) && `${pagesLabel(a)} · `}DOI <a href={`https://doi.org/${a.doi}`}>{a.doi}</a>
                </p>
              </ArticleEntry>
            ))}
          </ol>
          <p>
            <a href={feed} type="application/atom+xml">
              Atom feed
            </a>{' '}
            of this issue
          </p>
        </>
      )}
    </div>
  );
}
