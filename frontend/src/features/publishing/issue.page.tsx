// /journals/:journalId/issues/:volume/:number (also the journal's Current issue tab): an issue's table of
// contents in position order (issue 30), under section headings in the sections' order (issue 42).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { serverMessageOr } from '../../api/client';
import { useJournal } from '../../api/journals.api';
import { Spinner } from '../../components/ui/spinner.component';
import { ArticleEntry } from './article-entry.component';
import { fetchIssue, issueLabel, pagesLabel, type IssueArticle } from './issues.api';
import { groupBySection, hasSectionHeadings, type TocSection } from './toc-sections';
import './publishing.css';

/** The entries, under section headings when the issue has more than one section (issue 42). */
function IssueContents({ articles, sections }: { articles: IssueArticle[]; sections?: TocSection[] }) {
  const groups = groupBySection(articles, sections);
  const list = (entries: IssueArticle[], headingLevel: 2 | 3) => (
    <ol className="archive__list">
      {entries.map((a) => (
        <ArticleEntry key={a.id} article={a} headingLevel={headingLevel}>
          <p>
            {pagesLabel(a) && `${pagesLabel(a)} · `}DOI <a href={`https://doi.org/${a.doi}`}>{a.doi}</a>
          </p>
        </ArticleEntry>
      ))}
    </ol>
  );
  if (!hasSectionHeadings(groups)) return list(articles, 2);
  return (
    <>
      {groups.map((group) =>
        group.section ? (
          <section key={group.section.id} className="archive__section" aria-label={group.section.title}>
            <h2>{group.section.title}</h2>
            {list(group.entries, 3)}
          </section>
        ) : (
          <div key="unsectioned">{list(group.entries, 3)}</div>
        ),
      )}
    </>
  );
}

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
          {toc.data.issue.coverUrl && (
            <img
              className="archive__cover"
              src={toc.data.issue.coverUrl}
              alt={`Cover of ${issueLabel(toc.data.issue)}`}
            />
          )}
          {toc.data.issue.description?.split(/\n+/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <IssueContents articles={toc.data.articles} sections={toc.data.sections} />
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
