import type { IssueArticleView } from '@journal/metadata';
import type { Issue } from '../repositories/issue.types';
import { authorJson, sectionJson } from './article.json';
import type { IssueArticle } from '../repositories/placements.repository';
import type { Placement } from '../repositories/placements.repository';

/** An issue as the API answers it (camelCase, as issue 30 spells its fields). */
export const issueJson = (issue: Issue) => ({
  id: issue.id,
  journalId: issue.journalId,
  volume: issue.volume,
  number: issue.number,
  year: issue.year,
  title: issue.title,
  description: issue.description,
  plannedDate: issue.plannedDate,
  publishedAt: issue.publishedAt?.toISOString() ?? null,
  coverUrl: coverUrlOf(issue),
});

/**
 * The cover's public address, versioned by its last change so a new image is fetched at once; it answers
 * only once the issue is published (editors read `/api/admin/.../cover` before that).
 */
function coverUrlOf(issue: Issue): string | null {
  if (!issue.coverUpdatedAt) return null;
  const path = `/api/journals/${encodeURIComponent(issue.journalId)}/issues/${issue.volume}/${issue.number}/cover`;
  return `${path}?v=${issue.coverUpdatedAt.getTime()}`;
}

export const placementJson = (p: Placement) => ({
  submissionId: p.submissionId,
  issueId: p.issueId,
  position: p.position,
  firstPage: p.firstPage,
  lastPage: p.lastPage,
});

/** One table-of-contents entry (the SPA's issue page reads the same view); authors as everywhere in the API. */
export const issueArticleJson = (a: IssueArticle): IssueArticleView => ({
  id: a.id,
  title: a.title,
  authors: a.authors.map(authorJson),
  doi: a.doi,
  firstPage: a.firstPage,
  lastPage: a.lastPage,
  articleNumber: a.articleNumber,
  sectionId: a.section?.id ?? null,
  section: sectionJson(a.section),
});
