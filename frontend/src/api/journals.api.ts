// The journals as the journals service serves them (issue 28): the public list for menus, tiles and the
// submission grid, and one journal with its texts (Markdown) and board for its landing page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardMember } from '@journal/journals';
import { apiRequest } from './client';

/** One row of `GET /api/journals`, in menu order. */
export interface JournalSummary {
  slug: string;
  /** Subject name used in menus, cards and submissions, e.g. 'Civil Engineering'. */
  name: string;
  fullTitle: string;
  /** Badge code, e.g. 'LJCE'. */
  abbreviation: string;
  issnPrint: string | null;
  issnOnline: string | null;
  description: string;
  acceptingSubmissions: boolean;
  /** The journal's icon (an emoji key of the bundled SVG pictograms): in the detail only, not in the list. */
  icon?: string;
}

export type { BoardMember };

export interface JournalBoard {
  members: BoardMember[];
  pastMembers: (BoardMember & { leftAt: string })[];
}

/** `GET /api/journals/{slug}`: every public field and the board. */
export interface JournalDetail extends JournalSummary {
  doiCode: string;
  icon: string;
  about: string;
  aimsAndScope: string;
  authorGuidelines: string;
  doiPrefix: string;
  defaultLicence: string;
  /** The uploaded cover's address, or null: the page then shows the bundled look. */
  coverUrl: string | null;
  board: JournalBoard;
  /** Issue 30: `issues` journals group their archive by issue. */
  publicationModel?: 'continuous' | 'issues';
  /** Issue 44 item 5: the journal's public "Our figures" page is on (its manager's switch). */
  publicFigures?: boolean;
}

interface Answer<T> {
  success: boolean;
  message?: string;
  data?: T;
}

function dataOf<T>(answer: Answer<T>, what: string): T {
  if (!answer?.success || !answer.data) throw new Error(answer?.message || `${what} could not be loaded`);
  return answer.data;
}

export async function fetchJournals(): Promise<JournalSummary[]> {
  const answer = await apiRequest<Answer<{ journals: JournalSummary[] }>>('/journals');
  return dataOf(answer, 'The journals').journals;
}

/** One journal; an unknown slug arrives as an ApiError with status 404 (`Journal not found`). */
export async function fetchJournal(slug: string): Promise<JournalDetail> {
  const answer = await apiRequest<Answer<{ journal: JournalDetail }>>(
    `/journals/${encodeURIComponent(slug)}`,
  );
  return dataOf(answer, 'The journal').journal;
}

/** Query keys of journal data; the admin pages invalidate `journalKeys.all` after a change. */
export const journalKeys = {
  all: ['journals'] as const,
  list: ['journals', 'list'] as const,
  detail: (slug: string) => ['journals', 'detail', slug] as const,
};

/**
 * The list changes rarely (an administrator adds or renames a journal): menus opened again within a
 * minute reuse it; a page load always asks afresh.
 */
export const journalListQuery = queryOptions({
  queryKey: journalKeys.list,
  queryFn: fetchJournals,
  staleTime: 60_000,
});

export const journalQuery = (slug: string) =>
  queryOptions({
    queryKey: journalKeys.detail(slug),
    queryFn: () => fetchJournal(slug),
    staleTime: 30_000,
  });

/** The journal list; `enabled: false` until a menu opens, so pages that show no journal fetch none. */
export function useJournalList(enabled = true) {
  return useQuery({ ...journalListQuery, enabled });
}

export function useJournal(slug: string) {
  return useQuery(journalQuery(slug));
}

export function journalPath(slug: string): string {
  return `/journals/${slug}`;
}
