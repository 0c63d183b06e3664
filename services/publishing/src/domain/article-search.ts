import type { Queryable } from '@journal/db';
import { AppError } from '@journal/errors';
import { searchArticles, type SearchResult } from '../repositories/article-search.repository';
import { findJournalByKey } from '../repositories/journals.repository';

export { SEARCH_PAGE_SIZE } from '../repositories/article-search.repository';

/** A reader's search as asked: `journal` names one by slug or name (any case), or is `all`/absent. */
export interface ArticleSearch {
  q: string;
  journal?: string;
  year?: number;
  keyword?: string;
  page: number;
}

/** Searches the live articles; an unknown journal is a 400 (a blank keyword filters nothing). */
export async function searchLiveArticles(db: Queryable, search: ArticleSearch): Promise<SearchResult> {
  let journalId: string | undefined;
  if (search.journal && search.journal !== 'all') {
    journalId = (await findJournalByKey(db, search.journal))?.slug;
    if (!journalId) throw new AppError(`Unknown journal: ${search.journal}`, 400, 'VALIDATION_FAILED');
  }
  return searchArticles(db, {
    q: search.q,
    journalId,
    year: search.year,
    keyword: search.keyword?.trim() || undefined,
    page: search.page,
  });
}
