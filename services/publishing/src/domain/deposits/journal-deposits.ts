import type { Queryable } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { listLiveArticles } from '../../repositories/article-reads.repository';
import type { Article } from '../../repositories/article.types';
import { findJournal } from '../../repositories/journals.repository';
import { JOURNAL_NOT_FOUND_MESSAGE } from '../issue-editing';

/** The Indexing page lists at most this many articles, newest first. */
const INDEXING_PAGE = 500;

/** The journal's live articles, newest first, for its Indexing page; 404 outside the caller's journals. */
export async function listJournalArticlesForEditors(
  db: Queryable,
  slug: string,
  assertInScope: (slug: string) => void,
): Promise<Article[]> {
  const journal = await findJournal(db, slug);
  if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
  assertInScope(journal.slug);
  return listLiveArticles(db, { journalId: journal.slug, limit: INDEXING_PAGE, offset: 0 });
}
