import type { Queryable } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { listLiveArticles } from '../../repositories/article-reads.repository';
import type { Article } from '../../repositories/article.types';
import { findIssue } from '../../repositories/issues.repository';
import { findJournal } from '../../repositories/journals.repository';
import { ISSUE_NOT_FOUND_MESSAGE, JOURNAL_NOT_FOUND_MESSAGE } from '../issue-editing';
import { articlesOfPublishedIssue } from '../published-issues';

export const NOTHING_TO_EXPORT_MESSAGE = 'This journal has no published articles to export yet';

/** Articles are read a page at a time, so a large journal is never one query's result. */
const PAGE = 500;

/**
 * The articles a DOAJ export holds: those of one published issue in its order, or every live article
 * of the journal, oldest first. `assertInScope` refuses a journal outside the caller's as a 404.
 * DOAJ's schema wants one record or more, so an export with none is refused rather than invalid.
 */
export async function articlesForDoaj(
  db: Queryable,
  slug: string,
  issueId: string | undefined,
  assertInScope: (journalSlug: string) => void,
): Promise<Article[]> {
  const journal = await findJournal(db, slug);
  if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
  assertInScope(journal.slug);
  let articles: Article[] = [];
  if (issueId !== undefined) {
    const issue = await findIssue(db, journal.slug, issueId);
    // An issue in preparation is not public, so DOAJ is not told of it either.
    if (!issue?.publishedAt) throw new NotFoundError(ISSUE_NOT_FOUND_MESSAGE);
    articles = await articlesOfPublishedIssue(db, issue.id);
  } else {
    for (let offset = 0; ; offset += PAGE) {
      const page = await listLiveArticles(db, { journalId: journal.slug, limit: PAGE, offset });
      articles.push(...page);
      if (page.length < PAGE) break;
    }
    articles.reverse();
  }
  if (articles.length === 0) throw new NotFoundError(NOTHING_TO_EXPORT_MESSAGE);
  return articles;
}
