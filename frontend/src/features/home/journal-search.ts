// Home search over the journal index: case-insensitive over title plus keywords, at most 8, none when empty.
// The index is built from the journals service's list (GET /api/journals).
import type { JournalSummary } from '../../api/journals.api';
import { journalPath } from '../../api/journals.api';
import {
  JOURNAL_SEARCH_KEYWORDS,
  NOT_IN_SEARCH_INDEX,
  type SearchIndexEntry,
} from '../../content/home.content';

export const MAX_SEARCH_RESULTS = 8;

/** One entry per journal: "{full title} ({abbreviation})", its landing page, its name and search words. */
export function buildSearchIndex(journals: readonly JournalSummary[]): SearchIndexEntry[] {
  return journals
    .filter((journal) => !NOT_IN_SEARCH_INDEX.includes(journal.slug))
    .map((journal) => ({
      title: `${journal.fullTitle} (${journal.abbreviation})`,
      route: journalPath(journal.slug),
      keywords: [journal.name, ...(JOURNAL_SEARCH_KEYWORDS[journal.slug] ?? [journal.description])],
    }));
}

export function searchJournals(query: string, index: readonly SearchIndexEntry[]): SearchIndexEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return index
    .filter((entry) => [entry.title, ...entry.keywords].join(' ').toLowerCase().includes(needle))
    .slice(0, MAX_SEARCH_RESULTS);
}
