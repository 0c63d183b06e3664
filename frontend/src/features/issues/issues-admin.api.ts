import { apiDownload, apiRequest } from '../../api/client';
import type { TocSection } from '../publishing/toc-sections';

/** An issue as the editors' issue calls answer it (`/api/admin/journals/{slug}/issues...`). */
export interface AdminIssue {
  id: string;
  journalId: string;
  volume: number;
  number: number;
  year: number;
  title: string | null;
  description: string | null;
  plannedDate: string | null;
  publishedAt: string | null;
  /** The public, versioned address of its cover image (answers once published), or null (issue 42). */
  coverUrl?: string | null;
  paperCount?: number;
}

/** A paper in an issue or waiting for one, with what its publication needs. */
export interface IssuePaper {
  id: string;
  title: string;
  authorName: string;
  status: string;
  position: number | null;
  firstPage: number | null;
  lastPage: number | null;
  doi: string | null;
  licence: string | null;
  galley: boolean;
  heldByUnpublishing: boolean;
  /** The journal section it is filed under (issue 42); absent in answers from before sections. */
  sectionId?: string | null;
  section?: TocSection | null;
}

/** An issue with its papers in table-of-contents order and their sections in that order. */
export interface AdminIssueContents {
  issue: AdminIssue;
  papers: IssuePaper[];
  sections?: TocSection[];
}

export interface IssueFields {
  volume: number;
  number: number;
  year: number;
  title: string;
  description: string;
  plannedDate: string | null;
}

export const issueKeys = {
  list: (slug: string) => ['admin-issues', slug] as const,
  issue: (slug: string, id: string) => ['admin-issues', slug, id] as const,
  waiting: (slug: string) => ['admin-issues', slug, 'waiting'] as const,
};

const base = (slug: string) => `/admin/journals/${encodeURIComponent(slug)}/issues`;
const one = (slug: string, id: string, rest = '') => `${base(slug)}/${encodeURIComponent(id)}${rest}`;

interface Answer<T> {
  success: boolean;
  data: T;
}

export async function fetchAdminIssues(slug: string, token: string): Promise<AdminIssue[]> {
  return (await apiRequest<Answer<{ issues: AdminIssue[] }>>(base(slug), { token })).data.issues;
}

export async function fetchAdminIssue(slug: string, id: string, token: string): Promise<AdminIssueContents> {
  return (await apiRequest<Answer<AdminIssueContents>>(one(slug, id), { token })).data;
}

export async function fetchWaitingPapers(slug: string, token: string): Promise<IssuePaper[]> {
  return (await apiRequest<Answer<{ papers: IssuePaper[] }>>(`${base(slug)}/waiting-papers`, { token })).data
    .papers;
}

export async function createIssue(slug: string, fields: IssueFields, token: string): Promise<AdminIssue> {
  return (
    await apiRequest<Answer<{ issue: AdminIssue }>>(base(slug), { method: 'POST', json: fields, token })
  ).data.issue;
}

/** A published issue keeps its numbering: only what may change is sent. */
export async function saveIssue(
  slug: string,
  id: string,
  fields: Partial<IssueFields>,
  token: string,
): Promise<AdminIssue> {
  return (
    await apiRequest<Answer<{ issue: AdminIssue }>>(one(slug, id), { method: 'PUT', json: fields, token })
  ).data.issue;
}

export async function deleteIssue(slug: string, id: string, token: string): Promise<void> {
  await apiRequest(one(slug, id), { method: 'DELETE', token });
}

export async function addToIssue(slug: string, id: string, paperId: string, token: string): Promise<void> {
  await apiRequest(one(slug, id, '/papers'), { method: 'POST', json: { paperId }, token });
}

export async function removeFromIssue(
  slug: string,
  id: string,
  paperId: string,
  token: string,
): Promise<void> {
  await apiRequest(one(slug, id, `/papers/${encodeURIComponent(paperId)}`), { method: 'DELETE', token });
}

export async function orderIssue(
  slug: string,
  id: string,
  paperIds: string[],
  token: string,
): Promise<Omit<AdminIssueContents, 'issue'>> {
  return (
    await apiRequest<Answer<Omit<AdminIssueContents, 'issue'>>>(one(slug, id, '/order'), {
      method: 'PUT',
      json: { paperIds },
      token,
    })
  ).data;
}

export async function publishIssue(slug: string, id: string, token: string): Promise<void> {
  await apiRequest(one(slug, id, '/publish'), { method: 'POST', token });
}

export async function unpublishIssue(slug: string, id: string, token: string): Promise<void> {
  await apiRequest(one(slug, id, '/unpublish'), { method: 'POST', token });
}

/** "Vol. 3, No. 2 (2026)" and the title, as the public pages write it. */
export const adminIssueLabel = (i: Pick<AdminIssue, 'volume' | 'number' | 'year' | 'title'>) =>
  `Vol. ${i.volume}, No. ${i.number} (${i.year})${i.title ? `: ${i.title}` : ''}`;

/** Future (in preparation), the newest published (current) and the rest (back issues). */
export function groupIssues(issues: AdminIssue[]) {
  const future = issues.filter((i) => !i.publishedAt);
  const published = issues
    .filter((i) => i.publishedAt)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  return { future, current: published.slice(0, 1), back: published.slice(1) };
}

/** PUT .../issues/{id}/cover: the issue as it is after the upload (its new coverUrl). */
export async function uploadIssueCover(slug: string, id: string, image: File, token: string) {
  const form = new FormData();
  form.set('image', image);
  const answer = await apiRequest<Answer<{ issue: AdminIssue }>>(one(slug, id, '/cover'), {
    method: 'PUT',
    body: form,
    token,
  });
  return answer.data.issue;
}

export async function removeIssueCover(slug: string, id: string, token: string) {
  return (
    await apiRequest<Answer<{ issue: AdminIssue }>>(one(slug, id, '/cover'), { method: 'DELETE', token })
  ).data.issue;
}

/** The editors' copy of the cover (an issue in preparation has no public one yet). */
export async function fetchIssueCover(slug: string, id: string, token: string): Promise<Blob> {
  return (await apiDownload(one(slug, id, '/cover'), { token })).blob;
}
