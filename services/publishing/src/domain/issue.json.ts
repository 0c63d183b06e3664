import type { Issue } from './issue.types';
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
  publishedAt: issue.publishedAt?.toISOString() ?? null,
});

export const placementJson = (p: Placement) => ({
  submissionId: p.submissionId,
  issueId: p.issueId,
  position: p.position,
  firstPage: p.firstPage,
  lastPage: p.lastPage,
});

/** One table-of-contents entry; authors as everywhere in the API. */
export const issueArticleJson = (a: IssueArticle) => ({
  id: a.id,
  title: a.title,
  authors: a.authors.map((author) => ({
    given_names: author.givenNames,
    family_name: author.familyName,
    affiliation: author.affiliation,
    orcid: author.orcid,
  })),
  doi: a.doi,
  firstPage: a.firstPage,
  lastPage: a.lastPage,
  articleNumber: a.articleNumber,
});
