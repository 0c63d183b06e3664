// A journal's settings, cover and board as its managers and the administrator edit them (issue 28).
import type { JournalFields } from '@journal/journals';
import { apiRequest } from './client';

export interface BoardMemberRecord {
  name: string;
  roleTitle: string;
  affiliation: string;
  orcid: string | null;
  order?: number;
  joinedAt?: string;
}

export interface PastBoardMemberRecord extends BoardMemberRecord {
  leftAt: string;
}

export interface BoardRecord {
  members: BoardMemberRecord[];
  pastMembers: PastBoardMemberRecord[];
}

/** GET /api/journals/{slug}'s journal (services/journals/src/domain/journal.views.ts). */
export interface JournalRecord extends JournalFields {
  coverUrl: string | null;
  updatedAt?: string;
  board: BoardRecord;
}

/** A row of the public list (GET /api/journals). */
export type JournalSummary = Pick<
  JournalRecord,
  | 'slug'
  | 'name'
  | 'fullTitle'
  | 'abbreviation'
  | 'issnPrint'
  | 'issnOnline'
  | 'description'
  | 'acceptingSubmissions'
>;

export const journalKeys = {
  list: ['journals-admin', 'list'] as const,
  journal: (slug: string) => ['journals-admin', 'journal', slug] as const,
  board: (slug: string) => ['journals-admin', 'board', slug] as const,
};

const adminPath = (slug: string) => `/admin/journals/${encodeURIComponent(slug)}`;

export async function fetchJournalList(): Promise<JournalSummary[]> {
  const answer = await apiRequest<{ data: { journals: JournalSummary[] } }>('/journals');
  return answer.data.journals;
}

export async function fetchJournal(slug: string): Promise<JournalRecord> {
  const answer = await apiRequest<{ data: { journal: JournalRecord } }>(
    `/journals/${encodeURIComponent(slug)}`,
  );
  return answer.data.journal;
}

export async function fetchBoard(slug: string): Promise<BoardRecord> {
  const answer = await apiRequest<{ data: BoardRecord }>(`/journals/${encodeURIComponent(slug)}/board`);
  return answer.data;
}

export async function createJournal(fields: Record<string, unknown>, token: string): Promise<JournalRecord> {
  const answer = await apiRequest<{ data: { journal: JournalRecord } }>('/admin/journals', {
    method: 'POST',
    json: fields,
    token,
  });
  return answer.data.journal;
}

export async function updateJournal(
  slug: string,
  changes: Record<string, unknown>,
  token: string,
): Promise<JournalRecord> {
  const answer = await apiRequest<{ data: { journal: JournalRecord } }>(adminPath(slug), {
    method: 'PUT',
    json: changes,
    token,
  });
  return answer.data.journal;
}

export async function uploadCover(slug: string, image: File, token: string): Promise<JournalRecord> {
  const form = new FormData();
  form.set('image', image);
  const answer = await apiRequest<{ data: { journal: JournalRecord } }>(`${adminPath(slug)}/cover`, {
    method: 'PUT',
    body: form,
    token,
  });
  return answer.data.journal;
}

export async function replaceBoard(
  slug: string,
  members: Omit<BoardMemberRecord, 'order' | 'joinedAt'>[],
  token: string,
): Promise<BoardRecord> {
  const answer = await apiRequest<{ data: BoardRecord }>(`${adminPath(slug)}/board`, {
    method: 'PUT',
    json: { members },
    token,
  });
  return answer.data;
}
