// A journal's published issues, newest first, each linking to its table of contents (issue 30): the
// issues page, and the archive of a journal that publishes in issues.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { Spinner } from '../../components/ui/spinner.component';
import { fetchIssues, issueLabel } from './issues.api';

export function IssueList({ slug }: { slug: string }) {
  const issues = useQuery({ queryKey: ['journal-issues', slug], queryFn: () => fetchIssues(slug) });
  if (issues.isPending)
    return (
      <p aria-busy="true">
        <Spinner size="small" /> Loading issues…
      </p>
    );
  if (issues.isError)
    return <p role="alert">{serverMessageOr(issues.error, 'The issues could not be loaded.')}</p>;
  if (issues.data.length === 0)
    return <p className="archive__empty">No issues have been published in this journal yet.</p>;
  return (
    <ol className="archive__list">
      {issues.data.map((i) => (
        <li key={i.id}>
          <h2>
            <Link to={`/journals/${slug}/issues/${i.volume}/${i.number}`}>{issueLabel(i)}</Link>
          </h2>
          <p>
            {i.articleCount} {i.articleCount === 1 ? 'article' : 'articles'} · published{' '}
            {i.publishedAt.slice(0, 10)}
          </p>
        </li>
      ))}
    </ol>
  );
}
