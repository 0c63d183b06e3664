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

/** A row of the administrator's list (GET /api/admin/journals): the public row, archived and sample too. */
export type JournalSummary = { archived?: boolean; sample?: boolean } & Pick<
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

/** Every journal, archived ones included (the public list leaves those out): the administrator's. */
export async function fetchJournalList(token: string): Promise<JournalSummary[]> {
  const answer = await apiRequest<{ data: { journals: JournalSummary[] } }>('/admin/journals', { token });
  return answer.data.journals;
}

/** Deletes a journal that never had a submission (409 `This journal has submissions; archive it instead`). */
export async function deleteJournal(slug: string, token: string): Promise<void> {
  await apiRequest(adminPath(slug), { method: 'DELETE', token });
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
