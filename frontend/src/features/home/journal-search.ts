// Home search over the journal index: case-insensitive over title plus keywords, at most 8, none when empty.
import { JOURNAL_SEARCH_INDEX, type SearchIndexEntry } from '../../content/home.content';

export const MAX_SEARCH_RESULTS = 8;

export function searchJournals(
  query: string,
  index: readonly SearchIndexEntry[] = JOURNAL_SEARCH_INDEX,
): SearchIndexEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return index
    .filter((entry) => [entry.title, ...entry.keywords].join(' ').toLowerCase().includes(needle))
    .slice(0, MAX_SEARCH_RESULTS);
}
