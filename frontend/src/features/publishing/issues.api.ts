import type { IssueArticleView } from '@journal/metadata';
import { apiRequest } from '../../api/client';
import type { TocSection } from './toc-sections';

/** A published issue as `GET /api/journals/{slug}/issues` lists it (issue 30). */
export interface IssueSummary {
  id: string;
  volume: number;
  number: number;
  year: number;
  title: string | null;
  publishedAt: string;
  articleCount: number;
}

/** One table-of-contents entry of `GET /api/journals/{slug}/issues/{volume}/{number}` (the server's view). */
export type IssueArticle = IssueArticleView;

export interface IssueDetail {
  /** `coverUrl`: the cover image's versioned address, or null (issue 42 item 1). */
  issue: IssueSummary & { description: string | null; coverUrl?: string | null };
  /** In table-of-contents order; each entry's `sectionId` names one (absent in answers before sections). */
  articles: IssueArticle[];
  sections?: TocSection[];
}

const journalPath = (slug: string) => `/journals/${encodeURIComponent(slug)}/issues`;

export async function fetchIssues(slug: string): Promise<IssueSummary[]> {
  const answer = await apiRequest<{ success: boolean; data: { issues: IssueSummary[] } }>(journalPath(slug));
  return answer.data.issues;
}

/** 404 (unknown or unpublished issue) arrives as ApiError with that status. */
export async function fetchIssue(slug: string, volume: string, number: string): Promise<IssueDetail> {
  const answer = await apiRequest<{ success: boolean; data: IssueDetail }>(
    `${journalPath(slug)}/${encodeURIComponent(volume)}/${encodeURIComponent(number)}`,
  );
  return answer.data;
}

/** "Vol. 3, No. 2 (2026)" and the title after a colon, as the server's pages write it. */
export const issueLabel = (i: Pick<IssueSummary, 'volume' | 'number' | 'year' | 'title'>) =>
  `Vol. ${i.volume}, No. ${i.number} (${i.year})${i.title ? `: ${i.title}` : ''}`;

/** "pp. 10-24", "p. 7" or the article number. */
export const pagesLabel = (a: Pick<IssueArticle, 'firstPage' | 'lastPage' | 'articleNumber'>) =>
  a.firstPage !== null
    ? a.lastPage !== null && a.lastPage !== a.firstPage
      ? `pp. ${a.firstPage}-${a.lastPage}`
      : `p. ${a.firstPage}`
    : (a.articleNumber ?? '');
