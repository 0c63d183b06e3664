import type { Board, Journal } from './journal.types';

/** One row of the public list. */
export function journalSummary(journal: Journal) {
  return {
    slug: journal.slug,
    name: journal.name,
    fullTitle: journal.fullTitle,
    abbreviation: journal.abbreviation,
    issnPrint: journal.issnPrint,
    issnOnline: journal.issnOnline,
    description: journal.description,
    acceptingSubmissions: journal.acceptingSubmissions,
  };
}

/** A row of the administrator's list: the public row, and whether it is archived or sample content. */
export function journalAdminSummary(journal: Journal) {
  return { ...journalSummary(journal), archived: journal.archived, sample: journal.sample };
}

/** Every public field, the cover's address when there is one, and the board. */
export function journalDetail(journal: Journal, board: Board) {
  const { coverKey, coverContentType: _type, version: _version, ...fields } = journal;
  return {
    ...fields,
    coverUrl: coverKey ? `/api/journals/${journal.slug}/cover` : null,
    board,
  };
}
